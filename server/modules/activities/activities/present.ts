import type {
  EngagementActivity,
  TrainingActivity,
} from '../../../../contract/activities/activities.schema';
import type { ActivityRow } from './queries';

function presentCommon(row: ActivityRow) {
  const a = row.activity;
  return {
    id: a.id,
    project: a.projectId,
    project_name: row.projectName,
    name: a.name,
    description: a.description,
    type: (a.family === 'ENGAGEMENT' ? a.engagementTypeId : a.trainingTypeId) ?? 0,
    type_name: row.typeName,
    date_mode: a.dateMode,
    start_date: a.startDate,
    end_date: a.endDate,
    start_time: a.startTime,
    repeat: a.repeat,
    repeat_until: a.repeatUntil,
    reminder: a.reminder,
    audience: a.audience,
    impacted_groups: row.groups,
    changes: row.changes,
    owner: row.owner,
    hours_per_person: a.hoursPerPerson,
    occurrence_count: row.occurrenceCount,
    total_hours_per_person: Math.round(row.totalHours * 100) / 100,
    show_in_teams: a.showInTeams,
    plan_kind: a.planKind,
    planner_reason: a.plannerReason,
    can_edit: row.canEdit,
    created_by: row.createdBy,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

export function presentEngagementActivity(row: ActivityRow): EngagementActivity {
  return { ...presentCommon(row), kind: row.kind ?? 'OTHER' };
}

export function presentTrainingActivity(row: ActivityRow): TrainingActivity {
  return { ...presentCommon(row), readiness_assessment: row.activity.readinessAssessmentId };
}
