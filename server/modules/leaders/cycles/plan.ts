import { sql } from 'drizzle-orm';
import type { CycleCopyPreview } from '../../../../contract/leaders/activation-cycles.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { findCycle } from '../leader-policy';
import { itemScopeSql, selectItems } from '../items/queries';
import { selectKeyMessages } from '../key-messages/queries';
import { selectBehaviours } from '../new-ways-of-working/queries';
import { selectNudges } from '../nudges/queries';
import { addDays, daysBetween, loadCycle } from './service';

/** A cycle with everything planned in it that the caller may see. */
export async function cyclePlan(tx: TenantTx, user: CurrentUser, cycleId: number) {
  const access = await findCycle(tx, user, cycleId);
  const items = await selectItems(
    tx,
    user,
    sql`i.cycle_id = ${cycleId} AND ${itemScopeSql(user)}`,
    { limit: 2000, offset: 0 },
  );
  return {
    cycle: await loadCycle(tx, access),
    tasks: items.filter((i) => i.kind === 'TASK'),
    actions: items.filter((i) => i.kind === 'ACTION'),
    keyMessages: await selectKeyMessages(tx, user, sql`k.cycle_id = ${cycleId}`),
    behaviours: await selectBehaviours(tx, user, sql`w.cycle_id = ${cycleId}`),
    nudges: await selectNudges(tx, user, sql`n.cycle_id = ${cycleId}`),
  };
}

/**
 * `…/get_activation_cycle/?activation_cycle_id&create=true`: what copying the cycle would make,
 * starting on `startDate` (default: the day after it ends), every date moved by the same
 * number of days. Nothing is written.
 */
export async function cycleCopyPreview(
  tx: TenantTx,
  user: CurrentUser,
  cycleId: number,
  startDate?: string,
): Promise<CycleCopyPreview> {
  const plan = await cyclePlan(tx, user, cycleId);
  const { cycle } = plan.cycle;
  const start = startDate ?? addDays(cycle.end_date, 1);
  const shift = daysBetween(cycle.start_date, start);
  const shifted = (date: string | null) => (date ? addDays(date, shift) : null);
  const item = (i: (typeof plan.tasks)[number]) => ({
    title: i.title,
    impacted_group: i.impacted_group,
    due_date: shifted(i.due_date),
  });
  return {
    source_cycle: cycle.id,
    name: `${cycle.name} (copy)`,
    start_date: start,
    end_date: addDays(cycle.end_date, shift),
    shift_days: shift,
    impacted_groups: cycle.impacted_groups.map((g) => ({ id: g.id, name: g.name })),
    tasks: plan.tasks.map(item),
    actions: plan.actions.map(item),
    key_messages: plan.keyMessages.map((k) => ({
      title: k.title,
      impacted_group: k.impacted_group,
    })),
    new_ways_of_working: plan.behaviours.map((b) => ({ title: b.title })),
  };
}

/** `GET activation-cycles/{id}/cycle_activities/`: user-defined activities linked to the cycle. */
export async function cycleActivities(tx: TenantTx, user: CurrentUser, cycleId: number) {
  await findCycle(tx, user, cycleId);
  const result = await tx.execute<{ id: number; name: string; type: string; date: string }>(sql`
    SELECT a.id, a.name, a.family AS type, to_char(a.date, 'YYYY-MM-DD') AS date
    FROM user_defined_activities a WHERE a.activation_cycle_id = ${cycleId}
    ORDER BY a.date, a.id`);
  return result.rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    start_date: r.date,
    end_date: r.date,
  }));
}
