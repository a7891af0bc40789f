import { sql } from 'drizzle-orm';
import type { LeaderItemKind } from '../../../../contract/leaders/kinds';
import type { TenantTx } from '../../../db/tenant';
import { organisationFormatter } from '../../../db/sql-helpers';
import type { Integrations } from '../../../integrations/integrations';
import { recordSent } from '../deliveries';
import { recipientById, recipientsOfGroups, type Recipient } from '../recipients';

export interface NotifyDeps {
  integrations: Pick<Integrations, 'teams'>;
  publicUrl: string;
  organisationId: number;
}

/**
 * Tells the people a new task or action is for, in Teams: its owner, or else the leaders of
 * its group (of every group of the cycle for a general one). Each person gets one delivery row;
 * a Teams failure leaves them sent but not delivered, which the funnel shows.
 */
export async function notifyItem(
  tx: TenantTx,
  deps: NotifyDeps,
  item: {
    id: number;
    kind: LeaderItemKind;
    cycleId: number;
    projectId: number;
    groupId: number | null;
    ownerId: number | null;
    title: string;
    dueDate: string | null;
  },
): Promise<void> {
  let targets: Recipient[];
  if (item.ownerId) {
    const groupId = item.groupId ?? (await firstGroupOf(tx, item.cycleId));
    const owner = groupId ? await recipientById(tx, item.ownerId, groupId) : null;
    targets = owner ? [owner] : [];
  } else {
    const groups = item.groupId
      ? [item.groupId]
      : (
          await tx.execute<{ id: number }>(
            sql`SELECT impacted_group_id AS id FROM activation_cycle_groups WHERE cycle_id = ${item.cycleId}`,
          )
        ).rows.map((r) => r.id);
    targets = await recipientsOfGroups(tx, groups, 'LEADERS');
  }
  if (targets.length === 0) return;
  let delivered = true;
  const format = await organisationFormatter(tx);
  try {
    await deps.integrations.teams.notify({
      organisationId: deps.organisationId,
      recipients: targets.map((t) => ({ name: t.name, email: t.email, externalId: t.externalId })),
      topic:
        item.kind === 'TASK'
          ? `New leader task: ${item.title}`
          : `New leader action: ${item.title}`,
      webUrl: `${deps.publicUrl}/my-leader-tasks`,
      activityType: 'leaderTaskAssigned',
      previewText: item.dueDate ? `Due ${format.date(item.dueDate)}` : 'No due date',
    });
  } catch {
    delivered = false;
  }
  for (const groupId of new Set(targets.map((t) => t.groupId))) {
    await recordSent(
      tx,
      { kind: item.kind, id: item.id, cycleId: item.cycleId, groupId: item.groupId ?? groupId },
      'TEAMS',
      targets.filter((t) => t.groupId === groupId),
      delivered,
    );
  }
}

async function firstGroupOf(tx: TenantTx, cycleId: number): Promise<number | null> {
  const result = await tx.execute<{ id: number }>(
    sql`SELECT impacted_group_id AS id FROM activation_cycle_groups WHERE cycle_id = ${cycleId} ORDER BY 1 LIMIT 1`,
  );
  return result.rows[0]?.id ?? null;
}
