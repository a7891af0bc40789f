import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  EngagementEmail,
  engagementEmailInputSchema,
  sendTestEmailInputSchema,
} from '../../../../contract/comms/emails.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { commsEmails, commsEmailTemplates } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { badRequest, HttpError, notFound } from '../../../http-errors';
import { personRefSql } from '../../../db/sql-helpers';
import { deliveryCounts, noDeliveries } from '../deliveries/deliveries';
import { requireCommsEditor } from '../shared/comms-access';
import { receiverIdsOf, receiversOf, saveReceivers } from '../shared/links';
import { requireReceivers, splitReceivers } from '../shared/receivers';
import { sanitiseCommsHtml } from '../shared/rich-text';
import { renderEmail, sendEmail, type EmailRow } from './sending';

type EmailData = z.output<typeof engagementEmailInputSchema>;

async function present(
  tx: TenantTx,
  rows: { email: EmailRow; createdBy: EngagementEmail['created_by'] }[],
) {
  const ids = rows.map((r) => r.email.id);
  const counts = await deliveryCounts(tx, 'EMAIL', ids);
  const receivers = await receiversOf(tx, 'email', ids);
  return rows.map(({ email: e, createdBy }): EngagementEmail => ({
    id: e.id,
    project: e.projectId,
    template: e.templateId,
    subject: e.subject,
    body: e.bodyHtml,
    receivers: (receivers.get(e.id) ?? []).map(({ type, id, name }) => ({ type, id, name })),
    status: e.sentAt ? 'SENT' : e.isDraft ? 'DRAFT' : 'SCHEDULED',
    is_draft: e.isDraft,
    scheduled_at: e.scheduledAt?.toISOString() ?? null,
    send_local: e.sendLocal ? e.sendLocal.slice(0, 16).replace(' ', 'T') : null,
    sent_at: e.sentAt?.toISOString() ?? null,
    created_by: createdBy,
    delivery: counts.get(e.id) ?? noDeliveries,
    created_at: e.createdAt.toISOString(),
  }));
}

/** Emails are the project team's working material: only those who may edit the project see them. */
export async function listEmails(tx: TenantTx, user: CurrentUser, projectId: number) {
  await requireCommsEditor(tx, user, projectId);
  const rows = await tx
    .select({ email: commsEmails, createdBy: personRefSql(commsEmails.createdById) })
    .from(commsEmails)
    .where(eq(commsEmails.projectId, projectId))
    .orderBy(desc(commsEmails.createdAt), desc(commsEmails.id));
  return present(tx, rows);
}

async function findEmail(tx: TenantTx, user: CurrentUser, id: number): Promise<EmailRow> {
  const [row] = await tx.select().from(commsEmails).where(eq(commsEmails.id, id)).limit(1);
  if (!row) throw notFound();
  await requireCommsEditor(tx, user, row.projectId);
  return row;
}

export async function loadEmail(tx: TenantTx, user: CurrentUser, id: number) {
  await findEmail(tx, user, id);
  const rows = await tx
    .select({ email: commsEmails, createdBy: personRefSql(commsEmails.createdById) })
    .from(commsEmails)
    .where(eq(commsEmails.id, id));
  const [email] = await present(tx, rows);
  if (!email) throw notFound();
  return email;
}

/** Whether a wall-clock time is still to come in the organisation's time zone. */
async function localTimeToCome(tx: TenantTx, user: CurrentUser, local: string): Promise<boolean> {
  const result = await tx.execute<{ ok: boolean }>(sql`
    SELECT (${local}::timestamp AT TIME ZONE (SELECT o.time_zone FROM organisations o
      WHERE o.id = ${user.organisationId})) > now() AS ok`);
  return result.rows[0]?.ok ?? false;
}

