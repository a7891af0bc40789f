import { eq, sql } from 'drizzle-orm';
import { capacityEditorRoles } from '../../../../contract/reports/capacity';
import type {
  GroupCapacity,
  GroupCapacityInput,
} from '../../../../contract/reports/capacity.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { globalImpactedGroups } from '../../../db/schema/global-impacted-groups';
import { groupCapacityThresholds } from '../../../db/schema/reports';
import type { TenantTx } from '../../../db/tenant';
import { forbidden, notFound } from '../../../http-errors';
import { requireReportsViewer } from '../portfolio/scope';

function requireCapacityEditor(user: CurrentUser): void {
  requireReportsViewer(user);
  if (!capacityEditorRoles.includes(user.role)) {
    throw forbidden('Only admins and the change office set a group’s capacity.');
  }
}

type CapacityRow = {
  group_id: number;
  name: string;
  medium: string;
  high: string;
  very_high: string;
  updated_at: string;
};

function present(row: CapacityRow): GroupCapacity {
  return {
    group: { id: row.group_id, key: `g${row.group_id}`, name: row.name },
    medium: Number(row.medium),
    high: Number(row.high),
    very_high: Number(row.very_high),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

async function listRows(tx: TenantTx, groupId?: number): Promise<GroupCapacity[]> {
  const found = await tx.execute<CapacityRow>(sql`
    SELECT t.group_id, g.name, t.medium, t.high, t.very_high, t.updated_at
    FROM group_capacity_thresholds t JOIN global_impacted_groups g ON g.id = t.group_id
    WHERE ${groupId === undefined ? sql`true` : sql`t.group_id = ${groupId}`}
    ORDER BY lower(g.name), g.id`);
  return found.rows.map(present);
}

/** `GET portfolio/group-capacity/`: every group that has its own capacity thresholds. */
export async function listCapacity(tx: TenantTx, user: CurrentUser): Promise<GroupCapacity[]> {
  requireReportsViewer(user);
  return listRows(tx);
}

async function requireGroup(tx: TenantTx, groupId: number): Promise<void> {
  const [group] = await tx
    .select({ id: globalImpactedGroups.id })
    .from(globalImpactedGroups)
    .where(eq(globalImpactedGroups.id, groupId));
  if (!group) throw notFound('The impacted group was not found.');
}

/** `PUT portfolio/group-capacity/:id/`: sets (or replaces) a group's own thresholds. */
export async function setCapacity(
  tx: TenantTx,
  user: CurrentUser,
  groupId: number,
  input: GroupCapacityInput,
): Promise<GroupCapacity> {
  requireCapacityEditor(user);
  await requireGroup(tx, groupId);
  const values = {
    medium: input.medium,
    high: input.high,
    veryHigh: input.very_high,
    updatedById: user.id,
    updatedAt: new Date(),
  };
  await tx
    .insert(groupCapacityThresholds)
    .values({ groupId, ...values })
    .onConflictDoUpdate({ target: groupCapacityThresholds.groupId, set: values });
  const [saved] = await listRows(tx, groupId);
  if (!saved) throw notFound('The impacted group was not found.');
  return saved;
}

/** `DELETE portfolio/group-capacity/:id/`: the group follows the organisation's thresholds again. */
export async function clearCapacity(
  tx: TenantTx,
  user: CurrentUser,
  groupId: number,
): Promise<void> {
  requireCapacityEditor(user);
  await requireGroup(tx, groupId);
  const removed = await tx
    .delete(groupCapacityThresholds)
    .where(eq(groupCapacityThresholds.groupId, groupId))
    .returning({ id: groupCapacityThresholds.id });
  if (removed.length === 0) throw notFound('This group has no capacity thresholds of its own.');
}
