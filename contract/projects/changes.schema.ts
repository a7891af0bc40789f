import { z } from 'zod';
import {
  audienceBandSchema,
  criticalitySchema,
  dateModeSchema,
  deploymentStateSchema,
  goLiveEventSchema,
  goLiveEventsSchema,
  impactAttributeSchema,
  impactAttributesSchema,
  impactRatingSchema,
} from './change-attributes.schema';
import { type DateMode } from './change-attributes';
import {
  csvIdsSchema,
  dateSchema,
  personRefSchema,
  queryBooleanSchema,
  timestampSchema,
  whenFieldsValid,
  idSchema,
  MAX_ID,
  queryCountSchema,
} from '../shared/common.schema';
import { ACROSS_PROJECTS_MAX_LIMIT, ACROSS_PROJECTS_MAX_WEEKS, changeWizardSteps } from './changes';
import { changeTypeSchema } from './projects.schema';

// ── Change fields and the wizard ────────────────────────────────────────────────────────────

const changeFields = {
  name: z
    .string({ error: 'Name the change.' })
    .trim()
    .min(1, 'Name the change.')
    .max(200, 'Keep the name to 200 characters or fewer.'),
  description: z.string().trim().max(5000, 'Keep the description to 5,000 characters or fewer.'),
  change_type: changeTypeSchema.nullable(),
  criticality: criticalitySchema.nullable(),
  impact_attributes: impactAttributesSchema,
  deployment_state: deploymentStateSchema,
  date_mode: dateModeSchema.nullable(),
  go_live_date: dateSchema.nullable(),
  start_date: dateSchema.nullable(),
  end_date: dateSchema.nullable(),
  /** Replaces the list: items with an `id` are kept and updated, the rest added, absent ones removed. */
  go_live_events: goLiveEventsSchema,
};
export type ChangeField = keyof typeof changeFields;

interface ChangeTiming {
  date_mode?: DateMode | null;
  go_live_date?: string | null;
  start_date?: string | null;
  end_date?: string | null;
}

/**
 * Field messages for a change's timing: dates need a date mode; SINGLE_DATE needs
 * `go_live_date`; DURATION needs `start_date` and `end_date`, end on or after start. The dates
 * of the other mode are cleared on save. Used by the forms and by the server on
 * the stored values merged with an update.
 */
export function changeTimingIssues(timing: ChangeTiming): Partial<Record<ChangeField, string>> {
  const issues: Partial<Record<ChangeField, string>> = {};
  if (!timing.date_mode && (timing.go_live_date || timing.start_date || timing.end_date)) {
    issues.date_mode = 'Choose a single go-live date or a duration for these dates.';
  }
  if (timing.date_mode === 'SINGLE_DATE' && !timing.go_live_date) {
    issues.go_live_date = 'Enter the go-live date.';
  }
  if (timing.date_mode === 'DURATION') {
    if (!timing.start_date) issues.start_date = 'Enter the start date.';
    if (!timing.end_date) issues.end_date = 'Enter the end date.';
    if (timing.start_date && timing.end_date && timing.end_date < timing.start_date) {
      issues.end_date = 'The end date cannot be before the start date.';
    }
  }
  return issues;
}

const timingFieldsValid = whenFieldsValid('date_mode', 'go_live_date', 'start_date', 'end_date');

