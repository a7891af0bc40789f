import { eq, sql } from 'drizzle-orm';
import type {
  CreateKeyMessageInput,
  UpdateKeyMessageInput,
} from '../../../../contract/leaders/key-messages.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { keyMessages } from '../../../db/schema/leaders-work';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import { findVisibleProject } from '../../projects/policy';
import { cycleStatusSql } from '../cycles/queries';
import { findCycle, findEditableCycle, requireEdit } from '../leader-policy';
import { selectKeyMessages, type KeyMessageRow } from './queries';

async function requireCycleGroup(tx: TenantTx, cycleId: number, groupId: number) {
  const result = await tx.execute(
    sql`SELECT 1 FROM activation_cycle_groups WHERE cycle_id = ${cycleId} AND impacted_group_id = ${groupId}`,
  );
  if (result.rows.length === 0) {
    throw badRequest({ impacted_group: ['Choose one of the cycle’s impacted groups.'] });
  }
}

/** `GET key-messages/?activation_cycle&project`. */
export async function listKeyMessages(
  tx: TenantTx,
  user: CurrentUser,
  query: {
    activation_cycle?: number | undefined;
    project?: number | undefined;
    personal?: boolean | undefined;
  },
): Promise<KeyMessageRow[]> {
  if (query.personal) {
    if (query.activation_cycle || query.project) {
      throw badRequest({ personal: ['Ask for your own messages without a cycle or project.'] });
    }
    // The caller's own groups' messages in live cycles: what they pass on now.
    return selectKeyMessages(tx, user, sql`${cycleStatusSql('c')} = 'LIVE'`, true);
  }
  if (query.activation_cycle) {
    const cycle = await findCycle(tx, user, query.activation_cycle);
    if (query.project !== undefined && query.project !== cycle.projectId) {
      throw badRequest({ project: ['The cycle belongs to another project.'] });
    }
    return selectKeyMessages(tx, user, sql`k.cycle_id = ${cycle.id}`);
  }
  if (query.project) {
    await findVisibleProject(tx, user, query.project);
    return selectKeyMessages(tx, user, sql`c.project_id = ${query.project}`);
  }
  throw badRequest({ activation_cycle: ['Give the cycle or the project, or ask for your own.'] });
}

async function loadKeyMessage(tx: TenantTx, user: CurrentUser, id: number) {
  const [row] = await selectKeyMessages(tx, user, sql`k.id = ${id}`);
  if (!row) throw notFound();
  return row;
}

/** `POST key-messages/?activationCycleId=`: added after the cycle's last message. */
export async function createKeyMessage(
  tx: TenantTx,
  user: CurrentUser,
  cycleId: number,
  data: CreateKeyMessageInput,
): Promise<KeyMessageRow> {
  await findEditableCycle(tx, user, cycleId);
  if (data.impacted_group) await requireCycleGroup(tx, cycleId, data.impacted_group);
  const [row] = await tx
    .insert(keyMessages)
    .values({
      cycleId,
      impactedGroupId: data.impacted_group ?? null,
      title: data.title,
      body: data.body ?? '',
      position: sql`(SELECT coalesce(max(position), 0) + 1 FROM key_messages WHERE cycle_id = ${cycleId})`,
      createdById: user.id,
    })
    .returning({ id: keyMessages.id });
  if (!row) throw new Error('key message not created');
  return loadKeyMessage(tx, user, row.id);
}

export async function updateKeyMessage(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  data: UpdateKeyMessageInput,
): Promise<KeyMessageRow> {
  const message = await loadKeyMessage(tx, user, id);
  requireEdit(message.can_edit);
  if (data.impacted_group) await requireCycleGroup(tx, message.cycle_id, data.impacted_group);
  await tx
    .update(keyMessages)
    .set({
      ...(data.title !== undefined ? { title: data.title } : {}),
      ...(data.body !== undefined ? { body: data.body } : {}),
      ...(data.impacted_group !== undefined ? { impactedGroupId: data.impacted_group } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(keyMessages.id, id));
  return loadKeyMessage(tx, user, id);
}

export async function deleteKeyMessage(tx: TenantTx, user: CurrentUser, id: number) {
  const message = await loadKeyMessage(tx, user, id);
  requireEdit(message.can_edit);
  await tx.delete(keyMessages).where(eq(keyMessages.id, id));
}

/**
 * `PUT projects/{id}/reorder_messages/?leader_group_change_plan=`: the plan's messages (its
 * group's and the cycle's general ones) in a new order. The other groups' messages keep
 * their places; the cycle is renumbered 1…n so positions never tie.
 */
export async function reorderKeyMessages(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  planId: number,
  ids: readonly number[],
): Promise<KeyMessageRow[]> {
  const plan = await tx.execute<{ cycle_id: number; group_id: number }>(sql`
    SELECT cg.cycle_id, cg.impacted_group_id AS group_id FROM activation_cycle_groups cg
    JOIN activation_cycles pc ON pc.id = cg.cycle_id
    WHERE cg.id = ${planId} AND pc.project_id = ${projectId}`);
  const found = plan.rows[0];
  if (!found) throw notFound();
  await findEditableCycle(tx, user, found.cycle_id);
  const all = await tx
    .select({ id: keyMessages.id, groupId: keyMessages.impactedGroupId })
    .from(keyMessages)
    .where(eq(keyMessages.cycleId, found.cycle_id))
    .orderBy(keyMessages.position, keyMessages.id);
  const inPlan = all.filter((m) => m.groupId === null || m.groupId === found.group_id);
  const wanted = new Set(ids);
  if (
    wanted.size !== ids.length ||
    inPlan.length !== ids.length ||
    inPlan.some((m) => !wanted.has(m.id))
  ) {
    throw badRequest({ ids: ['Give every message of this plan once, in the new order.'] });
  }
  let next = 0;
  const order = all.map((m) =>
    m.groupId === null || m.groupId === found.group_id ? (ids[next++] ?? m.id) : m.id,
  );
  for (const [index, id] of order.entries()) {
    await tx
      .update(keyMessages)
      .set({ position: index + 1 })
      .where(eq(keyMessages.id, id));
  }
  return selectKeyMessages(
    tx,
    user,
    sql`k.cycle_id = ${found.cycle_id} AND (k.impacted_group_id IS NULL OR k.impacted_group_id = ${found.group_id})`,
  );
}
