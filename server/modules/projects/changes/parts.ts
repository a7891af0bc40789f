/** Writes the parts of a change that come as lists: impact attributes and go-live events. */
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { impactAttributeRequirements } from '../../../../contract/projects/change-attributes';
import {
  type goLiveEventInputSchema,
  type impactAttributeInputSchema,
} from '../../../../contract/projects/change-attributes.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import type { TenantTx } from '../../../db/tenant';
import { changeGoLiveEvents, changeImpactAttributes } from '../../../db/schema/changes';
import { departments } from '../../../db/schema/reference-data';
import { badRequest } from '../../../http-errors';

type ImpactAttributeData = z.output<typeof impactAttributeInputSchema>;
type GoLiveEventData = z.output<typeof goLiveEventInputSchema>;

/** Refuses department ids of impact attributes that are not the organisation's. */
export async function requireDepartments(tx: TenantTx, attributes: ImpactAttributeData[]) {
  const wanted = attributes.flatMap((a) => (a.department ? [a.department] : []));
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(inArray(departments.id, wanted));
  const known = new Set(found.map((d) => d.id));
  const errors: FieldErrors = {};
  attributes.forEach((a, index) => {
    if (a.department && !known.has(a.department)) {
      errors[`impact_attributes.${index}.department`] = [
        'Choose a department of your organisation.',
      ];
    }
  });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Stores the list as given, each attribute keeping only the fields its kind uses. */
export async function replaceAttributes(
  tx: TenantTx,
  change: { id: number },
  attributes: ImpactAttributeData[],
) {
  await tx.delete(changeImpactAttributes).where(eq(changeImpactAttributes.changeId, change.id));
  if (attributes.length === 0) return;
  await tx.insert(changeImpactAttributes).values(
    attributes.map((a, position) => {
      const needs: readonly string[] = impactAttributeRequirements[a.kind].needs;
      const uses = (field: string) => needs.includes(field);
      return {
        changeId: change.id,
        position,
        kind: a.kind,
        rating: uses('rating') ? (a.rating ?? null) : null,
        audienceBand: uses('audience_band') ? (a.audience_band ?? null) : null,
        changeType: uses('change_type') ? (a.change_type ?? null) : null,
        departmentId: uses('department') ? (a.department ?? null) : null,
        label: uses('label') || a.kind === 'CHANGE_ORGANISATION_REACH' ? a.label || null : null,
      };
    }),
  );
}

/** Keeps events sent with their id, adds those without, removes the rest. */
export async function replaceEvents(
  tx: TenantTx,
  change: { id: number },
  events: GoLiveEventData[],
) {
  const existing = await tx
    .select({ id: changeGoLiveEvents.id })
    .from(changeGoLiveEvents)
    .where(eq(changeGoLiveEvents.changeId, change.id));
  const known = new Set(existing.map((e) => e.id));
  const errors: FieldErrors = {};
  events.forEach((e, index) => {
    if (e.id !== undefined && !known.has(e.id)) {
      errors[`go_live_events.${index}.id`] = ['This event is not one of this change’s events.'];
    }
  });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const kept = new Set(events.flatMap((e) => (e.id === undefined ? [] : [e.id])));
  const removed = [...known].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    await tx.delete(changeGoLiveEvents).where(inArray(changeGoLiveEvents.id, removed));
  }
  for (const e of events) {
    const values = {
      title: e.title,
      date: e.date,
      time: e.time ?? null,
      description: e.description ?? '',
    };
    if (e.id === undefined) {
      await tx.insert(changeGoLiveEvents).values({ changeId: change.id, ...values });
    } else {
      await tx.update(changeGoLiveEvents).set(values).where(eq(changeGoLiveEvents.id, e.id));
    }
  }
}
