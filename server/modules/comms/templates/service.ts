import { desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { renderInLayout } from '../../../../contract/comms/emails';
import type {
  EmailTemplate,
  emailTemplateInputSchema,
  emailTemplatePatchSchema,
} from '../../../../contract/comms/emails.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { commsEmailTemplates } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { notFound } from '../../../http-errors';
import { personRefSql } from '../../../db/sql-helpers';
import { requireCommsEditor } from '../shared/comms-access';
import { sanitiseCommsHtml, sanitiseTemplateHtml } from '../shared/rich-text';

type Row = typeof commsEmailTemplates.$inferSelect;

const selection = {
  template: commsEmailTemplates,
  createdBy: personRefSql(commsEmailTemplates.createdById),
};

function present(r: { template: Row; createdBy: EmailTemplate['created_by'] }): EmailTemplate {
  return {
    id: r.template.id,
    project: r.template.projectId,
    name: r.template.name,
    subject: r.template.subject,
    html_layout_content: r.template.htmlLayoutContent,
    created_by: r.createdBy,
    updated_at: r.template.updatedAt.toISOString(),
  };
}

/** The organisation's templates, and with `projectId` that project's own as well. */
export async function listTemplates(tx: TenantTx, user: CurrentUser, projectId?: number) {
  await requireCommsEditor(tx, user, projectId);
  const rows = await tx
    .select(selection)
    .from(commsEmailTemplates)
    .where(
      projectId
        ? or(isNull(commsEmailTemplates.projectId), eq(commsEmailTemplates.projectId, projectId))
        : isNull(commsEmailTemplates.projectId),
    )
    .orderBy(desc(commsEmailTemplates.updatedAt));
  return rows.map(present);
}

async function find(tx: TenantTx, user: CurrentUser, id: number) {
  const [row] = await tx
    .select(selection)
    .from(commsEmailTemplates)
    .where(eq(commsEmailTemplates.id, id));
  if (!row) throw notFound();
  await requireCommsEditor(tx, user, row.template.projectId);
  return row;
}

export async function loadTemplate(tx: TenantTx, user: CurrentUser, id: number) {
  return present(await find(tx, user, id));
}

export async function createTemplate(
  tx: TenantTx,
  user: CurrentUser,
  input: z.output<typeof emailTemplateInputSchema>,
) {
  await requireCommsEditor(tx, user, input.project);
  const [created] = await tx
    .insert(commsEmailTemplates)
    .values({
      organisationId: user.organisationId,
      projectId: input.project ?? null,
      name: input.name,
      subject: input.subject,
      htmlLayoutContent: sanitiseTemplateHtml(input.html_layout_content),
      createdById: user.id,
    })
    .returning({ id: commsEmailTemplates.id });
  if (!created) throw new Error('template not created');
  return created.id;
}

export async function updateTemplate(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  patch: z.output<typeof emailTemplatePatchSchema>,
) {
  await find(tx, user, id);
  if (patch.project) await requireCommsEditor(tx, user, patch.project);
  await tx
    .update(commsEmailTemplates)
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.subject !== undefined ? { subject: patch.subject } : {}),
      ...(patch.project !== undefined ? { projectId: patch.project } : {}),
      ...(patch.html_layout_content !== undefined
        ? { htmlLayoutContent: sanitiseTemplateHtml(patch.html_layout_content) }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(commsEmailTemplates.id, id));
}

export async function deleteTemplate(tx: TenantTx, user: CurrentUser, id: number) {
  await find(tx, user, id);
  await tx.delete(commsEmailTemplates).where(eq(commsEmailTemplates.id, id));
}

/** `POST email-templates/{id}/send_test_email/`: the layout around `email_body`, to the caller. */
export async function sendTemplateTest(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  id: number,
  emailBody: string,
) {
  const { template } = await find(tx, user, id);
  await integrations.mail.send({
    organisationId: user.organisationId,
    to: [{ name: user.email, address: user.email }],
    subject: `[Test] ${template.subject || template.name}`,
    html: renderInLayout(template.htmlLayoutContent, sanitiseCommsHtml(emailBody)),
    reference: `email-template:${id}:test`,
  });
  return { detail: `A test was sent to ${user.email}.` };
}
