import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisationId } from './organisations';
import { userProfiles } from './people';

/** A directory group (Entra ID group, or a local one) as last synchronised. */
export const directoryGroups = pgTable(
  'directory_groups',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    /** The directory's object id for the group. */
    externalId: text('external_id').notNull(),
    displayName: text('display_name').notNull(),
    mail: text('mail'),
    description: text('description'),
    memberCount: integer('member_count').notNull().default(0),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('directory_groups_org_external_key').on(t.organisationId, t.externalId),
    index('directory_groups_org_name_idx').on(t.organisationId, t.displayName),
  ],
);

/** Who is in a directory group, as of the last synchronisation. */
export const directoryGroupMembers = pgTable(
  'directory_group_members',
  {
    organisationId: organisationId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => directoryGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('directory_group_members_user_idx').on(t.userId),
  ],
);

/** One run of `refresh-ad-groups/`, with its progress. */
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
