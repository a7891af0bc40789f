import { z } from 'zod';
import { personRefSchema, MAX_ID } from '../shared/common.schema';
import { deliveryCountsSchema } from './deliveries.schema';
import { communityReplyMaxLength } from './yammer-posts';
import { formIdInput, optionalTimestampInput } from './receivers.schema';

export const yammerCommunitySchema = z.object({ id: z.string(), name: z.string() });
export type YammerCommunity = z.infer<typeof yammerCommunitySchema>;

/** A Viva Engage post (SPEC 3). */
export const yammerPostSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  communities: z.array(yammerCommunitySchema),
  project: z.number().int(),
  creator: personRefSchema.nullable(),
  send_by: z.string().nullable(),
  file: z.string().nullable(),
  file_name: z.string().nullable(),
  associated_changes: z.array(z.number().int()),
  is_draft: z.boolean(),
  status: z.enum(['DRAFT', 'SCHEDULED', 'SENT']),
  sent_at: z.string().nullable(),
  /** One row per community posted to: posted (delivered) or refused (failed, with a retry). */
  delivery: deliveryCountsSchema,
});
export type YammerPost = z.infer<typeof yammerPostSchema>;

export const yammerPostInputSchema = z
  .strictObject({
    project: formIdInput('Choose a project.'),
    subject: z.string({ error: 'Give it a subject.' }).trim().min(1, 'Give it a subject.').max(200),
    body: z.string({ error: 'Write the post.' }).trim().min(1, 'Write the post.').max(10_000),
    communities: z.array(z.string().min(1)).max(50).default([]),
    send_by: optionalTimestampInput,
    associated_changes: z.array(z.number().int().positive().max(MAX_ID)).default([]),
    is_draft: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (!v.is_draft && v.communities.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['communities'],
        message: 'Choose at least one community.',
      });
    }
  });
export type YammerPostInput = z.input<typeof yammerPostInputSchema>;

export const yammerListQuerySchema = z.object({
  project: z.coerce.number({ error: 'Choose a project.' }).int().positive().max(MAX_ID),
});

/** A post as its community shows it in the app's local Viva Engage view, with its thread. */
export const communityPostSchema = z.object({
  /** The post's row for this community: what a like or a reply names. */
  id: z.number().int(),
  post: z.number().int(),
  subject: z.string(),
  body: z.string(),
  community: z.string(),
  posted_at: z.string(),
  likes: z.number().int(),
  liked: z.boolean(),
  replies: z.array(
    z.object({ author: z.string(), body: z.string(), at: z.string(), mine: z.boolean() }),
  ),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

export const communityLikeInputSchema = z.strictObject({
  liked: z.boolean({ error: 'Say whether you like it.' }),
});
export type CommunityLikeInput = z.infer<typeof communityLikeInputSchema>;

export const communityReplyInputSchema = z.strictObject({
  body: z
    .string({ error: 'Write a reply.' })
    .trim()
    .min(1, 'Write a reply.')
    .max(communityReplyMaxLength, `Keep it under ${communityReplyMaxLength} characters.`),
});
export type CommunityReplyInput = z.infer<typeof communityReplyInputSchema>;
