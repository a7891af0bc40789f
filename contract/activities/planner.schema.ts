import { z } from 'zod';
import { refIdSchema, requiredDateSchema } from '../shared/common.schema';
import {
  activityAudienceSchema,
  activityDateModeSchema,
  activityFamilySchema,
  planKindSchema,
  repeatOptionSchema,
} from './activities.schema';
import { engagementKindSchema } from './activity-types.schema';

export const plannerInputSchema = z.strictObject({
  project: refIdSchema('Choose the project.'),
  start_date: requiredDateSchema('Enter the date the plan starts.'),
  /** Also propose the project-management checkpoints (readiness reviews before each go-live). */
  for_change_project_management_plan: z.boolean().default(false),
});
export type PlannerInput = z.input<typeof plannerInputSchema>;

/** One activity the planner proposes; nothing is saved until the user accepts it. */
export const proposedActivitySchema = z.object({
  key: z.string(),
  family: activityFamilySchema,
  plan_kind: planKindSchema,
  name: z.string(),
  type: z.number().int(),
  type_name: z.string(),
  kind: engagementKindSchema.nullable(),
  date_mode: activityDateModeSchema,
  start_date: z.string(),
  end_date: z.string().nullable(),
  repeat: repeatOptionSchema,
  repeat_until: z.string().nullable(),
  audience: activityAudienceSchema,
  impacted_groups: z.array(z.number().int()),
  changes: z.array(z.number().int()),
  hours_per_person: z.number(),
  reason: z.string(),
});
export type ProposedActivity = z.infer<typeof proposedActivitySchema>;

export const plannerResultSchema = z.object({
  project: z.number().int(),
  start_date: z.string(),
  proposals: z.array(proposedActivitySchema),
  /** Changes the planner could not plan for, and why (no go-live date, no impacted group). */
  skipped_changes: z.array(
    z.object({ id: z.number().int(), name: z.string(), reason: z.string() }),
  ),
});
export type PlannerResult = z.infer<typeof plannerResultSchema>;
