import { z } from 'zod';
import {
  dateSchema,
  idSchema,
  MAX_ID,
  personRefSchema,
  queryBooleanSchema,
  refIdSchema,
  requiredDateSchema,
  timestampSchema,
  whenFieldsValid,
} from '../shared/common.schema';
import { cycleStatuses, MAX_CYCLE_DAYS } from './activation-cycles';
import { deliveryItemKinds } from './kinds';
import { deliveryFunnelSchema, groupRefSchema } from './shared.schema';

const name = z
  .string({ error: 'Name the cycle.' })
  .trim()
  .min(1, 'Name the cycle.')
  .max(200, 'Keep the name to 200 characters or fewer.');
const description = z
  .string()
  .trim()
  .max(5000, 'Keep the description to 5,000 characters or fewer.');
const impactedGroups = z
  .array(z.number().int().positive().max(MAX_ID), { error: 'Choose the impacted groups.' })
  .min(1, 'Choose at least one impacted group.')
  .max(200, 'A cycle activates at most 200 groups.');

function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
}

/** Field messages for a cycle's dates, shared by the forms and the server's merged update. */
export function cycleDateIssues(dates: { start_date?: string; end_date?: string }) {
  const issues: { end_date?: string } = {};
  if (dates.start_date && dates.end_date) {
    if (dates.end_date < dates.start_date) {
      issues.end_date = 'The end date cannot be before the start date.';
    } else if (daysBetween(dates.start_date, dates.end_date) > MAX_CYCLE_DAYS) {
      issues.end_date = `A cycle runs at most ${MAX_CYCLE_DAYS} days.`;
    }
  }
  return issues;
}

const datesValid = whenFieldsValid('start_date', 'end_date');
function checkDates(value: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) {
  const issues = cycleDateIssues(value);
  if (issues.end_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: issues.end_date });
}

export const createCycleInputSchema = z
  .strictObject({
    project: refIdSchema('Choose the project.'),
    name,
    description: description.optional(),
    start_date: requiredDateSchema('Enter the start date.'),
    end_date: requiredDateSchema('Enter the end date.'),
    impacted_groups: impactedGroups,
  })
  .superRefine(checkDates, datesValid);
export type CreateCycleInput = z.input<typeof createCycleInputSchema>;

/** `PATCH activation-cycles/{id}/`: any subset; dates are checked against the stored ones. */
export const updateCycleInputSchema = z
  .strictObject({
    name: name.optional(),
    description: description.optional(),
    start_date: dateSchema.optional(),
    end_date: dateSchema.optional(),
    impacted_groups: impactedGroups.optional(),
  })
  .superRefine(checkDates, datesValid);
export type UpdateCycleInput = z.input<typeof updateCycleInputSchema>;

/** `POST activation-cycles/{id}/copy_activation_cycle/`: a new cycle from this one. */
export const copyCycleInputSchema = z
  .strictObject({
    name,
    start_date: requiredDateSchema('Enter the start date of the new cycle.'),
    /** Defaults to the source cycle's length from the new start. */
    end_date: dateSchema.optional(),
    /** Defaults to the source cycle's groups. */
    impacted_groups: impactedGroups.optional(),
    include: z
      .array(z.enum(['tasks', 'actions', 'key_messages', 'new_ways_of_working']))
      .max(4)
      .optional(),
  })
  .superRefine(checkDates, datesValid);
export type CopyCycleInput = z.input<typeof copyCycleInputSchema>;

export const cycleListQuerySchema = z.object({
  impacted_group_id: idSchema.optional(),
  calculate_nudge_stats: queryBooleanSchema.optional(),
  projectId: idSchema.optional(),
  liveCyclesOnly: queryBooleanSchema.optional(),
});

export const cyclePlanQuerySchema = z.object({
  activation_cycle_id: idSchema,
  create: queryBooleanSchema.optional(),
  /** Start of the copy the preview is for; defaults to the day after the cycle ends. */
  start_date: dateSchema.optional(),
});

export const cycleGroupSchema = groupRefSchema.extend({
  /** The group's plan in this cycle ("leader group change plan"). */
  plan_id: z.number().int(),
  /** The group's active leaders: who may own its tasks and actions. */
  leaders: z.array(personRefSchema),
});
export type CycleGroup = z.infer<typeof cycleGroupSchema>;

export const activationCycleSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(cycleStatuses),
  impacted_groups: z.array(cycleGroupSchema),
  copied_from: z.number().int().nullable(),
  can_edit: z.boolean(),
  created_by: personRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** With `calculate_nudge_stats`: the funnel of the cycle's nudges. */
  nudge_stats: deliveryFunnelSchema.optional(),
});
export type ActivationCycle = z.infer<typeof activationCycleSchema>;

/** What a copy of a cycle would hold, dates shifted: the preview before copying. */
export const cycleCopyPreviewSchema = z.object({
  source_cycle: z.number().int(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  shift_days: z.number().int(),
  impacted_groups: z.array(groupRefSchema),
  tasks: z.array(
    z.object({
      title: z.string(),
      impacted_group: groupRefSchema.nullable(),
      due_date: z.string().nullable(),
    }),
  ),
  actions: z.array(
    z.object({
      title: z.string(),
      impacted_group: groupRefSchema.nullable(),
      due_date: z.string().nullable(),
    }),
  ),
  key_messages: z.array(z.object({ title: z.string(), impacted_group: groupRefSchema.nullable() })),
  new_ways_of_working: z.array(z.object({ title: z.string() })),
});
export type CycleCopyPreview = z.infer<typeof cycleCopyPreviewSchema>;

/** An activity planned in a cycle (a user-defined activity linked to it). */
export const cycleActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type CycleActivity = z.infer<typeof cycleActivitySchema>;

/** `POST activation-cycles/{project}/nudge_stats_project_level/`. */
export const nudgeStatsInputSchema = z.strictObject({
  activation_cycle_id: refIdSchema('Choose a cycle.').optional(),
});
export const nudgeStatsRowSchema = deliveryFunnelSchema.extend({
  activation_cycle: z.number().int(),
  cycle_name: z.string(),
  impacted_group: groupRefSchema,
  item_kind: z.enum(deliveryItemKinds),
});
export type NudgeStatsRow = z.infer<typeof nudgeStatsRowSchema>;
export const nudgeStatsSchema = z.object({
  rows: z.array(nudgeStatsRowSchema),
  totals: deliveryFunnelSchema,
});
export type NudgeStats = z.infer<typeof nudgeStatsSchema>;

/** `POST activation-cycles/{id}/opened/`: the caller opened these items of the cycle. */
export const openedInputSchema = z.strictObject({
  item_kind: z.enum(deliveryItemKinds),
  item_ids: z.array(z.number().int().positive().max(MAX_ID)).min(1).max(500),
});
