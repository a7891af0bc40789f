import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { assessments } from './assessments';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projects } from './projects';

type StoredItemState = 'Open' | 'Closed';

/** A strand of a project's work plan, holding deliverables and milestones. */
export const workstreams = pgTable(
  'workstreams',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ownerId: integer('owner_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workstreams_project_idx').on(t.projectId),
    // Target of the items' (workstream, project) key: an item can only sit in its own project's workstream.
    unique('workstreams_id_project_key').on(t.id, t.projectId),
  ],
);

function workItemColumns() {
  return {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    workstreamId: integer('workstream_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Open or Closed; Overdue is derived from the due date, never stored. */
    state: text('state').$type<StoredItemState>().notNull().default('Open'),
    ownerId: integer('owner_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

export const deliverables = pgTable(
  'deliverables',
  {
    ...workItemColumns(),
    dueDate: date('due_date'),
    /** The change readiness assessment it is evidence for (a go-live item of it). */
    readinessAssessmentId: integer('readiness_assessment_id').references(() => assessments.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('deliverables_project_idx').on(t.projectId),
    index('deliverables_readiness_idx').on(t.readinessAssessmentId),
    foreignKey({
      name: 'deliverables_workstream_fk',
      columns: [t.workstreamId, t.projectId],
      foreignColumns: [workstreams.id, workstreams.projectId],
    }).onDelete('cascade'),
  ],
);

export const milestones = pgTable(
  'milestones',
  {
    ...workItemColumns(),
    dueDate: date('due_date').notNull(),
    /** The change readiness assessment it belongs to (a go-live item of it). */
    readinessId: integer('readiness_id').references(() => assessments.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('milestones_project_idx').on(t.projectId),
    index('milestones_readiness_idx').on(t.readinessId),
    foreignKey({
      name: 'milestones_workstream_fk',
      columns: [t.workstreamId, t.projectId],
      foreignColumns: [workstreams.id, workstreams.projectId],
    }).onDelete('cascade'),
  ],
);
