import { z } from 'zod';
import { personRefSchema, MAX_ID, queryCountSchema } from '../shared/common.schema';
import { deliveryCountsSchema } from './deliveries.schema';
import {
  formIdInput,
  optionalTimestampInput,
  queryFlagSchema,
  receiverSchema,
  receiversInputSchema,
} from './receivers.schema';
import { feedbackKinds, THREAD_LIST_MAX, threadStatuses } from './threads';

export const threadMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: personRefSchema.nullable(),
  created_at: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** A thread (announcement, feedback or issue) as the feed shows it. */
export const threadSchema = z.object({
  id: z.number().int(),
  type: z.enum(feedbackKinds),
  title: z.string(),
  description: z.string(),
  due_at: z.string().nullable(),
  /** Pinned and not past its pin expiry. */
  pinned: z.boolean(),
  pin_expiry: z.string().nullable(),
  project: z.number().int().nullable(),
  project_name: z.string().nullable(),
  send_date: z.string().nullable(),
  is_drafted: z.boolean(),
  status: z.enum(threadStatuses),
  sent_at: z.string().nullable(),
  in_teams: z.boolean(),
  on_behalf: z.boolean(),
  receivers: z.array(receiverSchema),
  associated_changes: z.array(z.number().int()),
  image_name: z.string().nullable(),
  image_url: z.string().nullable(),
  author: personRefSchema.nullable(),
  likes_count: z.number().int(),
  liked_by_me: z.boolean(),
  messages_count: z.number().int(),
  can_edit: z.boolean(),
  /** Only for those who may edit: how the send went so far. */
  delivery: deliveryCountsSchema.nullable(),
  created_at: z.string(),
});
export type Thread = z.infer<typeof threadSchema>;

export const threadDetailSchema = threadSchema.extend({ messages: z.array(threadMessageSchema) });
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

/** What a composer writes; `isSend` in the query decides between draft and send. */
const threadFields = {
  title: z
    .string({ error: 'Give it a title.' })
    .trim()
    .min(1, 'Give it a title.')
    .max(200, 'Keep the title under 200 characters.'),
  description: z.string().max(100_000, 'The text is too long.').default(''),
  due_at: optionalTimestampInput,
  pinned: z.boolean().default(false),
  pin_expiry: optionalTimestampInput,
  project: formIdInput('Choose a project.').nullable().optional(),
  send_date: optionalTimestampInput,
  receivers: receiversInputSchema,
  associated_changes: z.array(z.number().int().positive().max(MAX_ID)).max(200).default([]),
  in_teams: z.boolean().default(true),
};

function pinRules(v: { pinned: boolean; pin_expiry: string | null }, ctx: z.RefinementCtx) {
  if (v.pin_expiry && !v.pinned) {
    ctx.addIssue({
      code: 'custom',
      path: ['pin_expiry'],
      message: 'Pin it to set when the pin ends.',
    });
  }
  if (v.pin_expiry && new Date(v.pin_expiry) <= new Date()) {
    ctx.addIssue({
      code: 'custom',
      path: ['pin_expiry'],
      message: 'The pin must end in the future.',
    });
  }
}

/** A thread of any kind (`POST threads/`, `PATCH threads/{id}/`): JSON or multipart fields. */
export const threadInputSchema = z
  .strictObject({
    type: z
      .enum(feedbackKinds, { error: 'Choose feedback, issue or announcement.' })
      .default('ANNOUNCEMENT'),
    ...threadFields,
  })
  .superRefine(pinRules);

/** An announcement (`create_announcement`, `update_announcement`): its type is ANNOUNCEMENT. */
export const announcementInputSchema = z
  .strictObject({
    type: z
      .literal('ANNOUNCEMENT', { error: 'An announcement is of type ANNOUNCEMENT.' })
      .default('ANNOUNCEMENT'),
    ...threadFields,
  })
  .superRefine(pinRules);
export type ThreadInput = z.input<typeof threadInputSchema>;
export type ThreadData = z.output<typeof threadInputSchema>;

export const threadSendQuerySchema = z.object({
  isSend: queryFlagSchema.optional(),
  on_behalf: queryFlagSchema.optional(),
  uploadImage: queryFlagSchema.optional(),
});

export const threadListQuerySchema = z.object({
  project: z.coerce.number().int().positive().max(MAX_ID).optional(),
  isInTeams: queryFlagSchema.optional(),
  announcementsOnly: queryFlagSchema.optional(),
  /** Only threads already sent (Home's latest announcements). */
  sentOnly: queryFlagSchema.optional(),
  /** At most this many threads, newest first (Home shows a few). */
  limit: queryCountSchema('limit', THREAD_LIST_MAX).optional(),
});

export const addMessageInputSchema = z.strictObject({
  body: z
    .string({ error: 'Write a reply.' })
    .trim()
    .min(1, 'Write a reply.')
    .max(5000, 'Keep replies under 5,000 characters.'),
});
export type AddMessageInput = z.infer<typeof addMessageInputSchema>;
