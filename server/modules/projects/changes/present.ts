import type {
  GoLiveEvent,
  ImpactAttribute,
} from '../../../../contract/projects/change-attributes.schema';
import { CHANGE_WIZARD_STEP_COUNT } from '../../../../contract/projects/changes';
import type { Change, ChangeAcrossProjects } from '../../../../contract/projects/changes.schema';
import type { ChangeAcrossProjectsRow } from './across-projects';
import type { ChangeBundle, GoLiveEventRow, ImpactAttributeRow } from './queries';

export function presentImpactAttribute(row: ImpactAttributeRow): ImpactAttribute {
  return {
    id: row.id,
    kind: row.kind,
    rating: row.rating,
    audience_band: row.audienceBand,
    change_type: row.changeType,
    department: row.departmentId,
    department_name: row.departmentName,
    label: row.label,
  };
}

export function presentGoLiveEvent(row: GoLiveEventRow): GoLiveEvent {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    time: row.time,
    description: row.description,
  };
}

export function presentChange(bundle: ChangeBundle): Change {
  const c = bundle.change;
  const overall = bundle.attributes.find((a) => a.kind === 'CHANGE_OVERALL_IMPACT');
  const reach = bundle.attributes.find((a) => a.kind === 'CHANGE_IMPACTED_EMPLOYEE_REACH');
  return {
    id: c.id,
    project: c.projectId,
    name: c.name,
    description: c.description,
    change_type: c.changeType,
    criticality: c.criticality,
    deployment_state: c.deploymentState,
    date_mode: c.dateMode,
    go_live_date: c.goLiveDate,
    start_date: c.startDate,
    end_date: c.endDate,
    impact_attributes: bundle.attributes.map(presentImpactAttribute),
    overall_impact: overall?.rating ?? null,
    employee_reach: reach?.audienceBand ?? null,
    wizard_step: c.wizardStep,
    wizard_complete: c.wizardStep >= CHANGE_WIZARD_STEP_COUNT,
    ...(bundle.events ? { go_live_events: bundle.events.map(presentGoLiveEvent) } : {}),
    created_by: bundle.createdBy,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** A change in the cross-project list: no go-live events, its project's name, the summary if asked. */
export function presentChangeAcrossProjects(row: ChangeAcrossProjectsRow): ChangeAcrossProjects {
  const { go_live_events: _events, ...change } = presentChange(row.bundle);
  return {
    ...change,
    project_name: row.projectName,
    ...(row.impactedGroupIds !== undefined || row.goLiveEventCount !== undefined
      ? {
          impacted_group_ids: row.impactedGroupIds ?? [],
          go_live_event_count: row.goLiveEventCount ?? 0,
        }
      : {}),
  };
}
