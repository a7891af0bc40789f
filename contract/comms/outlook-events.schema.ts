import { z } from 'zod';
import { personRefSchema, MAX_ID } from '../shared/common.schema';
import { deliveryCountsSchema } from './deliveries.schema';
import { receiverSchema, receiversInputSchema } from './receivers.schema';

export const outlookEventSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  subject: z.string(),
  body: z.string(),
  location: z.string(),
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  attendees: z.array(receiverSchema),
  sent: z.boolean(),
  /** One row per attendee: invited (delivered) or refused by the calendar (failed). */
  delivery: deliveryCountsSchema,
  created_by: personRefSchema.nullable(),
});
export type OutlookEvent = z.infer<typeof outlookEventSchema>;

const when = (what: string) =>
  z.iso
    .datetime({ offset: true, error: `Enter when it ${what}.` })
    // Year 0 passes the ISO pattern but no calendar (nor PostgreSQL) has it.
    .refine((v) => !v.startsWith('0000'), `Enter when it ${what}.`);

export const outlookEventInputSchema = z
  .strictObject({
    project: z
      .number({ error: 'Choose a project.' })
      .int()
      .positive('Choose a project.')
      .max(MAX_ID, 'Choose a project.'),
    subject: z.string({ error: 'Give it a subject.' }).trim().min(1, 'Give it a subject.').max(200),
    body: z.string().max(100_000).default(''),
    location: z.string().trim().max(200).default(''),
    start: when('starts'),
    end: when('ends'),
    time_zone: z.string().max(64).default('UTC'),
    attendees: receiversInputSchema,
  })
  .superRefine((v, ctx) => {
    if (new Date(v.end) <= new Date(v.start)) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'It must end after it starts.' });
    }
    if (v.attendees.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['attendees'],
        message: 'Invite at least one group or person.',
      });
    }
  });
export type OutlookEventInput = z.input<typeof outlookEventInputSchema>;

export const outlookEventListQuerySchema = z.object({
  project: z.coerce.number({ error: 'Choose a project.' }).int().positive().max(MAX_ID),
});
export const locationSearchQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(50).default(10),
  search: z.string().max(100).default(''),
});

/** Free time for these attendees in a window, for a meeting of this length. */
export const suggestedTimeSlotsInputSchema = z
  .strictObject({
    attendees: receiversInputSchema,
    start: when('the search starts'),
    end: when('the search ends'),
    duration_minutes: z.number().int().min(15).max(480).default(60),
    max_candidates: z.number().int().min(1).max(20).default(5),
  })
  .superRefine((v, ctx) => {
    if (new Date(v.end) <= new Date(v.start)) {
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: 'The window must end after it starts.',
      });
    }
  });
export type SuggestedTimeSlotsInput = z.input<typeof suggestedTimeSlotsInputSchema>;
export const timeSlotSchema = z.object({ start: z.string(), end: z.string() });
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/** For one proposed time: who is free. */
export const allocatedTimeInputSchema = z
  .strictObject({ attendees: receiversInputSchema, start: when('starts'), end: when('ends') })
  .superRefine((v, ctx) => {
    if (new Date(v.end) <= new Date(v.start)) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'It must end after it starts.' });
    }
  });
export type AllocatedTimeInput = z.input<typeof allocatedTimeInputSchema>;
export const allocatedTimeResultSchema = z.object({
  person: personRefSchema,
  available: z.boolean(),
});
export type AllocatedTimeResult = z.infer<typeof allocatedTimeResultSchema>;
