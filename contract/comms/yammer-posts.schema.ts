import { z } from 'zod';
import { personRefSchema, MAX_ID } from '../shared/common.schema';
import { deliveryCountsSchema } from './deliveries.schema';
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
