import { eq } from 'drizzle-orm';
import { commsFiles } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { markOpened, sendToRecipients } from '../deliveries/deliveries';
import type { Recipient } from '../shared/receivers';
import { recipientsOf } from '../shared/receivers';

type FileRow = typeof commsFiles.$inferSelect;

/**
 * Where a file's notification opens it: the project's files, at this file, counted as opened
 * from the notification (the SPA reads `file` and `from`).
 */
export function sharedFileUrl(publicUrl: string, file: Pick<FileRow, 'id' | 'projectId'>) {
  return `${publicUrl}/projects/${file.projectId}/comms/files?file=${file.id}&from=notification`;
}

/** The Teams notification of one shared file to these people (one call for the batch). */
export async function notifyFileShared(
  integrations: Integrations,
  file: FileRow,
  people: readonly Recipient[],
) {
  const sent = await integrations.teams.notify({
    organisationId: file.organisationId,
    recipients: people.map((r) => ({ name: r.name, email: r.email, externalId: r.externalId })),
    topic: file.title,
    webUrl: sharedFileUrl(integrations.publicUrl, file),
    activityType: 'fileShared',
    previewText: (file.description.trim() || `“${file.title}” was shared with you.`).slice(0, 150),
    templateParameters: { fileTitle: file.title },
  });
  return new Map(people.map((r) => [r.userId, sent.id]));
}

/**
 * Tells the people a comms file is shared with, in Teams, once each: called after every change
 * that can share it (added, groups changed, no longer a draft, restored). Those already told are
 * not told again, and drafts and archived files tell no one; each person is a delivery row, so
 * the file's reach adds up like any other communication's.
 */
export async function sendFileShares(
  tx: TenantTx,
  integrations: Integrations,
  fileId: number,
): Promise<void> {
  const [file] = await tx.select().from(commsFiles).where(eq(commsFiles.id, fileId));
  if (!file || file.kind !== 'COMMS_FILE' || file.isDraft || file.archived) return;
  const recipients = await recipientsOf(tx, 'file', file.id);
  await sendToRecipients(tx, {
    organisationId: file.organisationId,
    kind: 'COMMS_FILE',
    itemId: file.id,
    channel: 'TEAMS',
    recipients,
    deliver: (batch) => notifyFileShared(integrations, file, batch),
  });
}

/** The caller downloaded a shared file: its delivery to them counts as opened. */
export function markFileOpened(tx: TenantTx, fileId: number, userId: number) {
  return markOpened(tx, 'COMMS_FILE', fileId, userId);
}
