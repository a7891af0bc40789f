import { z } from 'zod';
import { activationCycleSchema, cycleCopyPreviewSchema } from './activation-cycles.schema';
import { keyMessageSchema } from './key-messages.schema';
import { leaderItemSchema } from './leader-items.schema';
import { newWayOfWorkingSchema } from './new-ways-of-working.schema';
import { nudgeSchema } from './nudges.schema';

/** `GET activation-cycles/get_activation_cycle/?activation_cycle_id`: a cycle and its whole plan. */
export const cyclePlanSchema = z.object({
  cycle: activationCycleSchema,
  tasks: z.array(leaderItemSchema),
  actions: z.array(leaderItemSchema),
  key_messages: z.array(keyMessageSchema),
  new_ways_of_working: z.array(newWayOfWorkingSchema),
  nudges: z.array(nudgeSchema),
});
export type CyclePlan = z.infer<typeof cyclePlanSchema>;

/** The same call's answer: the plan, or with `create` the preview of a copy. */
export const cyclePlanOrPreviewSchema = z.union([cyclePlanSchema, cycleCopyPreviewSchema]);
