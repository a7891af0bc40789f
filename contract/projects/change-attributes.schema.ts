import { z } from 'zod';
import { dateSchema, refIdSchema, whenFieldsValid, whenValid } from '../shared/common.schema';
import {
  audienceBands,
  criticalities,
  dateModes,
  deploymentStates,
  impactAttributeKindLabels,
  impactAttributeKinds,
  impactAttributeRequirements,
  impactRatings,
} from './change-attributes';
import { changeTypeSchema } from './projects.schema';

/*
 * What describes a change beyond its name: deployment state, criticality, impact ratings and
 * reach (impact attributes), date modes and go-live events. `changes.ts` builds the change on
 * these.
 */

// ── Enumerations ────────────────────────────────────────────────────────────────────────────

export const deploymentStateSchema = z.enum(deploymentStates, {
  error: 'Choose a deployment state: not yet deployed, deployed or completed.',
});
export const criticalitySchema = z.enum(criticalities, {
  error: 'Say whether the change is business critical.',
});
export const impactRatingSchema = z.enum(impactRatings, {
  error: 'Choose a rating from very high to very low, or N/A.',
});
export const audienceBandSchema = z.enum(audienceBands, {
  error: 'Choose how many employees: 1-10, 11-20, 21-50, 51-100 or 100+.',
});

export const impactAttributeKindSchema = z.enum(impactAttributeKinds, {
  error: 'Choose what this attribute describes.',
});
const requiredFieldMessages = {
  rating: 'Choose a rating.',
  audience_band: 'Choose how many employees are impacted.',
  change_type: 'Choose the change type.',
  department: 'Choose the department.',
  label: 'Name the stakeholder.',
} as const;

export const dateModeSchema = z.enum(dateModes, {
  error: 'Choose a single go-live date or a duration.',
});

// ── Impact attributes and go-live events ────────────────────────────────────────────────────

export const impactAttributeInputSchema = z
  .object({
    kind: impactAttributeKindSchema,
    rating: impactRatingSchema.nullable().optional(),
    audience_band: audienceBandSchema.nullable().optional(),
    change_type: changeTypeSchema.nullable().optional(),
    /** A department id of the organisation. */
    department: refIdSchema('Choose a department from the list.').nullable().optional(),
    label: z.string().trim().max(200, 'Keep it to 200 characters or fewer.').nullable().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (const field of impactAttributeRequirements[value.kind].needs) {
      if (value[field] === undefined || value[field] === null || value[field] === '') {
        ctx.addIssue({ code: 'custom', path: [field], message: requiredFieldMessages[field] });
      }
    }
  }, whenFieldsValid('kind'));
export type ImpactAttributeInput = z.input<typeof impactAttributeInputSchema>;

/** Kinds that appear once, and no change type or department twice. */
function impactAttributesAreDistinct(
  list: z.output<typeof impactAttributeInputSchema>[],
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const key = impactAttributeRequirements[item.kind].single
      ? item.kind
      : item.kind === 'CHANGE_TYPE'
        ? `${item.kind}:${item.change_type}`
        : item.kind === 'CHANGE_DEPARTMENT_REACH'
          ? `${item.kind}:${item.department}`
          : `${item.kind}:${item.label?.toLowerCase()}`;
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'kind'],
        message: `${impactAttributeKindLabels[item.kind]} is already given${impactAttributeRequirements[item.kind].single ? '' : ' for this item'}.`,
      });
    }
    seen.add(key);
  });
}

/** The impact attributes of a change, as a list that replaces the stored one. */
export const impactAttributesSchema = z
  .array(impactAttributeInputSchema, { error: 'Send impact attributes as a list.' })
  .max(50, 'At most 50 impact attributes.')
  .superRefine(impactAttributesAreDistinct, whenValid);

export const impactAttributeSchema = z.object({
  id: z.number().int(),
  kind: impactAttributeKindSchema,
  rating: impactRatingSchema.nullable(),
  audience_band: audienceBandSchema.nullable(),
  change_type: changeTypeSchema.nullable(),
  department: z.number().int().nullable(),
  department_name: z.string().nullable(),
  label: z.string().nullable(),
});
export type ImpactAttribute = z.infer<typeof impactAttributeSchema>;

const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24-hour).');

/** A go-live event; send `id` to keep an existing one, leave it out to add a new one. */
export const goLiveEventInputSchema = z
  .object({
    id: refIdSchema('Unknown go-live event.').optional(),
    title: z
      .string({ error: 'Give the event a title.' })
      .trim()
      .min(1, 'Give the event a title.')
      .max(200, 'Keep the title to 200 characters or fewer.'),
    date: dateSchema,
    time: timeSchema.nullable().optional(),
    description: z.string().trim().max(2000, 'Keep it to 2,000 characters or fewer.').optional(),
  })
  .strict();
export type GoLiveEventInput = z.input<typeof goLiveEventInputSchema>;

/** The go-live events of a change, as a list that replaces the stored one. */
export const goLiveEventsSchema = z
  .array(goLiveEventInputSchema, { error: 'Send go-live events as a list.' })
  .max(100, 'At most 100 go-live events per change.');

export const goLiveEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: dateSchema,
  time: z.string().nullable(),
  description: z.string(),
});
export type GoLiveEvent = z.infer<typeof goLiveEventSchema>;
