import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CompetencyLevel } from '../../../contract/assessments/assessments';
import { changes } from './changes';
import { organisationId } from './organisations';
import { projectGroups } from './project-groups';
import { projects } from './projects';

/**
 * A capability people need once a change lands, how well they need it, and the kind of training
 * activity that builds it.
 */
export const trainingCapabilities = pgTable(
  'training_capabilities',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    changeId: integer('change_id')
      .notNull()
      .references(() => changes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    competencyLevel: text('competency_level').$type<CompetencyLevel>().notNull(),
    /** The training activity type that builds it (a name from the training activity types). */
    trainingActivityType: text('training_activity_type').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_capabilities_project_idx').on(t.projectId)],
);

/** Which impacted groups need a capability: each pair is a capability training item. */
export const trainingCapabilityGroups = pgTable(
  'training_capability_groups',
  {
    organisationId: organisationId(),
    capabilityId: integer('capability_id')
      .notNull()
      .references(() => trainingCapabilities.id, { onDelete: 'cascade' }),
    impactedGroupId: integer('impacted_group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.capabilityId, t.impactedGroupId] }),
    index('training_capability_groups_group_idx').on(t.impactedGroupId),
  ],
);