function timingRefinement(value: ChangeTiming, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(changeTimingIssues(value))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

// The steps themselves live in the zod-free change-wizard-names.ts; each names only change fields.
const _stepFieldsAreChangeFields: readonly { fields: readonly ChangeField[] }[] = changeWizardSteps;

/** Step 1, Details: the name is required. */
export const changeDetailsStepSchema = z
  .object({
    name: changeFields.name,
    description: changeFields.description.optional(),
    change_type: changeFields.change_type.optional(),
  })
  .strict();

/** Step 2, Classification: criticality is required; impact attributes replace the stored list. */
export const changeClassificationStepSchema = z
  .object({
    criticality: criticalitySchema,
    impact_attributes: impactAttributesSchema.optional(),
  })
  .strict();

/** Step 3, Timing: the date mode and its dates are required. */
export const changeTimingStepSchema = z
  .object({
    deployment_state: deploymentStateSchema.optional(),
    date_mode: dateModeSchema,
    go_live_date: dateSchema.nullable().optional(),
    start_date: dateSchema.nullable().optional(),
    end_date: dateSchema.nullable().optional(),
  })
  .strict()
  .superRefine(timingRefinement, timingFieldsValid);

/** Step 4, Go-live events: the whole list. */
export const changeGoLiveEventsStepSchema = z
  .object({ go_live_events: goLiveEventsSchema })
  .strict();

/** The schema of each wizard step, by step number. */
export const changeWizardStepSchemas = {
  1: changeDetailsStepSchema,
  2: changeClassificationStepSchema,
  3: changeTimingStepSchema,
  4: changeGoLiveEventsStepSchema,
} as const;

/** `POST projects/{id}/changes/`: the name is required, the rest may follow step by step. */
export const createChangeInputSchema = z
  .object(changeFields)
  .partial()
  .extend({ name: changeFields.name })
  .strict()
  .superRefine(timingRefinement, timingFieldsValid);
export type CreateChangeInput = z.input<typeof createChangeInputSchema>;

/**
 * `PATCH projects/{id}/changes/?change=`: any subset (timing is checked against the stored
 * values). With `&wizard_step=N` the body must hold only step N's fields, validated as
 * `changeWizardStepSchemas[N]`, and the change records N as completed.
 */
export const updateChangeInputSchema = z.object(changeFields).partial().strict();
export type UpdateChangeInput = z.input<typeof updateChangeInputSchema>;

// ── Responses ───────────────────────────────────────────────────────────────────────────────

export const changeSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  name: z.string(),
  description: z.string(),
  change_type: changeTypeSchema.nullable(),
  criticality: criticalitySchema.nullable(),
  deployment_state: deploymentStateSchema,
  date_mode: dateModeSchema.nullable(),
  go_live_date: dateSchema.nullable(),
  start_date: dateSchema.nullable(),
  end_date: dateSchema.nullable(),
  impact_attributes: z.array(impactAttributeSchema),
  /** The CHANGE_OVERALL_IMPACT rating, for list columns. */
  overall_impact: impactRatingSchema.nullable(),
  /** The CHANGE_IMPACTED_EMPLOYEE_REACH band, for list columns. */
  employee_reach: audienceBandSchema.nullable(),
  /** Furthest wizard step completed (1 after creation). */
  wizard_step: z.number().int(),
  wizard_complete: z.boolean(),
  /** Present on one change, and on the list with `includeGoLiveEvents=true`. */
  go_live_events: z.array(goLiveEventSchema).optional(),
  created_by: personRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Change = z.infer<typeof changeSchema>;
export const changeListSchema = z.array(changeSchema);

/** A change in `changes_across_all_projects`, with its project. */
export const changeAcrossProjectsSchema = changeSchema.omit({ go_live_events: true }).extend({
  project_name: z.string(),
  /** Impacted groups the change is linked to; with `forChangesAndImpactsSummary=true`. */
  impacted_group_ids: z.array(z.number().int()).optional(),
  /** Number of go-live events; with `forChangesAndImpactsSummary=true`. */
  go_live_event_count: z.number().int().optional(),
});
export type ChangeAcrossProjects = z.infer<typeof changeAcrossProjectsSchema>;
export const changeAcrossProjectsListSchema = z.array(changeAcrossProjectsSchema);

// ── Queries ─────────────────────────────────────────────────────────────────────────────────

/**
 * `GET projects/{id}/changes/`: `?change=` answers one change (with its go-live events);
 * otherwise the list, with go-live events when `includeGoLiveEvents=true`, and then only those
 * on or after `origin` (YYYY-MM-DD) when it is given.
 */
export const changeListQuerySchema = z.object({
  change: z.coerce.number({ error: 'Say which change.' }).int().positive().max(MAX_ID).optional(),
  includeGoLiveEvents: queryBooleanSchema.optional(),
  origin: dateSchema.optional(),
});

export const changeTargetQuerySchema = z.object({
  change: z.coerce
    .number({ error: 'Say which change: ?change=<id>.' })
    .int('Say which change: ?change=<id>.')
    .positive('Say which change: ?change=<id>.')
    .max(MAX_ID, 'Say which change: ?change=<id>.'),
});

export const updateChangeQuerySchema = changeTargetQuerySchema.extend({
  wizard_step: z.coerce
    .number({ error: `The wizard step is 1 to ${changeWizardSteps.length}.` })
    .int(`The wizard step is 1 to ${changeWizardSteps.length}.`)
    .min(1, `The wizard step is 1 to ${changeWizardSteps.length}.`)
    .max(changeWizardSteps.length, `The wizard step is 1 to ${changeWizardSteps.length}.`)
    .optional(),
});

/**
 * `GET projects/null/changes_across_all_projects/`: changes of every project the caller can
 * see (not archived, not deleted), soonest go-live first. All filters combine with AND.
 */
export const changesAcrossProjectsQuerySchema = z.object({
  forChangesAndImpactsSummary: queryBooleanSchema.optional(),
  excludeProjectId: z.coerce
    .number({ error: 'excludeProjectId is a project id.' })
    .int('excludeProjectId is a project id.')
    .positive('excludeProjectId is a project id.')
    .max(MAX_ID, 'excludeProjectId is a project id.')
    .optional(),
  /** Impacted group ids: changes linked to any of them. */
  impacted_groups: csvIdsSchema.optional(),
  /** Matches the change's name or description, or its project's name. */
  searchTerm: z.string().trim().max(200, 'Search with 200 characters or fewer.').optional(),
  /** Change ids: only these. */
  ids: csvIdsSchema.optional(),
  /** Only the caller's own projects (on the team, or created). */
  mine: queryBooleanSchema.optional(),
  /** Only changes going live (a duration: starting) from today to this many weeks ahead. */
  upcomingWeeks: queryCountSchema('upcomingWeeks', ACROSS_PROJECTS_MAX_WEEKS).optional(),
  /** At most this many changes. */
  limit: queryCountSchema('limit', ACROSS_PROJECTS_MAX_LIMIT).optional(),
});

/** The `{id}` segment of `changes_across_all_projects`: the literal `null`, or a project id. */
export const projectIdOrNullParamsSchema = z.object({
  id: z.union([z.literal('null').transform(() => null), idSchema]),
});

// ── Paths ───────────────────────────────────────────────────────────────────────────────────
// In the zod-free changes-paths.ts, re-exported above.
