import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisationId } from './organisations';
import { userProfiles } from './people';

/** One run of `refresh-ad-groups/`: every directory-linked group re-read, with its progress. */
export const directorySyncs = pgTable(
  'directory_syncs',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    requestedById: integer('requested_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<'queued' | 'running' | 'succeeded' | 'failed'>().notNull(),
    groupsTotal: integer('groups_total').notNull().default(0),
    groupsDone: integer('groups_done').notNull().default(0),
    membersLinked: integer('members_linked').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('directory_syncs_org_started_idx').on(t.organisationId, t.startedAt)],
);
