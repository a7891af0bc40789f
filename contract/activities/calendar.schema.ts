import { z } from 'zod';
import { csvIdsSchema, idSchema, requiredDateSchema } from '../shared/common.schema';
import { activityFamilies, calendarEventTypes } from './activity-kinds';

const monthMessage = 'Give the month as 1 to 12.';
const yearMessage = 'Give a year from 1900 to 2200.';
/** The most months one read covers (a project's timeline over a few years). */
export const MAX_CALENDAR_MONTHS = 60;
const monthsMessage = `Give a number of months from 1 to ${MAX_CALENDAR_MONTHS}.`;

/**
 * A month (`month` and `year`, the month calendar), or with `months` that many months from it
 * (a project's timeline). More than one month needs `project`: a long read stays one project's.
 */
export const calendarQuerySchema = z
  .object({
    month: z.coerce
      .number({ error: monthMessage })
      .int(monthMessage)
      .min(1, monthMessage)
      .max(12, monthMessage),
    year: z.coerce
      .number({ error: 'Give the year as four digits.' })
      .int('Give the year as four digits.')
      .min(1900, yearMessage)
      .max(2200, yearMessage),
    months: z.coerce
      .number({ error: monthsMessage })
      .int(monthsMessage)
      .min(1, monthsMessage)
      .max(MAX_CALENDAR_MONTHS, monthsMessage)
      .optional(),
    project: idSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.months ?? 1) > 1 && q.project === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['project'],
        message: 'Reading more than one month needs the project.',
      });
    }
  });

/** One dated thing on the calendar: an activity's occurrence, or a read-only project date. */
export const calendarEventSchema = z.object({
  /** Stable across reads: the source and its id (and the occurrence's date when it repeats). */
  key: z.string(),
  type: z.enum(calendarEventTypes),
  title: z.string(),
  date: z.string(),
  end_date: z.string().nullable(),
  time: z.string().nullable(),
  project: z.object({ id: z.number().int(), name: z.string() }),
  /** The activity behind it; null for go-lives and milestones (read-only here). */
  activity: z.object({ family: z.enum(activityFamilies), id: z.number().int() }).nullable(),
  /** The caller may move it (an activity of a project they edit that does not repeat). */
  movable: z.boolean(),
  hours_per_person: z.number().nullable(),
  impacted_groups: z.array(z.number().int()),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarSchema = z.object({
  /** The first month asked for. */
  month: z.number().int(),
  year: z.number().int(),
  /** The first and last day the events were read for. */
  from: z.string(),
  to: z.string(),
  events: z.array(calendarEventSchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** What the signed-in person attends, runs or does, next first. */
export const myActivitySchema = z.object({
  key: z.string(),
  family: z.enum(activityFamilies),
  activity_id: z.number().int(),
  name: z.string(),
  type_name: z.string(),
  date: z.string(),
  end_date: z.string().nullable(),
  time: z.string().nullable(),
  project: z.object({ id: z.number().int(), name: z.string() }),
  /** OWNER: they run it; ATTENDEE: one of its groups includes them. */
  roles: z.array(z.enum(['OWNER', 'ATTENDEE'])),
  hours_per_person: z.number(),
  impacted_groups: z.array(z.string()),
});
export type MyActivity = z.infer<typeof myActivitySchema>;
export const myActivitiesSchema = z.object({
  today: z.string(),
  items: z.array(myActivitySchema),
});
export type MyActivities = z.infer<typeof myActivitiesSchema>;

/** The person's calendar subscription: the address to paste in Outlook, or null when off. */
export const activityFeedSchema = z.object({ url: z.string().nullable() });
export type ActivityFeed = z.infer<typeof activityFeedSchema>;
export const activityFeedParamsSchema = z.object({
  token: z.string().min(16, 'Not a calendar link.').max(128, 'Not a calendar link.'),
});

export const burdenQuerySchema = z.object({
  impacted_groups: csvIdsSchema,
  date: requiredDateSchema('Give the date of the activity.'),
  exclude_activity: idSchema.optional(),
});
/** What each group already carries in one week (Monday to Sunday), across every project. */
export const weekBurdenSchema = z.object({
  week_start: z.string(),
  week_end: z.string(),
  groups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** Hours per person from activities of every project in that week. */
      carried_hours: z.number(),
      /** Changes going live that week for the group (or the organisation group it links). */
      go_lives: z.number().int(),
    }),
  ),
  /** The organisation's thresholds for hours per person per week (heatmap colours). */
  thresholds: z.object({ medium: z.number(), high: z.number(), very_high: z.number() }),
});
export type WeekBurden = z.infer<typeof weekBurdenSchema>;
