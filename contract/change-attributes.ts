import { z } from 'zod';
import { dateSchema, refIdSchema, whenFieldsValid } from './common';
import { changeTypeSchema } from './projects';

/*
 * What describes a change beyond its name: deployment state, criticality, impact ratings and
 * reach (impact attributes), date modes and go-live events. `changes.ts` builds the change on
 * these.
 */

// ── Enumerations ────────────────────────────────────────────────────────────────────────────

export const deploymentStates = ['NOT_YET_DEPLOYED', 'DEPLOYED', 'COMPLETED'] as const;
export const deploymentStateSchema = z.enum(deploymentStates, {
  error: 'Choose a deployment state: not yet deployed, deployed or completed.',
});
export type DeploymentState = z.infer<typeof deploymentStateSchema>;
export const deploymentStateLabels: Record<DeploymentState, string> = {
  NOT_YET_DEPLOYED: 'Not yet deployed',
  DEPLOYED: 'Deployed',
  COMPLETED: 'Completed',
};

export const criticalities = ['BUSINESS_CRITICAL', 'NON_BUSINESS_CRITICAL'] as const;
export const criticalitySchema = z.enum(criticalities, {
  error: 'Say whether the change is business critical.',
});
export type Criticality = z.infer<typeof criticalitySchema>;
export const criticalityLabels: Record<Criticality, string> = {
  BUSINESS_CRITICAL: 'Business critical',
  NON_BUSINESS_CRITICAL: 'Not business critical',
};

/** Rating levels (SPEC §3), highest first. */
export const impactRatings = ['VERY_HIGH', 'HIGH', 'MEDIUM', 'LOW', 'VERY_LOW', 'N/A'] as const;
export const impactRatingSchema = z.enum(impactRatings, {
  error: 'Choose a rating from very high to very low, or N/A.',
});
export type ImpactRating = z.infer<typeof impactRatingSchema>;
export const impactRatingLabels: Record<ImpactRating, string> = {
  VERY_HIGH: 'Very high',
  HIGH: 'High',
  MEDIUM: 'Medium',
  LOW: 'Low',
  VERY_LOW: 'Very low',
  'N/A': 'Not applicable',
};

/** Audience size bands (SPEC §9). */
export const audienceBands = ['1-10', '11-20', '21-50', '51-100', '100+'] as const;
export const audienceBandSchema = z.enum(audienceBands, {
  error: 'Choose how many employees: 1-10, 11-20, 21-50, 51-100 or 100+.',
});
export type AudienceBand = z.infer<typeof audienceBandSchema>;

export const impactAttributeKinds = [
  'CHANGE_TYPE',
  'CHANGE_EXTERNAL_STAKEHOLDER',
  'CHANGE_OVERALL_IMPACT',
  'CHANGE_IMPACTED_EMPLOYEE_REACH',
  'CHANGE_DEPARTMENT_REACH',
  'CHANGE_ORGANISATION_REACH',
] as const;
export const impactAttributeKindSchema = z.enum(impactAttributeKinds, {
  error: 'Choose what this attribute describes.',
});
export type ImpactAttributeKind = z.infer<typeof impactAttributeKindSchema>;
export const impactAttributeKindLabels: Record<ImpactAttributeKind, string> = {
  CHANGE_TYPE: 'Change type',
  CHANGE_EXTERNAL_STAKEHOLDER: 'External stakeholder',
  CHANGE_OVERALL_IMPACT: 'Overall impact',
  CHANGE_IMPACTED_EMPLOYEE_REACH: 'Impacted employees',
  CHANGE_DEPARTMENT_REACH: 'Department reach',
  CHANGE_ORGANISATION_REACH: 'Organisation reach',
};

/**
 * What each kind of impact attribute needs. Fields a kind does not use are stored empty.
 * - CHANGE_TYPE: `change_type` + `rating` (how strongly this type of change lands).
 * - CHANGE_EXTERNAL_STAKEHOLDER: `label` (who, e.g. "Patients") + `rating`.
 * - CHANGE_OVERALL_IMPACT: `rating`. At most one.
 * - CHANGE_IMPACTED_EMPLOYEE_REACH: `audience_band`. At most one.
 * - CHANGE_DEPARTMENT_REACH: `department` (a department id) + `rating`.
 * - CHANGE_ORGANISATION_REACH: `rating`, optional `label`. At most one.
 */
export const impactAttributeRequirements: Record<
  ImpactAttributeKind,
  {
    needs: readonly ('rating' | 'audience_band' | 'change_type' | 'department' | 'label')[];
    single: boolean;
  }
> = {
  CHANGE_TYPE: { needs: ['change_type', 'rating'], single: false },
  CHANGE_EXTERNAL_STAKEHOLDER: { needs: ['label', 'rating'], single: false },
  CHANGE_OVERALL_IMPACT: { needs: ['rating'], single: true },
  CHANGE_IMPACTED_EMPLOYEE_REACH: { needs: ['audience_band'], single: true },
  CHANGE_DEPARTMENT_REACH: { needs: ['department', 'rating'], single: false },
  CHANGE_ORGANISATION_REACH: { needs: ['rating'], single: true },
};

const requiredFieldMessages = {
  rating: 'Choose a rating.',
  audience_band: 'Choose how many employees are impacted.',
  change_type: 'Choose the change type.',
  department: 'Choose the department.',
  label: 'Name the stakeholder.',
} as const;

export const dateModes = ['SINGLE_DATE', 'DURATION'] as const;
export const dateModeSchema = z.enum(dateModes, {
  error: 'Choose a single go-live date or a duration.',
});
export type DateMode = z.infer<typeof dateModeSchema>;

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
  .superRefine(impactAttributesAreDistinct);

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
