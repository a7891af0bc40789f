import { eq, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { NUDGE_PAST_GRACE_MINUTES } from '../../../../contract/leaders/nudges';
import type {
  CreateNudgeInput,
  createNudgeQuerySchema,
  UpdateNudgeInput,
} from '../../../../contract/leaders/nudges.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { nudges } from '../../../db/schema/leaders-work';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, conflict, notFound } from '../../../http-errors';
import { findCycle, findEditableCycle, requireEdit } from '../leader-policy';
import { cycleOfItem, selectNudges, type NudgeRow } from './queries';

type CreateQuery = z.output<typeof createNudgeQuerySchema>;

export interface StoredImage {
  key: string;
  name: string;
  contentType: string;
}

/** Rich text of a nudge with only simple markup and http(s)/mailto links left. */
export function sanitiseNudgeHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'a',
      'h3',
      'h4',
      'blockquote',
    ],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', {
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      }),
    },
  }).trim();
}

function requireFuture(alert: string) {
  if (Date.parse(alert) < Date.now() - NUDGE_PAST_GRACE_MINUTES * 60_000) {
    throw badRequest({ alert_date_time: ['Choose a time from now on.'] });
  }
}

export async function loadNudge(tx: TenantTx, user: CurrentUser, id: number): Promise<NudgeRow> {
  const [row] = await selectNudges(tx, user, sql`n.id = ${id}`);
  if (!row) throw notFound();
  return row;
}

/** `GET impacted-group-reminders/?itemId&itemType` (or `?activationCycleId`). */
export async function listNudges(
  tx: TenantTx,
  user: CurrentUser,
  query: {
    itemId?: number | undefined;
    itemType?: CreateQuery['item_type'] | undefined;
    activationCycleId?: number | undefined;
  },
): Promise<NudgeRow[]> {
  if (query.itemId && query.itemType) {
    const cycleId = await cycleOfItem(tx, query.itemType, query.itemId);
    if (!cycleId) throw notFound();
    await findCycle(tx, user, cycleId);
    return selectNudges(
      tx,
      user,
      sql`n.item_type = ${query.itemType} AND n.item_id = ${query.itemId}`,
    );
  }
  if (query.activationCycleId) {
    await findCycle(tx, user, query.activationCycleId);
    return selectNudges(tx, user, sql`n.cycle_id = ${query.activationCycleId}`);
  }
  throw badRequest({ itemId: ['Give the item (itemId and itemType) or the cycle.'] });
}

/**
 * The cycle a new nudge's target (an item of a cycle the caller edits, for one of its groups)
 * belongs to; 400 naming the query field that is wrong.
 */
export async function nudgeTargetCycle(
  tx: TenantTx,
  user: CurrentUser,
  target: CreateQuery,
): Promise<number> {
  const cycleId = await cycleOfItem(tx, target.item_type, target.item_id);
  if (!cycleId) throw badRequest({ item_id: ['Choose an item of a cycle from the list.'] });
  await findEditableCycle(tx, user, cycleId);
  const inCycle = await tx.execute(
    sql`SELECT 1 FROM activation_cycle_groups WHERE cycle_id = ${cycleId} AND impacted_group_id = ${target.impacted_group}`,
  );
  if (inCycle.rows.length === 0) {
    throw badRequest({ impacted_group: ['Choose one of the cycle’s impacted groups.'] });
  }
  return cycleId;
}

/** `POST impacted-group-reminders/`: a nudge for one of the cycle's groups, about an item of it. */
export async function createNudge(
  tx: TenantTx,
  user: CurrentUser,
  target: CreateQuery,
  data: CreateNudgeInput,
  image: StoredImage | null,
): Promise<NudgeRow> {
  const cycleId = await nudgeTargetCycle(tx, user, target);
  requireFuture(data.alert_date_time);
  const [row] = await tx
    .insert(nudges)
    .values({
      impactedGroupId: target.impacted_group,
      itemType: target.item_type,
      itemId: target.item_id,
      cycleId,
      title: data.title,
      description: data.description ?? '',
      descriptionHtml: sanitiseNudgeHtml(data.description_html ?? ''),
      buttonName: data.button_name ?? '',
      buttonLink: data.button_link ?? '',
      alertDateTime: new Date(data.alert_date_time),
      channel: data.channel ?? 'BOTH',
      recipients: data.recipients ?? 'EMPLOYEES',
      imageKey: image?.key ?? null,
      imageName: image?.name ?? null,
      imageContentType: image?.contentType ?? null,
      createdById: user.id,
    })
    .returning({ id: nudges.id });
  if (!row) throw new Error('nudge not created');
  return loadNudge(tx, user, row.id);
}

/**
 * `PATCH impacted-group-reminders/{id}/`: a scheduled nudge's fields, and with `changeImage`
 * its image. Returns the nudge and the key of an image it no longer uses.
 */
export async function updateNudge(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  data: UpdateNudgeInput,
  image: StoredImage | null | undefined,
): Promise<{ nudge: NudgeRow; dropped: string | null }> {
  const nudge = await loadNudge(tx, user, id);
  requireEdit(nudge.can_edit);
  if (nudge.sent_at) throw conflict('This nudge has gone out; it can no longer change.');
  if (data.alert_date_time) requireFuture(data.alert_date_time);
  const buttonName = data.button_name ?? nudge.button_name;
  const buttonLink = data.button_link ?? nudge.button_link;
  if (buttonName && !buttonLink) throw badRequest({ button_link: ['Give the button a link.'] });
  await tx
    .update(nudges)
    .set({
      ...(data.title !== undefined ? { title: data.title } : {}),
      ...(data.description !== undefined ? { description: data.description } : {}),
      ...(data.description_html !== undefined
        ? { descriptionHtml: sanitiseNudgeHtml(data.description_html) }
        : {}),
      ...(data.button_name !== undefined ? { buttonName: data.button_name } : {}),
      ...(data.button_link !== undefined ? { buttonLink: data.button_link } : {}),
      ...(data.alert_date_time !== undefined
        ? { alertDateTime: new Date(data.alert_date_time) }
        : {}),
      ...(data.channel !== undefined ? { channel: data.channel } : {}),
      ...(data.recipients !== undefined ? { recipients: data.recipients } : {}),
      ...(image !== undefined
        ? {
            imageKey: image?.key ?? null,
            imageName: image?.name ?? null,
            imageContentType: image?.contentType ?? null,
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(nudges.id, id));
  const dropped = image !== undefined && nudge.image_key !== image?.key ? nudge.image_key : null;
  return { nudge: await loadNudge(tx, user, id), dropped };
}

/** Deletes a nudge; returns the key of its image, to remove once the transaction is done. */
export async function deleteNudge(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
): Promise<string | null> {
  const nudge = await loadNudge(tx, user, id);
  requireEdit(nudge.can_edit);
  await tx.delete(nudges).where(eq(nudges.id, id));
  return nudge.image_key;
}

/** The image of a nudge the caller may see. */
export async function nudgeImage(tx: TenantTx, user: CurrentUser, id: number) {
  const nudge = await loadNudge(tx, user, id);
  if (!nudge.image_key || !nudge.image_content_type) throw notFound('No image.');
  return {
    key: nudge.image_key,
    name: nudge.image_name ?? 'image',
    type: nudge.image_content_type,
  };
}
