import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant';
import { intArray } from '../../../db/sql-arrays';

/** What a copy can carry from one cycle into another. */
export type CopyPart = 'tasks' | 'actions' | 'key_messages' | 'new_ways_of_working';

const partRows: Record<CopyPart, SQL> = {
  tasks: sql`SELECT id, cycle_id FROM leader_items WHERE kind = 'TASK'`,
  actions: sql`SELECT id, cycle_id FROM leader_items WHERE kind = 'ACTION'`,
  key_messages: sql`SELECT id, cycle_id FROM key_messages`,
  new_ways_of_working: sql`SELECT id, cycle_id FROM new_ways_of_working`,
};

/** Whether every chosen id is a row of the part in the source cycle (unknown ids are refused, not skipped). */
export async function allInCycle(
  tx: TenantTx,
  part: CopyPart,
  sourceCycleId: number,
  ids: readonly number[],
): Promise<boolean> {
  const wanted = new Set(ids);
  const found = await tx.execute(sql`
    SELECT s.id FROM (${partRows[part]}) s
    WHERE s.cycle_id = ${sourceCycleId} AND s.id = ANY(${intArray([...wanted])})`);
  return found.rows.length === wanted.size;
}

/**
 * Copies rows of one cycle into another as new rows (nothing is shared by reference): due
 * dates move by the distance between the two cycles' starts, tasks and actions start open,
 * key messages keep their order after the target's own, and group-level rows whose group the
 * target does not activate are left behind. `ids` limits the copy to those rows of the source.
 * Returns how many rows were copied.
 */
export async function copyPart(
  tx: TenantTx,
  part: CopyPart,
  sourceCycleId: number,
  targetCycleId: number,
  createdById: number,
  ids?: readonly number[],
): Promise<number> {
  const only = ids ? sql`AND s.id = ANY(${intArray(ids)})` : sql``;
  const groupKept = sql`(s.impacted_group_id IS NULL OR EXISTS (SELECT 1 FROM activation_cycle_groups tg
    WHERE tg.cycle_id = ${targetCycleId} AND tg.impacted_group_id = s.impacted_group_id))`;
  const shift = sql`((SELECT start_date FROM activation_cycles WHERE id = ${targetCycleId})
    - (SELECT start_date FROM activation_cycles WHERE id = ${sourceCycleId}))`;
  let result;
  if (part === 'tasks' || part === 'actions') {
    const kind = part === 'tasks' ? 'TASK' : 'ACTION';
    result = await tx.execute(sql`
      INSERT INTO leader_items (kind, cycle_id, impacted_group_id, title, description, owner_id, due_date, created_by_id)
      SELECT s.kind, ${targetCycleId}, s.impacted_group_id, s.title, s.description, s.owner_id,
        s.due_date + ${shift}, ${createdById}
      FROM leader_items s
      WHERE s.cycle_id = ${sourceCycleId} AND s.kind = ${kind} AND ${groupKept} ${only}
      ORDER BY s.id`);
  } else if (part === 'key_messages') {
    result = await tx.execute(sql`
      INSERT INTO key_messages (cycle_id, impacted_group_id, title, body, position, created_by_id)
      SELECT ${targetCycleId}, s.impacted_group_id, s.title, s.body,
        (SELECT coalesce(max(position), 0) FROM key_messages WHERE cycle_id = ${targetCycleId})
          + row_number() OVER (ORDER BY s.position, s.id),
        ${createdById}
      FROM key_messages s
      WHERE s.cycle_id = ${sourceCycleId} AND ${groupKept} ${only}`);
  } else {
    result = await tx.execute(sql`
      INSERT INTO new_ways_of_working (cycle_id, title, description, position, created_by_id)
      SELECT ${targetCycleId}, s.title, s.description,
        (SELECT coalesce(max(position), 0) FROM new_ways_of_working WHERE cycle_id = ${targetCycleId})
          + row_number() OVER (ORDER BY s.position, s.id),
        ${createdById}
      FROM new_ways_of_working s
      WHERE s.cycle_id = ${sourceCycleId} ${only}`);
  }
  return result.rowCount ?? 0;
}
