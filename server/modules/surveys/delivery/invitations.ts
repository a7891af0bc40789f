import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SurveyChannel } from '../../../../contract/surveys/surveys';
import { createPublicLink } from '../../../db/public-links';
import { surveyRecipients } from '../../../db/schema/surveys';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import type { SurveyRow } from '../policy';
import type { SurveyRecipientTarget } from './audience';

/** The public link kind of a respondent's own link. */
export const SURVEY_LINK_KIND = 'survey';

export interface InvitationRow {
  id: number;
  userId: number;
  token: string;
  channel: SurveyChannel;
  name: string;
  email: string;
  externalId: string;
}

/**
 * Adds these people to a cycle of the survey, each with their own public link (192 random
 * bits); a person already in the cycle is not added twice. Returns the new rows.
 */
export async function addRecipients(
  tx: TenantTx,
  survey: SurveyRow,
  cycle: number,
  targets: readonly SurveyRecipientTarget[],
): Promise<InvitationRow[]> {
  if (targets.length === 0) return [];
  const inserted = await tx
    .insert(surveyRecipients)
    .values(
      targets.map((t) => ({
        surveyId: survey.id,
        cycle,
        userId: t.userId,
        groupId: t.groupId,
        // Replaced by the public link's token below; unique and unguessable meanwhile too.
        token: `pending-${randomBytes(24).toString('base64url')}`,
        channel: survey.channel,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: surveyRecipients.id, userId: surveyRecipients.userId });
  const byUser = new Map(targets.map((t) => [t.userId, t]));
  const rows: InvitationRow[] = [];
  for (const row of inserted) {
    const token = await createPublicLink(tx, { kind: SURVEY_LINK_KIND, targetId: row.id });
    await tx.update(surveyRecipients).set({ token }).where(eq(surveyRecipients.id, row.id));
    const target = byUser.get(row.userId);
    if (!target) continue;
    rows.push({ id: row.id, userId: row.userId, token, channel: survey.channel, ...pick(target) });
  }
  return rows;
}

function pick(t: SurveyRecipientTarget) {
  return { name: t.name, email: t.email, externalId: t.externalId };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function invitationHtml(survey: SurveyRow, link: string, reminder: boolean, name: string) {
  const intro = reminder
    ? 'A reminder: your answers to this survey still count.'
    : 'Your organisation would like to hear from you.';
  return `<p>Hello ${escapeHtml(name)},</p>
<p>${intro}</p>
<p><strong>${escapeHtml(survey.name)}</strong></p>
${survey.description ? `<p>${escapeHtml(survey.description)}</p>` : ''}
<p><a href="${link}">Answer the survey</a></p>
<p>The link is yours alone; you do not need to sign in. Your free-text answers are never shown with your name.</p>`;
}

/**
 * Sends each person their invitation (or a reminder) through the notification ports: Teams,
 * e-mail or both. Each row records its own outcome, so one failure never stops the others
 * and failed invitations can be retried.
 */
export async function deliverInvitations(
  tx: TenantTx,
  integrations: Integrations,
  survey: SurveyRow,
  rows: readonly InvitationRow[],
  publicUrl: string,
  kind: 'invitation' | 'reminder',
): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  for (const row of rows) {
    const link = (from: string) => `${publicUrl}/survey/${row.token}?from=${from}`;
    try {
      if (row.channel === 'TEAMS' || row.channel === 'BOTH') {
        await integrations.teams.notify({
          organisationId: survey.organisationId,
          recipients: [{ name: row.name, email: row.email, externalId: row.externalId }],
          topic: survey.name,
          webUrl: link('TEAMS'),
          activityType: kind === 'reminder' ? 'surveyReminder' : 'surveySent',
          previewText: kind === 'reminder' ? 'A reminder to answer the survey' : 'A survey for you',
        });
      }
      if (row.channel === 'EMAIL' || row.channel === 'BOTH') {
        await integrations.mail.send({
          organisationId: survey.organisationId,
          to: [{ name: row.name, address: row.email }],
          subject: kind === 'reminder' ? `Reminder: ${survey.name}` : survey.name,
          html: invitationHtml(survey, link('EMAIL'), kind === 'reminder', row.name),
          reference: `survey:${survey.id}:recipient:${row.id}`,
        });
      }
      await tx
        .update(surveyRecipients)
        .set(
          kind === 'reminder'
            ? { remindedAt: sql`now()`, failedReason: null }
            : { sentAt: sql`now()`, failedReason: null },
        )
        .where(eq(surveyRecipients.id, row.id));
      delivered += 1;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await tx
        .update(surveyRecipients)
        .set({ failedReason: reason.slice(0, 500) })
        .where(eq(surveyRecipients.id, row.id));
      failed += 1;
    }
  }
  return { delivered, failed };
}

/** Recipients as invitation rows, with their person's name and addresses. */
export async function invitationRows(
  tx: TenantTx,
  where: ReturnType<typeof sql>,
): Promise<InvitationRow[]> {
  const result = await tx.execute<{
    id: number;
    user_id: number;
    token: string;
    channel: SurveyChannel;
    name: string;
    email: string;
    external_id: string;
  }>(sql`
    SELECT r.id, r.user_id, r.token, r.channel, u.email, u.external_id,
      coalesce(nullif(trim(concat(u.first_name, ' ', u.last_name)), ''), u.email) AS name
    FROM survey_recipients r JOIN user_profiles u ON u.id = r.user_id
    WHERE ${where} ORDER BY r.id`);
  return result.rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    token: r.token,
    channel: r.channel,
    name: r.name,
    email: r.email,
    externalId: r.external_id,
  }));
}
