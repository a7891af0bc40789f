import type {
  GlobalImpactedGroup,
  GlobalImpactedGroupSummary,
} from '../../../../contract/groups/global-impacted-groups.schema';
import type { GlobalGroupRow, selectGlobalGroupParts } from './queries';

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return new Date(value).toISOString();
}

export function presentGlobalGroupSummary(row: GlobalGroupRow): GlobalImpactedGroupSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    persona: row.persona,
    owner: row.owner,
    member_count: row.member_count,
    leader_count: row.leader_count,
    project_count: row.project_count,
    directory_group:
      row.directory_group_id !== null
        ? { id: row.directory_group_id, name: row.directory_group_name ?? row.directory_group_id }
        : null,
    last_synced_at: iso(row.last_synced_at),
    archived: row.archived,
    can_edit: row.can_edit,
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
  };
}

export function presentGlobalGroup(
  row: GlobalGroupRow,
  parts: Awaited<ReturnType<typeof selectGlobalGroupParts>>,
): GlobalImpactedGroup {
  return { ...presentGlobalGroupSummary(row), ...parts };
}
