import { z } from 'zod';
import {
  idSchema,
  paginatedSchema,
  queryBooleanSchema,
  refIdSchema,
  timestampSchema,
} from '../shared/common.schema';
import { recipientStatuses } from './delivery';
import {
  audienceKinds,
  deliveryChannels,
  reminderOffsets,
  repeatOptions,
  surveyAudiences,
} from './surveys';
import { surveySchema } from './surveys.schema';

const ids = (message: string) => z.array(refIdSchema(message)).max(500).default([]);

export const deliverySettingsShape = {
  channel: z.enum(deliveryChannels, { error: 'Choose Teams, email or both.' }),
  audience: z.enum(surveyAudiences).default('ALL'),
  audience_kind: z.enum(audienceKinds).default('PEOPLE'),
  audience_groups: ids('Choose groups of this project.'),
  audience_people: ids('Choose people from the list.'),
  audience_personas: ids('Choose personas from the list.'),
  /** Enterprise surveys only: organisation-wide groups, departments and sites. */
  audience_global_groups: ids('Choose groups of your organisation.'),
  /** Entries of the organisation's department and site lists (admin reference data). */
  audience_departments: ids('Choose departments from the list.'),
  audience_sites: ids('Choose sites from the list.'),
  reminder_offset: z.enum(reminderOffsets).default('NONE'),
};

export const sendSurveyInputSchema = z.object(deliverySettingsShape).strict();
export type SendSurveyInput = z.input<typeof sendSurveyInputSchema>;
export type SendSurveyData = z.output<typeof sendSurveyInputSchema>;

/** A wall-clock time without zone: each recipient gets it at this time where they are. */
export const localDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter a date and time as YYYY-MM-DDTHH:mm.')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}:00Z`)) && !v.startsWith('0000'),
    'Enter a real date and time.',
  );

export const scheduleSurveyInputSchema = z
  .object({
    ...deliverySettingsShape,
    /** Null cancels the schedule. */
    send_local: localDateTimeSchema.nullable(),
    repeat: z.enum(repeatOptions).default("Don't Repeat"),
  })
  .strict();
export type ScheduleSurveyInput = z.input<typeof scheduleSurveyInputSchema>;
export type ScheduleSurveyData = z.output<typeof scheduleSurveyInputSchema>;

export const deliveryCountsSchema = z.object({
  recipients: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
});
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>;

export const sendResultSchema = z.object({
  survey: surveySchema,
  delivery: deliveryCountsSchema,
});
export type SendResult = z.infer<typeof sendResultSchema>;

export const resendInputSchema = z
  .object({
    /** Only these recipients; absent means every failed invitation of the current cycle. */
    recipients: z.array(refIdSchema('Choose recipients of this survey.')).max(5000).optional(),
  })
  .strict();
export type ResendInput = z.infer<typeof resendInputSchema>;

/**
 * With a project: its groups and the personas. Without one (an enterprise survey): the
 * organisation-wide groups, departments and sites, the personas, and people named one by one.
 */
export const audienceOptionsQuerySchema = z.object({ project: idSchema.optional() });
const reachSchema = z.object({ id: z.number().int(), name: z.string(), people: z.number().int() });
export const audienceOptionsSchema = z.object({
  groups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      group_type: z.string(),
      members: z.number().int(),
      leaders: z.number().int(),
    }),
  ),
  global_groups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      members: z.number().int(),
      leaders: z.number().int(),
    }),
  ),
  departments: z.array(reachSchema),
  sites: z.array(reachSchema),
  personas: z.array(z.object({ id: z.number().int(), name: z.string(), people: z.number().int() })),
});
export type AudienceOptions = z.infer<typeof audienceOptionsSchema>;

export const deliveryDataQuerySchema = z.object({
  surveyId: idSchema,
  isNWOW: queryBooleanSchema.optional(),
});
export const deliveryDataInputSchema = z
  .object({
    status: z.enum(recipientStatuses).optional(),
    search: z.string().trim().max(200).optional(),
    /** A past cycle of a repeating survey; absent means the current one. */
    cycle: z.number().int().min(1).max(100_000).optional(),
    page_number: z.number().int().min(1).max(1_000_000).default(1),
    page_size: z.number().int().min(1).max(500).default(50),
  })
  .strict();
export type DeliveryDataInput = z.input<typeof deliveryDataInputSchema>;

export const recipientDeliverySchema = z.object({
  id: z.number().int(),
  person: z.object({ id: z.number().int(), display_name: z.string(), email: z.string() }),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  channel: z.enum(deliveryChannels),
  status: z.enum(recipientStatuses),
  sent_at: timestampSchema.nullable(),
  failed_reason: z.string().nullable(),
  opened_at: timestampSchema.nullable(),
  completed_at: timestampSchema.nullable(),
  reminders_enabled: z.boolean(),
  reminded_at: timestampSchema.nullable(),
});
export type RecipientDelivery = z.infer<typeof recipientDeliverySchema>;
export const deliveryDataSchema = paginatedSchema(recipientDeliverySchema).extend({
  summary: z.record(z.enum(recipientStatuses), z.number().int()),
});
export type DeliveryData = z.infer<typeof deliveryDataSchema>;

export const reminderRecipientQuerySchema = z.object({ surveyId: idSchema });
export const reminderRecipientInputSchema = z
  .object({
    reminders_enabled: z.boolean().optional(),
    /** Sends this person a reminder now (if they have not answered). */
    remind_now: z.boolean().optional(),
  })
  .strict();
export type ReminderRecipientInput = z.infer<typeof reminderRecipientInputSchema>;
