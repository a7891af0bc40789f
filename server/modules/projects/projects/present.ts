import { projectStatusMoves, setUpStepsDone } from '../../../../contract/projects/projects';
import {
  type Project,
  type ProjectSummary,
  type TeamMember,
} from '../../../../contract/projects/projects.schema';
import type { TeamsAppInteraction } from '../../../../contract/projects/projects.schema';
import type { projectTeamsAppInteractions } from '../../../db/schema/projects';
import type { ProjectDetailRow, ProjectSummaryRow } from './queries';
import { isoTimestamp } from '../../../db/sql-helpers';

export function presentProjectSummary(row: ProjectSummaryRow): ProjectSummary {
  const p = row.project;
  return {
    id: p.id,
    name: p.name,
    business_objective: p.businessObjective,
    status: p.status,
    allowed_status_moves: [...projectStatusMoves[p.status]],
    active_phase: p.activePhase,
    active_phase_name: row.phaseName,
    scope_level: p.scopeLevel,
    change_type: p.changeType,
    start_date: p.startDate,
    end_date: p.endDate,
    archived: p.archived,
    deleted_at: isoTimestamp(p.deletedAt),
    tags: row.tags,
    team_size: row.teamSize,
    change_count: row.changeCount,
    next_go_live_date: row.nextGoLiveDate,
    can_edit: row.canEdit,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export function presentProject(row: ProjectDetailRow, team: TeamMember[]): Project {
  return {
    ...presentProjectSummary(row),
    workflow_guide_steps_completed: setUpStepsDone({
      businessObjective: row.project.businessObjective,
      teamSize: row.teamSize,
      changes: row.changeCount,
      changesWithoutGoLive: row.changesWithoutGoLive,
      narrativeWritten: row.narrativeWritten,
      workstreams: row.workstreamCount,
      workItems: row.deliverableCount + row.milestoneCount,
      metrics: row.metricCount,
    }),
    team,
    created_by: row.createdBy,
    deleted_by: row.deletedBy,
    counts: {
      changes: row.changeCount,
      workstreams: row.workstreamCount,
      deliverables: row.deliverableCount,
      milestones: row.milestoneCount,
      metrics: row.metricCount,
    },
  };
}

export function presentTeamsAppInteraction(
  row: typeof projectTeamsAppInteractions.$inferSelect,
): TeamsAppInteraction {
  return {
    project: row.projectId,
    user: row.userId,
    open_count: row.openCount,
    first_opened_at: row.firstOpenedAt.toISOString(),
    last_opened_at: row.lastOpenedAt.toISOString(),
  };
}