async function check(tx: TenantTx, user: CurrentUser, data: EmailData, scheduling: boolean) {
  await requireCommsEditor(tx, user, data.project);
  const { groups, people } = splitReceivers(data.receivers);
  await requireReceivers(tx, groups, people);
  if (data.template) {
    const [template] = await tx
      .select({ id: commsEmailTemplates.id })
      .from(commsEmailTemplates)
      .where(eq(commsEmailTemplates.id, data.template));
    if (!template) throw badRequest({ template: ['Choose a template from the list.'] });
  }
  if (scheduling) {
    if (data.scheduled_at && data.send_local) {
      throw badRequest({
        send_local: ['Choose one time: the same moment for everyone, or a time where each is.'],
      });
    }
    if (!data.scheduled_at && !data.send_local) {
      throw badRequest({ scheduled_at: ['Choose when it goes out.'] });
    }
    if (data.scheduled_at && new Date(data.scheduled_at).getTime() <= Date.now()) {
      throw badRequest({ scheduled_at: ['Choose a time in the future.'] });
    }
    if (data.send_local && !(await localTimeToCome(tx, user, data.send_local))) {
      throw badRequest({ send_local: ['Choose a time in the future.'] });
    }
    if (groups.length + people.length === 0) {
      throw badRequest({ receivers: ['Choose who receives this email.'] });
    }
  }
  return { groups, people };
}

const columns = (data: EmailData, scheduled: boolean) => ({
  projectId: data.project,
  templateId: data.template ?? null,
  subject: data.subject,
  bodyHtml: sanitiseCommsHtml(data.body),
  isDraft: !scheduled,
  scheduledAt: scheduled && data.scheduled_at ? new Date(data.scheduled_at) : null,
  sendLocal: scheduled && data.send_local ? data.send_local : null,
});

/** `POST engagement-email/?isSchedule`: a draft, or scheduled for its time. */
export async function createEmail(
  tx: TenantTx,
  user: CurrentUser,
  data: EmailData,
  isSchedule: boolean,
) {
  const { groups, people } = await check(tx, user, data, isSchedule);
  const [created] = await tx
    .insert(commsEmails)
    .values({
      organisationId: user.organisationId,
      ...columns(data, isSchedule),
      createdById: user.id,
    })
    .returning({ id: commsEmails.id });
  if (!created) throw new Error('email not created');
  await saveReceivers(tx, 'email', created.id, { groups, people });
  return created.id;
}

/** `PATCH engagement-email/{id}/?isDraft`: back to draft, or (re)scheduled. Sent mail stays as sent. */
export async function updateEmail(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  data: EmailData,
  isDraft: boolean,
) {
  const current = await findEmail(tx, user, id);
  if (current.sentAt)
    throw badRequest({ non_field_errors: ['This email has been sent; it cannot change.'] });
  const { groups, people } = await check(tx, user, data, !isDraft);
  await tx
    .update(commsEmails)
    .set({ ...columns(data, !isDraft), updatedAt: sql`now()` })
    .where(eq(commsEmails.id, id));
  await saveReceivers(tx, 'email', id, { groups, people });
}

export async function deleteEmail(tx: TenantTx, user: CurrentUser, id: number) {
  await findEmail(tx, user, id);
  await tx.delete(commsEmails).where(eq(commsEmails.id, id));
}

/** `POST engagement-email/{id}/send/`: now, to everyone it names. */
export async function sendEmailNow(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  id: number,
) {
  const email = await findEmail(tx, user, id);
  const receivers = (await receiverIdsOf(tx, 'email', [id])).get(id);
  if (!receivers || receivers.groups.length + receivers.people.length === 0) {
    throw badRequest({ receivers: ['Choose who receives this email.'] });
  }
  return sendEmail(tx, integrations, email);
}

/** `POST engagement-email/send_test_email/`: the caller receives the email as recipients would. */
export async function sendTestEmail(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  input: z.output<typeof sendTestEmailInputSchema>,
) {
  // Only those who write emails send tests (each goes through the mail port), and only in
  // templates of projects they run.
  await requireCommsEditor(tx, user, null);
  if (input.template) {
    const [found] = await tx
      .select({ projectId: commsEmailTemplates.projectId })
      .from(commsEmailTemplates)
      .where(eq(commsEmailTemplates.id, input.template));
    const usable =
      found &&
      (await requireCommsEditor(tx, user, found.projectId).then(
        () => true,
        (err: unknown) => {
          if (err instanceof HttpError) return false;
          throw err;
        },
      ));
    if (!usable) throw badRequest({ template: ['Choose a template from the list.'] });
  }
  const html = await renderEmail(tx, input.template ?? null, sanitiseCommsHtml(input.body));
  await integrations.mail.send({
    organisationId: user.organisationId,
    to: [{ name: user.email, address: user.email }],
    subject: `[Test] ${input.subject}`,
    html,
    reference: 'engagement-email:test',
  });
  return { detail: `A test was sent to ${user.email}.` };
}
