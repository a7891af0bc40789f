import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '../../../auth/current-user';
import { readinessMeasures } from '../../../db/schema/assessments-readiness';
import { assessments } from '../../../db/schema/assessments';
import { userProfiles } from '../../../db/schema/people';
import { projects } from '../../../db/schema/projects';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import type { JobQueue } from '../../../jobs/job-queue';
import { tenantJob } from '../../../jobs/tenant-job';
import { badRequest } from '../../../http-errors';
import { findMeasure, type MeasureBundle } from './measures';

export const APPROVAL_REMINDER_JOB = 'assessments.send-approval-reminder';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Reminds an approval's approver, by mail and in Teams, that a report waits for their
 * decision. Runs in the background (pg-boss), as the measure's organisation.
 */
export function approvalReminderJob(integrations: Integrations | undefined) {
  return tenantJob({
    name: APPROVAL_REMINDER_JOB,
    schema: z.object({ measureId: z.number().int().positive() }),
    async run(tx, { measureId }) {
      if (!integrations) throw new Error('Approval reminders need the mail and Teams ports.');
      const [found] = await tx
        .select({
          organisationId: readinessMeasures.organisationId,
          title: readinessMeasures.title,
          projectId: projects.id,
          projectName: projects.name,
          email: userProfiles.email,
          firstName: userProfiles.firstName,
          lastName: userProfiles.lastName,
          externalId: userProfiles.externalId,
        })
        .from(readinessMeasures)
        .innerJoin(assessments, eq(assessments.id, readinessMeasures.assessmentId))
        .innerJoin(projects, eq(projects.id, assessments.projectId))
        .innerJoin(userProfiles, eq(userProfiles.id, readinessMeasures.approverId))
        .where(eq(readinessMeasures.id, measureId));
      // The measure, or its approver, went away after the reminder was asked for.
      if (!found) return;
      const name = `${found.firstName} ${found.lastName}`.trim() || found.email;
      const link = `${integrations.publicUrl}/projects/${found.projectId}/assessments/readiness`;
      await integrations.mail.send({
        organisationId: found.organisationId,
        to: [{ name, address: found.email }],
        subject: `Approval needed: ${found.title}`,
        html: `<p>Hello ${escapeHtml(name)},</p><p>The readiness measure <strong>${escapeHtml(found.title)}</strong> of ${escapeHtml(found.projectName)} is waiting for your approval.</p><p><a href="${link}">Review and approve</a></p>`,
        reference: `readiness-measure:${measureId}`,
      });
      if (found.externalId) {
        await integrations.teams.notify({
          organisationId: found.organisationId,
          recipients: [{ name, email: found.email, externalId: found.externalId }],
          topic: `Approval needed: ${found.title}`,
          webUrl: link,
          activityType: 'approvalReminder',
          previewText: `${found.projectName}: ${found.title} is waiting for your approval.`,
        });
      }
      await tx
        .update(readinessMeasures)
        .set({ lastRemindedAt: sql`now()` })
        .where(eq(readinessMeasures.id, measureId));
    },
  });
}

/**
 * `POST readiness-assessment-measure/{id}/send_approval_reminders/`: queues the reminder. Only
 * an approval with an approver and a report still waiting can be reminded about.
 */
export async function queueApprovalReminder(
  tx: TenantTx,
  user: CurrentUser,
  queue: Pick<JobQueue, 'send'>,
  integrations: Integrations | undefined,
  measureId: number,
): Promise<MeasureBundle> {
  const { bundle } = await findMeasure(tx, user, measureId, 'edit');
  if (bundle.measure.measureType !== 'READINESS_APPROVAL') {
    throw badRequest({ non_field_errors: ['Only an approval has an approver to remind.'] });
  }
  if (!bundle.approver) {
    throw badRequest({ approver: ['Choose the approver before sending a reminder.'] });
  }
  if (bundle.approvalStatus !== 'PENDING') {
    throw badRequest({
      non_field_errors: ['Nothing waits for approval: report on the measure first.'],
    });
  }
  await approvalReminderJob(integrations).enqueue(queue, tx, { measureId });
  return bundle;
}
