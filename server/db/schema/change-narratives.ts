import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projects } from './projects';

/** A project's change narrative: sanitised rich text with an owner, one per project. */
export const changeNarratives = pgTable(
  'change_narratives',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    contentHtml: text('content_html').notNull().default(''),
    ownerId: integer('owner_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    /** Rises with every content save; a write from an older version is refused. */
    version: integer('version').notNull().default(1),
    createdById: integer('created_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    updatedById: integer('updated_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('change_narratives_project_key').on(t.projectId)],
);
