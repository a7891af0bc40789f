import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AudienceKind,
  ReminderOffset,
  RepeatOption,
  SurveyAudience,
  SurveyChannel,
  SurveyOrigin,
  SurveyQuestionType,
  SurveyScope,
} from '../../../contract/surveys/surveys';
import type { OpenedFrom } from '../../../contract/surveys/delivery';
import type { PulseTemplateKey } from '../../../contract/surveys/templates';
import { activationCycles, newWaysOfWorking } from './leaders';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projects } from './projects';

/**
 * A survey or pulse check. Its status is derived from the dates (draft, scheduled, open,
 * closed); `cycle` counts its sends, so a repeating pulse keeps one series of cycles whose
 * results trend against each other instead of becoming unrelated copies.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    scope: text('scope').$type<SurveyScope>().notNull().default('PER_PROJECT'),
    origin: text('origin').$type<SurveyOrigin>().notNull().default('CUSTOM'),
    template: text('template').$type<PulseTemplateKey>(),
    isNwow: boolean('is_nwow').notNull().default(false),
    /** The activation cycle whose behaviours a new-ways-of-working survey asks about. */
    activationCycleId: integer('activation_cycle_id').references(() => activationCycles.id, {
      onDelete: 'set null',
    }),
    archived: boolean('archived').notNull().default(false),
    /** The first survey of its series (itself for a first version). */
    seriesId: integer('series_id'),
    version: integer('version').notNull().default(1),
    previousVersionId: integer('previous_version_id'),
    cycle: integer('cycle').notNull().default(0),
    channel: text('channel').$type<SurveyChannel>().notNull().default('EMAIL'),
    audience: text('audience').$type<SurveyAudience>().notNull().default('ALL'),
    audienceKind: text('audience_kind').$type<AudienceKind>().notNull().default('PEOPLE'),
    audienceGroupIds: integer('audience_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    audiencePersonIds: integer('audience_person_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    audiencePersonaIds: integer('audience_persona_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** An enterprise survey's organisation-wide groups (global impacted groups). */
    audienceGlobalGroupIds: integer('audience_global_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * An enterprise survey's departments and sites: entries of the organisation's lists, which
     * people's profiles reference (`department_id`, `site_id`), so a rename keeps the audience.
     */
    audienceDepartmentIds: integer('audience_department_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    audienceSiteIds: integer('audience_site_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    reminderOffset: text('reminder_offset').$type<ReminderOffset>().notNull().default('NONE'),
    repeat: text('repeat').$type<RepeatOption>().notNull().default("Don't Repeat"),
    /** The next scheduled send as a wall-clock time, sent at each recipient's local time. */
    sendLocal: timestamp('send_local', { withTimezone: false, mode: 'string' }),
    /** The scheduled time the current cycle was started for: its late time zones still get it. */
    cycleSendLocal: timestamp('cycle_send_local', { withTimezone: false, mode: 'string' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('surveys_org_id_key').on(t.organisationId, t.id),
    index('surveys_project_idx').on(t.organisationId, t.projectId),
    index('surveys_due_idx').on(t.sendLocal),
  ],
);

/** A survey's questions in order; options only for pick lists. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    questionType: text('question_type').$type<SurveyQuestionType>().notNull(),
    required: boolean('required').notNull().default(true),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'`),
    behaviourId: integer('behaviour_id').references(() => newWaysOfWorking.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    unique('survey_questions_org_id_key').on(t.organisationId, t.id),
    index('survey_questions_survey_idx').on(t.surveyId, t.position),
    // A behaviour's survey ratings (new-ways-of-working adoption) are looked up by it.
    index('survey_questions_behaviour_idx').on(t.behaviourId),
  ],
);

/**
 * One person asked in one cycle of a survey: their own public link token (192 random bits,
 * also in public_links), how the invitation went, and whether they answered.
 */
export const surveyRecipients = pgTable(
  'survey_recipients',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    /** The audience group that reached them, for breakdowns (null when named directly). */
    groupId: integer('group_id'),
    token: text('token').notNull(),
    channel: text('channel').$type<SurveyChannel>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedReason: text('failed_reason'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** Where they first opened their link from: EMAIL, TEAMS, HOME or the bare LINK. */
    openedFrom: text('opened_from').$type<OpenedFrom>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('survey_recipients_org_id_key').on(t.organisationId, t.id),
    uniqueIndex('survey_recipients_person_key').on(t.surveyId, t.cycle, t.userId),
    uniqueIndex('survey_recipients_token_key').on(t.token),
  ],
);

/**
 * A recipient's answers: saved as they go (so they can resume elsewhere), counted once
 * submitted. One per recipient; group, site and department are copied at submission so
 * breakdowns never need the person again.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => surveyRecipients.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    groupId: integer('group_id'),
    site: text('site'),
    department: text('department'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('survey_responses_org_id_key').on(t.organisationId, t.id),
    uniqueIndex('survey_responses_recipient_key').on(t.recipientId),
    index('survey_responses_survey_idx').on(t.surveyId, t.cycle),
  ],
);

/** One answer: a rating 1-5, chosen options, or free text. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    organisationId: organisationId(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    rating: smallint('rating'),
    choices: text('choices')
      .array()
      .notNull()
      .default(sql`'{}'`),
    text: text('text'),
  },
  (t) => [
    uniqueIndex('survey_answers_key').on(t.responseId, t.questionId),
    index('survey_answers_question_idx').on(t.questionId),
  ],
);
