import type { ImpactedGroup } from '../../../../contract/groups/impacted-groups.schema';
import type { ProjectGroup } from '../../../../contract/groups/project-groups.schema';
import type { ImpactCell, ProjectGroupRow } from './queries';

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export function presentProjectGroup(row: ProjectGroupRow, impacts?: ImpactCell[]): ProjectGroup {
  return {
    id: row.id,
    project: row.project_id,
    name: row.name,
    group_type: row.group_type,
    group_role: row.group_role,
    category: row.category,
    teams_access: row.teams_access,
    notes: row.notes,
    archived: row.archived,
    global_impacted_group:
      row.global_impacted_group_id !== null
        ? { id: row.global_impacted_group_id, name: row.global_impacted_group_name ?? '' }
        : null,
    audience_band: row.audience_band,
    directory_group:
      row.directory_group_id !== null
        ? { id: row.directory_group_id, name: row.directory_group_name ?? row.directory_group_id }
        : null,
    last_synced_at: iso(row.last_synced_at),
    member_count: row.member_count,
    leader_count: row.leader_count,
    members: row.members,
    ...(impacts ? { impacts } : {}),
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
  };
}

export function presentImpactedGroup(row: ProjectGroupRow): ImpactedGroup {
  return {
    ...presentProjectGroup(row),
    change_count: row.change_count,
    highest_impact_level: row.highest_impact_level,
  };
}
