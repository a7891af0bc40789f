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

/**
 * Directory groups of the local directory (the default when no Microsoft Graph tenant is
 * configured): groups created from the app, as Graph would hold them.
 */
export const localDirectoryGroups = pgTable(
  'local_directory_groups',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('local_directory_groups_org_name_key').on(t.organisationId, t.name)],
);

export const localDirectoryGroupMembers = pgTable(
  'local_directory_group_members',
  {
    organisationId: organisationId(),
    directoryGroupId: integer('directory_group_id')
      .notNull()
      .references(() => localDirectoryGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.directoryGroupId, t.userId] }),
    index('local_directory_group_members_user_idx').on(t.userId),
  ],
);
