import { z } from 'zod';
import {
  idSchema,
  MAX_ID,
  queryBooleanSchema,
  refIdSchema,
  timestampSchema,
} from '../shared/common.schema';
import { groupRefSchema } from './shared.schema';

const title = z
  .string({ error: 'Give the message a title.' })
  .trim()
  .min(1, 'Give the message a title.')
  .max(300, 'Keep the title to 300 characters or fewer.');
const body = z.string().trim().max(10_000, 'Keep the message to 10,000 characters or fewer.');

export const createKeyMessageInputSchema = z.strictObject({
  title,
  body: body.optional(),
  /** One of the cycle's groups; absent or `null` for every group. */
  impacted_group: refIdSchema('Choose one of the cycle’s impacted groups.').nullable().optional(),
});
export type CreateKeyMessageInput = z.input<typeof createKeyMessageInputSchema>;
export const createKeyMessageQuerySchema = z.object({ activationCycleId: idSchema });

export const updateKeyMessageInputSchema = z.strictObject({
  title: title.optional(),
  body: body.optional(),
  impacted_group: refIdSchema('Choose one of the cycle’s impacted groups.').nullable().optional(),
});
export type UpdateKeyMessageInput = z.input<typeof updateKeyMessageInputSchema>;

export const keyMessageListQuerySchema = z.object({
  activation_cycle: idSchema.optional(),
  project: idSchema.optional(),
  /** The caller's own groups' messages in live cycles (the leader's view). */
  personal: queryBooleanSchema.optional(),
});

export const keyMessageSchema = z.object({
  id: z.number().int(),
  activation_cycle: z.number().int(),
  cycle_name: z.string(),
  impacted_group: groupRefSchema.nullable(),
  title: z.string(),
  body: z.string(),
  position: z.number().int(),
  can_edit: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type KeyMessage = z.infer<typeof keyMessageSchema>;

/** `PUT projects/{id}/reorder_messages/?leader_group_change_plan=`: the plan's messages in order. */
export const reorderMessagesInputSchema = z.strictObject({
  ids: z
    .array(z.number().int().positive().max(MAX_ID), { error: 'Give the messages in their order.' })
    .min(1, 'Give the messages in their order.')
    .max(500),
});
export type ReorderMessagesInput = z.input<typeof reorderMessagesInputSchema>;
export const reorderQuerySchema = z.object({ leader_group_change_plan: idSchema });
