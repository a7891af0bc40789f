import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { commsThreads } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { sendToRecipients } from '../deliveries/deliveries';
import { recipientsOf } from '../shared/receivers';
import type { ThreadRow } from './queries';

/**
 * Where a notification opens the announcement: its project's feed, opened at it (the SPA counts
 * the view as coming from the notification); a thread without a project opens Home.
 */
export function announcementUrl(
  publicUrl: string,
  thread: Pick<ThreadRow, 'id' | 'projectId'>,
): string {
  return thread.projectId
    ? `${publicUrl}/projects/${thread.projectId}/comms/announcements?announcement=${thread.id}&from=notification`
    : `${publicUrl}/home`;
}

/**
 * Sends an announcement now: marks it sent (once: a second sender finds it already sent), then
 * notifies each recipient in Teams, one delivery row per person.
 */
export async function sendThread(
  tx: TenantTx,
  integrations: Integrations,
  thread: ThreadRow,
  publicUrl: string,
): Promise<void> {
  const [claimed] = await tx
    .update(commsThreads)
    .set({ sentAt: sql`now()`, isDrafted: false })
    .where(and(eq(commsThreads.id, thread.id), isNull(commsThreads.sentAt)))
    .returning({ id: commsThreads.id });
  if (!claimed) return;
  const recipients = await recipientsOf(tx, 'thread', thread.id);
  await sendToRecipients(tx, {
    organisationId: thread.organisationId,
    kind: 'ANNOUNCEMENT',
    itemId: thread.id,
    channel: 'TEAMS',
    recipients,
    deliver: async (batch) => {
      const sent = await integrations.teams.notify({
        organisationId: thread.organisationId,
        recipients: batch.map((r) => ({ name: r.name, email: r.email, externalId: r.externalId })),
        topic: thread.title,
        webUrl: announcementUrl(publicUrl, thread),
        activityType: 'announcementPosted',
        previewText: thread.descriptionHtml
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 150),
      });
      return new Map(batch.map((r) => [r.userId, sent.id]));
    },
  });
}

/**
 * Sends the organisation's scheduled announcements whose send date has come (run every minute
 * by the comms job, so a schedule survives a restart: it is a row, not a timer). Rows another
 * tick is already sending are skipped, and each send claims its row: each goes out once.
 */
export async function sendDueThreads(
  tx: TenantTx,
  integrations: Integrations,
  publicUrl: string,
): Promise<number> {
  const due = await tx
    .select()
    .from(commsThreads)
    .where(
      and(
        isNull(commsThreads.sentAt),
        eq(commsThreads.isDrafted, false),
        lte(commsThreads.sendDate, sql`now()`),
      ),
    )
    .limit(200)
    .for('update', { skipLocked: true });
  for (const thread of due) await sendThread(tx, integrations, thread, publicUrl);
  return due.length;
}
