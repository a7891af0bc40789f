import type { ChangeNarrative } from '@contract/projects/narrative.schema';
import type { Change } from '@contract/projects/changes.schema';
import type { Metric } from '@contract/projects/metrics.schema';
import { defaultPhaseNames, phaseCodes, type PhaseCode } from '@contract/projects/phases';
import type { Phase } from '@contract/projects/phases.schema';
import { projectStatusMoves } from '@contract/projects/projects';
import type { ProjectStats } from '@contract/projects/project-stats.schema';
import type { Project, ProjectSummary, TeamMember } from '@contract/projects/projects.schema';

// Contract-typed records for component tests, in the demo organisation's words.

export const STAMP = '2026-03-02T09:00:00.000Z';

export const teamMembers: TeamMember[] = [
  {
    id: 1,
    display_name: 'Ada Admin',
    email: 'admin@demo.changecraft.test',
    job_title: 'Head of change',
    role: 'ADMIN',
  },
  {
    id: 3,
    display_name: 'Maya Manager',
    email: 'manager@demo.changecraft.test',
    job_title: 'Change manager',
    role: 'CHANGE_MANAGER',
  },
  {
    id: 5,
    display_name: 'Emma Employee',
    email: 'employee@demo.changecraft.test',
    job_title: 'Patient services coordinator',
    role: 'EMPLOYEE',
  },
];

export function phases(): Phase[] {
  return phaseCodes.map((code, index) => ({
    id: index + 1,
    order: index + 1,
    code,
    name: defaultPhaseNames[code],
  }));
}

/** A project as the workspace reads it; the summary fields follow from it. */
export function projectRecord(overrides: Partial<Project> = {}): Project {
  const status = overrides.status ?? 'Live';
  const activePhase: PhaseCode = overrides.active_phase ?? 'DEPLOY';
  return {
    id: 4,
    name: 'Electronic patient record rollout',
    business_objective: 'Replace paper charts on every ward with one electronic record.',
    status,
    allowed_status_moves: [...projectStatusMoves[status]],
    active_phase: activePhase,
    active_phase_name: defaultPhaseNames[activePhase],
    scope_level: 'ENTERPRISE',
    change_type: 'SYSTEM',
    start_date: '2025-11-01',
    end_date: '2026-09-30',
    archived: false,
    deleted_at: null,
    tags: [
      { id: 1, name: 'Digital' },
      { id: 2, name: 'Regulatory' },
    ],
    team_size: teamMembers.length,
    change_count: 0,
    next_go_live_date: null,
    can_edit: true,
    created_at: STAMP,
    updated_at: STAMP,
    workflow_guide_steps_completed: [],
    team: teamMembers,
    created_by: { id: 3, display_name: 'Maya Manager' },
    deleted_by: null,
    counts: { changes: 0, workstreams: 0, deliverables: 0, milestones: 0, metrics: 0 },
    ...overrides,
  };
}

export function toSummary(project: Project): ProjectSummary {
  const {
    workflow_guide_steps_completed: _steps,
    team: _team,
    created_by: _createdBy,
    deleted_by: _deletedBy,
    counts: _counts,
    ...summary
  } = project;
  return summary;
}

export function emptyNarrative(projectId: number): ChangeNarrative {
  return {
    id: null,
    project: projectId,
    content: '',
    owner: null,
    version: 0,
    created_at: null,
    updated_at: null,
    updated_by: null,
  };
}

/** The overview's metric counts as the server makes them: a metric without a report has no status. */
export function metricCounts(metrics: Metric[]): ProjectStats['metrics'] {
  const counts: ProjectStats['metrics'] = {
    total: metrics.length,
    by_status: { 'On Track': 0, 'At Risk': 0, Achieved: 0, Missed: 0 },
    no_data: 0,
  };
  for (const metric of metrics) {
    if (metric.status === null) counts.no_data += 1;
    else counts.by_status[metric.status] = (counts.by_status[metric.status] ?? 0) + 1;
  }
  return counts;
}

export function emptyStats(projectId: number, teamSize: number): ProjectStats {
  return {
    project: projectId,
    team_size: teamSize,
    changes: { total: 0, by_deployment_state: { NOT_YET_DEPLOYED: 0, DEPLOYED: 0, COMPLETED: 0 } },
    upcoming_go_lives: [],
    workstreams: 0,
    deliverables: { open: 0, overdue: 0, closed: 0, total: 0 },
    milestones: { open: 0, overdue: 0, closed: 0, total: 0 },
    metrics: {
      total: 0,
      by_status: { 'On Track': 0, 'At Risk': 0, Achieved: 0, Missed: 0 },
      no_data: 0,
    },
  };
}

export function changeRecord(overrides: Partial<Change> = {}): Change {
  return {
    id: 11,
    project: 4,
    name: 'Bedside charting on tablets',
    description: '',
    change_type: 'SYSTEM',
    criticality: null,
    deployment_state: 'NOT_YET_DEPLOYED',
    date_mode: null,
    go_live_date: null,
    start_date: null,
    end_date: null,
    impact_attributes: [],
    overall_impact: null,
    employee_reach: null,
    wizard_step: 1,
    wizard_complete: false,
    go_live_events: [],
    created_by: { id: 3, display_name: 'Maya Manager' },
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}
