import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { nudges } from '../../../db/schema/leaders-work';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { tenantJob } from '../../../jobs/tenant-job';
import { recordSent } from '../deliveries';
import { recipientsOfGroups } from '../recipients';

type NudgeDeps = Pick<Integrations, 'teams' | 'mail' | 'files' | 'publicUrl'>;
type Nudge = typeof nudges.$inferSelect;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The mail a nudge becomes: its text, its button as a link, its image attached inline. */
function nudgeMailHtml(nudge: Nudge): string {
  const text = nudge.descriptionHtml || `<p>${escapeHtml(nudge.description)}</p>`;
  const button =
    nudge.buttonName && nudge.buttonLink
      ? `<p><a href="${escapeHtml(nudge.buttonLink)}">${escapeHtml(nudge.buttonName)}</a></p>`
      : '';
  return `<h2>${escapeHtml(nudge.title)}</h2>${text}${button}`;
}

/**
 * Sends one nudge now, once: it is claimed by stamping `sent_at` (a second sender finds it
 * sent), then goes to its group's people through Teams, mail or both; every person gets a
 * delivery row, delivered when the port accepted it.
 */
export async function sendNudge(tx: TenantTx, deps: NudgeDeps, nudgeId: number): Promise<void> {
  const [nudge] = await tx
    .update(nudges)
    .set({ sentAt: sql`now()` })
    .where(and(eq(nudges.id, nudgeId), isNull(nudges.sentAt)))
    .returning();
  if (!nudge) return;
  const people = await recipientsOfGroups(tx, [nudge.impactedGroupId], nudge.recipients);
  if (people.length === 0) return;
  let delivered = true;
  try {
    if (nudge.channel !== 'EMAIL') {
      await deps.teams.notify({
        organisationId: nudge.organisationId,
        recipients: people.map((p) => ({ name: p.name, email: p.email, externalId: p.externalId })),
        topic: nudge.title,
        webUrl: nudge.buttonLink || `${deps.publicUrl}/my-leader-tasks`,
        activityType: 'nudgeReceived',
        previewText: (nudge.description || nudge.descriptionHtml.replace(/<[^>]*>/g, ' '))
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 150),
      });
    }
    if (nudge.channel !== 'TEAMS') {
      const image =
        nudge.imageKey && nudge.imageContentType ? await deps.files.get(nudge.imageKey) : null;
      const html = nudgeMailHtml(nudge);
      // One mail per person: recipients never see each other's addresses.
      for (const person of people) {
        await deps.mail.send({
          organisationId: nudge.organisationId,
          to: [{ name: person.name, address: person.email }],
          subject: nudge.title,
          html,
          reference: `nudge:${nudge.id}`,
          ...(image && nudge.imageContentType
            ? {
                attachments: [
                  {
                    filename: nudge.imageName ?? 'image',
                    contentType: nudge.imageContentType,
                    content: image,
                  },
                ],
              }
            : {}),
        });
      }
    }
  } catch {
    delivered = false;
  }
  await recordSent(
    tx,
    { kind: 'NUDGE', id: nudge.id, cycleId: nudge.cycleId, groupId: nudge.impactedGroupId },
    nudge.channel,
    people,
    delivered,
  );
}

/** Every nudge of the organisation whose alert time has come and that has not gone out. */
export async function sendDueNudges(tx: TenantTx, deps: NudgeDeps): Promise<number> {
  const due = await tx
    .select({ id: nudges.id })
    .from(nudges)
    .where(and(isNull(nudges.sentAt), lte(nudges.alertDateTime, sql`now()`)))
    .orderBy(nudges.alertDateTime)
    .limit(200);
  for (const { id } of due) await sendNudge(tx, deps, id);
  return due.length;
}

/**
 * Each minute, per organisation, due nudges go out. A schedule is a row with a time, so a
 * restart loses nothing: the first tick after it sends what came due meanwhile.
 */
export function sendDueNudgesJob(deps: NudgeDeps) {
  return tenantJob({
    name: 'leaders.send-due-nudges',
    schema: z.object({}),
    cron: '* * * * *',
    async run(tx) {
      await sendDueNudges(tx, deps);
    },
  });
}
