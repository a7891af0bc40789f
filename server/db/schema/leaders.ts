import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projectGroups } from './project-groups';
import { projects } from './projects';

/**
 * A leader activation cycle of a project: a period in which the leaders of its impacted groups
 * get tasks, actions and key messages to pass on, and their employees get nudges.
 */
export const activationCycles = pgTable(
  'activation_cycles',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** The cycle this one was copied from, kept for the timeline's history. */
    copiedFromId: integer('copied_from_id'),
    createdById: integer('created_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('activation_cycles_org_id_key').on(t.organisationId, t.id),
    index('activation_cycles_project_idx').on(t.projectId, t.startDate),
  ],
);

/**
 * The plan of one impacted group within a cycle ("leader group change plan"): which groups a
 * cycle activates. Its id addresses the group's tasks and key messages.
 */
export const activationCycleGroups = pgTable(
  'activation_cycle_groups',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => activationCycles.id, { onDelete: 'cascade' }),
    impactedGroupId: integer('impacted_group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('activation_cycle_groups_cycle_group_key').on(t.cycleId, t.impactedGroupId),
    index('activation_cycle_groups_group_idx').on(t.impactedGroupId),
  ],
);

/** A behaviour a cycle asks of its groups (a "new way of working"). */
export const newWaysOfWorking = pgTable(
  'new_ways_of_working',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => activationCycles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdById: integer('created_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('new_ways_of_working_org_id_key').on(t.organisationId, t.id),
    index('new_ways_of_working_cycle_idx').on(t.cycleId, t.position),
  ],
);

/**
 * A leader's observation of how consistently their group lives a behaviour (1 never … 5
 * always): the observational survey. One current rating per behaviour, group and observer.
 */
export const newWayOfWorkingObservations = pgTable(
  'new_way_of_working_observations',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    newWayOfWorkingId: integer('new_way_of_working_id')
      .notNull()
      .references(() => newWaysOfWorking.id, { onDelete: 'cascade' }),
    impactedGroupId: integer('impacted_group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
    observerId: integer('observer_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    consistency: smallint('consistency').notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('nwow_observations_behaviour_group_observer_key').on(
      t.newWayOfWorkingId,
      t.impactedGroupId,
      t.observerId,
    ),
  ],
);
