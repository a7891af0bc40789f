import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ActivityAudience,
  ActivityDateMode,
  ActivityFamily,
  EngagementKind,
  PlanKind,
  ReminderOffset,
  RepeatOption,
} from '../../../contract/activities/activity-kinds';
import { assessments } from './assessments';
import { changes } from './changes';
import { activationCycles } from './leaders';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projectGroups } from './project-groups';
import { projects } from './projects';

const hours = (name: string) =>
  numeric(name, { precision: 6, scale: 2, mode: 'number' }).notNull().default(0);
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Kinds of engagement: the predefined ones every organisation starts with and its own. */
export const engagementActivityTypes = pgTable(
  'engagement_activity_types',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    kind: text('kind').$type<EngagementKind>().notNull(),
    description: text('description').notNull().default(''),
    defaultHours: hours('default_hours'),
    predefined: boolean('predefined').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('engagement_activity_types_org_name_key').on(
      t.organisationId,
      sql`lower(${t.name})`,
    ),
  ],
);

/** Kinds of training (instructor-led, e-learning, …), predefined or the organisation's own. */
export const trainingActivityTypes = pgTable(
  'training_activity_types',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    defaultHours: hours('default_hours'),
    singleDateOnly: boolean('single_date_only').notNull().default(false),
    predefined: boolean('predefined').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('training_activity_types_org_name_key').on(t.organisationId, sql`lower(${t.name})`),
  ],
);

/**
 * An engagement or training activity of a project: when, for which impacted groups, and the
 * hours it asks of each person in them. One table for both families, so the calendar, Home
 * and the portfolio heatmaps read one source.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    family: text('family').$type<ActivityFamily>().notNull(),
    engagementTypeId: integer('engagement_type_id').references(() => engagementActivityTypes.id, {
      onDelete: 'restrict',
    }),
    trainingTypeId: integer('training_type_id').references(() => trainingActivityTypes.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    dateMode: text('date_mode').$type<ActivityDateMode>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    /** Local time of day, HH:MM, when it has one. */
    startTime: text('start_time'),
    repeat: text('repeat').$type<RepeatOption>().notNull().default("Don't Repeat"),
    repeatUntil: date('repeat_until'),
    reminder: text('reminder').$type<ReminderOffset>().notNull().default('NONE'),
    audience: text('audience').$type<ActivityAudience>().notNull().default('ALL'),
    ownerId: integer('owner_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    hoursPerPerson: hours('hours_per_person'),
    showInTeams: boolean('show_in_teams').notNull().default(true),
    /** The readiness assessment a training prepares for (a go-live item of it). */
    readinessAssessmentId: integer('readiness_assessment_id').references(() => assessments.id, {
      onDelete: 'set null',
    }),
    planKind: text('plan_kind').$type<PlanKind>(),
    plannerReason: text('planner_reason'),
    createdById: integer('created_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    index('activities_project_idx').on(t.projectId, t.family),
    index('activities_org_start_idx').on(t.organisationId, t.startDate),
    index('activities_owner_idx').on(t.ownerId),
    index('activities_readiness_idx').on(t.readinessAssessmentId),
    check(
      'activities_type_matches_family',
      sql`(${t.family} = 'ENGAGEMENT' AND ${t.engagementTypeId} IS NOT NULL AND ${t.trainingTypeId} IS NULL)
        OR (${t.family} = 'TRAINING' AND ${t.trainingTypeId} IS NOT NULL AND ${t.engagementTypeId} IS NULL)`,
    ),
  ],
);

/** The impacted groups (project groups) an activity is for. */
export const activityImpactedGroups = pgTable(
  'activity_impacted_groups',
  {
    organisationId: organisationId(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.groupId] }),
    index('activity_impacted_groups_group_idx').on(t.groupId),
  ],
);

/** The changes an activity prepares people for. */
export const activityChanges = pgTable(
  'activity_changes',
  {
    organisationId: organisationId(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    changeId: integer('change_id')
      .notNull()
      .references(() => changes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.changeId] }),
    index('activity_changes_change_idx').on(t.changeId),
  ],
);

/**
 * Every dated occurrence of an activity (one unless it repeats), rewritten whenever the
 * activity's dates change, so the calendar, Home and the heatmaps sum hours in SQL without
 * expanding repeats at read time.
 */
export const activityOccurrences = pgTable(
  'activity_occurrences',
  {
    organisationId: organisationId(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    hoursPerPerson: hours('hours_per_person'),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.startsOn] }),
    index('activity_occurrences_org_start_idx').on(t.organisationId, t.startsOn),
  ],
);

/**
 * Activities a project defines outside the engagement and training plans (a leader's team
 * ritual in an activation cycle, a local training), listed by project, family and cycle.
 */
export const userDefinedActivities = pgTable(
  'user_defined_activities',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    family: text('family').$type<ActivityFamily>().notNull(),
    /** The leaders' activation cycle it belongs to, if any. */
    activationCycleId: integer('activation_cycle_id').references(() => activationCycles.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    date: date('date').notNull(),
    hoursPerPerson: hours('hours_per_person'),
    inTeams: boolean('in_teams').notNull().default(true),
    ownerId: integer('owner_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    index('user_defined_activities_project_idx').on(t.projectId, t.family),
    index('user_defined_activities_cycle_idx').on(t.activationCycleId),
  ],
);
