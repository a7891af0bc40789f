import { z } from 'zod';
import { idSchema, queryBooleanSchema, timestampSchema } from '../shared/common.schema';
import { deliveryChannels, nudgeItemTypes, nudgeRecipients } from './kinds';
import { deliveryFunnelSchema, groupRefSchema } from './shared.schema';

const title = z
  .string({ error: 'Give the nudge a title.' })
  .trim()
  .min(1, 'Give the nudge a title.')
  .max(200, 'Keep the title to 200 characters or fewer.');
const buttonLink = z
  .string()
  .trim()
  .max(2000, 'Keep the link to 2,000 characters or fewer.')
  .refine((v) => v === '' || /^https?:\/\//i.test(v), 'Give a link that starts with https://.');

const nudgeFields = {
  title,
  description: z.string().trim().max(5000, 'Keep the text to 5,000 characters or fewer.'),
  description_html: z.string().max(20_000, 'Keep the text to 20,000 characters or fewer.'),
  button_name: z.string().trim().max(60, 'Keep the button name to 60 characters or fewer.'),
  button_link: buttonLink,
  alert_date_time: z.iso
    .datetime({ offset: true, error: 'Choose the date and time the nudge goes out.' })
    .refine((v) => !v.startsWith('0000'), 'Choose the date and time the nudge goes out.'),
  channel: z.enum(deliveryChannels, { error: 'Choose Teams, email or both.' }),
  recipients: z.enum(nudgeRecipients, { error: 'Choose leaders, employees or both.' }),
};

/** The fields of a new nudge (multipart fields or JSON; the image is the `image` file). */
export const createNudgeInputSchema = z
  .strictObject({
    ...nudgeFields,
    description: nudgeFields.description.optional(),
    description_html: nudgeFields.description_html.optional(),
    button_name: nudgeFields.button_name.optional(),
    button_link: nudgeFields.button_link.optional(),
    channel: nudgeFields.channel.optional(),
    recipients: nudgeFields.recipients.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.button_name && !v.button_link) {
      ctx.addIssue({ code: 'custom', path: ['button_link'], message: 'Give the button a link.' });
    }
  });
export type CreateNudgeInput = z.input<typeof createNudgeInputSchema>;

export const updateNudgeInputSchema = z.strictObject({
  title: title.optional(),
  description: nudgeFields.description.optional(),
  description_html: nudgeFields.description_html.optional(),
  button_name: nudgeFields.button_name.optional(),
  button_link: nudgeFields.button_link.optional(),
  alert_date_time: nudgeFields.alert_date_time.optional(),
  channel: nudgeFields.channel.optional(),
  recipients: nudgeFields.recipients.optional(),
});
export type UpdateNudgeInput = z.input<typeof updateNudgeInputSchema>;

export const createNudgeQuerySchema = z.object({
  impacted_group: idSchema,
  item_id: idSchema,
  item_type: z.enum(nudgeItemTypes, { error: 'Say what the nudge is about.' }),
});
export const updateNudgeQuerySchema = z.object({ changeImage: queryBooleanSchema.optional() });
export const nudgeListQuerySchema = z.object({
  itemId: idSchema.optional(),
  itemType: z.enum(nudgeItemTypes).optional(),
  activationCycleId: idSchema.optional(),
});

export const nudgeSchema = z.object({
  id: z.number().int(),
  impacted_group: groupRefSchema,
  item_id: z.number().int(),
  item_type: z.enum(nudgeItemTypes),
  activation_cycle: z.number().int(),
  title: z.string(),
  description: z.string(),
  description_html: z.string(),
  button_name: z.string(),
  button_link: z.string(),
  alert_date_time: timestampSchema,
  channel: z.enum(deliveryChannels),
  recipients: z.enum(nudgeRecipients),
  /** Where the image is served (relative to /api/v1/), or null. */
  image: z.string().nullable(),
  image_name: z.string().nullable(),
  status: z.enum(['SCHEDULED', 'SENT']),
  sent_at: timestampSchema.nullable(),
  deliveries: deliveryFunnelSchema,
  can_edit: z.boolean(),
  created_at: timestampSchema,
});
export type Nudge = z.infer<typeof nudgeSchema>;
