import { and, eq, sql } from 'drizzle-orm';
import type {
  DeliveryCounts,
  ResendInput,
  ReminderRecipientInput,
  ScheduleSurveyData,
  SendSurveyData,
} from '../../../../contract/surveys/delivery.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { surveyQuestions, surveyRecipients, surveys } from '../../../db/schema/surveys';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { badRequest } from '../../../http-errors';
import { findEditableSurvey, type SurveyRow } from '../policy';
import { loadSurvey } from '../surveys/queries';
import { checkAudience, resolveAudience } from './audience';
import { addRecipients, deliverInvitations, invitationRows } from './invitations';

/** What the survey needs before it can go out: not archived, with questions. */
async function requireSendable(tx: TenantTx, survey: SurveyRow): Promise<void> {
  if (survey.archived)
    throw badRequest({ non_field_errors: ['Restore the survey before sending it.'] });
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, survey.id));
  if (!row?.count) throw badRequest({ questions: ['Add at least one question before sending.'] });
}

function deliverySettings(input: SendSurveyData) {
  return {
    channel: input.channel,
    audience: input.audience,
    audienceKind: input.audience_kind,
    audienceGroupIds: [...new Set(input.audience_groups)],
    audiencePersonIds: [...new Set(input.audience_people)],
    audiencePersonaIds: [...new Set(input.audience_personas)],
    audienceGlobalGroupIds: [...new Set(input.audience_global_groups)],
    audienceDepartmentIds: [...new Set(input.audience_departments)],
    audienceSiteIds: [...new Set(input.audience_sites)],
    reminderOffset: input.reminder_offset,
  };
}

/**
 * Starts the survey's next cycle now: everyone the audience reaches gets their own link by
 * the chosen channel. The cycle number is taken under the row's lock, so two sends (or a send
 * and the scheduler) never share one.
 */
export async function sendSurvey(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  publicUrl: string,
  surveyId: number,
  input: SendSurveyData,
): Promise<{ surveyId: number; delivery: DeliveryCounts }> {
  const survey = await findEditableSurvey(tx, user, surveyId);
  await requireSendable(tx, survey);
  await checkAudience(tx, survey, input);
  const [updated] = await tx
    .update(surveys)
    .set({ ...deliverySettings(input), updatedAt: sql`now()` })
    .where(eq(surveys.id, surveyId))
    .returning();
  if (!updated) throw new Error('survey vanished');
  const targets = await resolveAudience(tx, updated);
  if (targets.length === 0) {
    throw badRequest({
      [updated.projectId === null ? 'audience_global_groups' : 'audience_groups']: [
        'Nobody is in this audience yet: add people to the groups first.',
      ],
    });
  }
  const [started] = await tx
    .update(surveys)
    .set({
      cycle: sql`${surveys.cycle} + 1`,
      sentAt: sql`now()`,
      sendLocal: null,
      cycleSendLocal: null,
    })
    .where(eq(surveys.id, surveyId))
    .returning();
  if (!started) throw new Error('survey vanished');
  const rows = await addRecipients(tx, started, started.cycle, targets);
  const outcome = await deliverInvitations(
    tx,
    integrations,
    started,
    rows,
    publicUrl,
    'invitation',
  );
  return { surveyId, delivery: { recipients: rows.length, ...outcome } };
}

/** Plans the next send at a local wall-clock time (each recipient's own zone), or cancels it. */
export async function scheduleSurvey(
  tx: TenantTx,
  user: CurrentUser,
  surveyId: number,
  input: ScheduleSurveyData,
) {
  const survey = await findEditableSurvey(tx, user, surveyId);
  if (input.send_local === null) {
    await tx
      .update(surveys)
      .set({ sendLocal: null, cycleSendLocal: null, repeat: "Don't Repeat", updatedAt: sql`now()` })
      .where(eq(surveys.id, surveyId));
    return loadSurvey(tx, surveyId);
  }
  await requireSendable(tx, survey);
  await checkAudience(tx, survey, input);
  const future = await tx.execute<{ ok: boolean }>(sql`
    SELECT (${input.send_local}::timestamp AT TIME ZONE (SELECT o.time_zone FROM organisations o WHERE o.id = ${survey.organisationId})) > now() AS ok`);
  if (!future.rows[0]?.ok) throw badRequest({ send_local: ['Choose a time in the future.'] });
  await tx
    .update(surveys)
    .set({
      ...deliverySettings(input),
      sendLocal: input.send_local.replace('T', ' '),
      repeat: input.repeat,
      updatedAt: sql`now()`,
    })
    .where(eq(surveys.id, surveyId));
  return loadSurvey(tx, surveyId);
}

/** Sends the invitation again to those whose delivery failed (or to the recipients named). */
export async function resendInvitations(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  publicUrl: string,
  surveyId: number,
  input: ResendInput,
): Promise<DeliveryCounts> {
  const survey = await findEditableSurvey(tx, user, surveyId);
  if (survey.cycle === 0)
    throw badRequest({ non_field_errors: ['This survey has not been sent yet.'] });
  const named = input.recipients ? [...new Set(input.recipients)] : null;
  const rows = await invitationRows(
    tx,
    named
      ? sql`r.survey_id = ${surveyId} AND r.id = ANY(${sql.param(named)}::int[]) AND r.completed_at IS NULL`
      : sql`r.survey_id = ${surveyId} AND r.cycle = ${survey.cycle} AND r.failed_reason IS NOT NULL`,
  );
  if (named && rows.length !== named.length) {
    throw badRequest({ recipients: ['Choose recipients of this survey who have not answered.'] });
  }
  const outcome = await deliverInvitations(tx, integrations, survey, rows, publicUrl, 'invitation');
  return { recipients: rows.length, ...outcome };
}

/** Turns one person's reminders on or off, or reminds them now. */
export async function updateReminderRecipient(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  publicUrl: string,
  recipientId: number,
  surveyId: number,
  input: ReminderRecipientInput,
): Promise<number> {
  const survey = await findEditableSurvey(tx, user, surveyId);
  const [recipient] = await tx
    .select()
    .from(surveyRecipients)
    .where(and(eq(surveyRecipients.id, recipientId), eq(surveyRecipients.surveyId, surveyId)));
  if (!recipient) throw badRequest({ id: ['Choose a recipient of this survey.'] });
  if (input.reminders_enabled !== undefined) {
    await tx
      .update(surveyRecipients)
      .set({ remindersEnabled: input.reminders_enabled })
      .where(eq(surveyRecipients.id, recipientId));
  }
  if (input.remind_now) {
    if (recipient.completedAt)
      throw badRequest({ remind_now: ['This person has already answered.'] });
    const rows = await invitationRows(tx, sql`r.id = ${recipientId}`);
    await deliverInvitations(tx, integrations, survey, rows, publicUrl, 'reminder');
  }
  return recipientId;
}
