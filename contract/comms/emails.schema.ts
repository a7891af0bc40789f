import { z } from 'zod';
import { personRefSchema, MAX_ID } from '../shared/common.schema';
import { deliveryCountsSchema } from './deliveries.schema';
import { emailStatuses } from './emails';
import {
  optionalLocalTimeInput,
  optionalTimestampInput,
  queryFlagSchema,
  receiverSchema,
  receiversInputSchema,
} from './receivers.schema';

export const engagementEmailSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  template: z.number().int().nullable(),
  subject: z.string(),
  body: z.string(),
  receivers: z.array(receiverSchema),
  status: z.enum(emailStatuses),
  is_draft: z.boolean(),
  scheduled_at: z.string().nullable(),
  /** Set when each recipient gets it at this wall-clock time in their own zone. */
  send_local: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_by: personRefSchema.nullable(),
  delivery: deliveryCountsSchema,
  created_at: z.string(),
});
export type EngagementEmail = z.infer<typeof engagementEmailSchema>;

const subject = z
  .string({ error: 'Give it a subject.' })
  .trim()
  .min(1, 'Give it a subject.')
  .max(200, 'Keep the subject under 200 characters.');

export const engagementEmailInputSchema = z.strictObject({
  project: z
    .number({ error: 'Choose a project.' })
    .int()
    .positive('Choose a project.')
    .max(MAX_ID, 'Choose a project.'),
  template: z.number().int().positive().max(MAX_ID).nullable().optional(),
  subject,
  body: z.string().max(200_000, 'The text is too long.').default(''),
  receivers: receiversInputSchema,
  scheduled_at: optionalTimestampInput,
  /** Instead of `scheduled_at`: this time of day where each recipient is. */
  send_local: optionalLocalTimeInput,
});
export type EngagementEmailInput = z.input<typeof engagementEmailInputSchema>;

export const engagementEmailCreateQuerySchema = z.object({
  isSchedule: queryFlagSchema.optional(),
});
export const engagementEmailUpdateQuerySchema = z.object({ isDraft: queryFlagSchema.optional() });
export const engagementEmailListQuerySchema = z.object({
  project: z.coerce.number({ error: 'Choose a project.' }).int().positive().max(MAX_ID),
});

/** A test send goes to the caller only. */
export const sendTestEmailInputSchema = z.strictObject({
  subject,
  body: z.string().max(200_000).default(''),
  template: z.number().int().positive().max(MAX_ID).nullable().optional(),
});

export const sendResultSchema = z.object({ detail: z.string(), delivery: deliveryCountsSchema });
export type SendResult = z.infer<typeof sendResultSchema>;

export const emailTemplateSchema = z.object({
  id: z.number().int(),
  project: z.number().int().nullable(),
  name: z.string(),
  subject: z.string(),
  html_layout_content: z.string(),
  created_by: personRefSchema.nullable(),
  updated_at: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const emailTemplateInputSchema = z.strictObject({
  project: z.number().int().positive().max(MAX_ID).nullable().optional(),
  name: z.string({ error: 'Name the template.' }).trim().min(1, 'Name the template.').max(120),
  subject: z.string().max(200).default(''),
  html_layout_content: z
    .string({ error: 'Write the layout.' })
    .min(1, 'Write the layout.')
    .max(200_000, 'The layout is too long.'),
});
export type EmailTemplateInput = z.input<typeof emailTemplateInputSchema>;
export const emailTemplatePatchSchema = emailTemplateInputSchema.partial();

export const emailTemplateListQuerySchema = z.object({
  projectId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export const templateTestInputSchema = z.strictObject({
  email_body: z.string().max(200_000).default(''),
});
export const detailSchema = z.object({ detail: z.string() });
