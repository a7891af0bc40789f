import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, unique } from 'drizzle-orm/pg-core';
import { changes } from './changes';
import {
  commsEmails,
  commsFiles,
  commsOutlookEvents,
  commsThreads,
  commsYammerPosts,
} from './comms';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projectGroups } from './project-groups';

/**
 * Who a communication reaches: one row per group or person of an announcement, an email, an
 * event's invitees, or the groups a file is shared with. Real keys (made composite with the
 * organisation at start), so a receiver is always a row of the same organisation and leaves
 * with it: deleting a group or a person removes it from every communication.
 */
export const commsReceivers = pgTable(
  'comms_receivers',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    threadId: integer('thread_id').references(() => commsThreads.id, { onDelete: 'cascade' }),
    emailId: integer('email_id').references(() => commsEmails.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => commsOutlookEvents.id, {
      onDelete: 'cascade',
    }),
    fileId: integer('file_id').references(() => commsFiles.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => projectGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => userProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check(
      'comms_receivers_one_item',
      sql`num_nonnulls(${t.threadId}, ${t.emailId}, ${t.eventId}, ${t.fileId}) = 1`,
    ),
    check('comms_receivers_one_receiver', sql`num_nonnulls(${t.groupId}, ${t.userId}) = 1`),
    // Files are shared with groups only.
    check('comms_receivers_file_groups', sql`${t.fileId} IS NULL OR ${t.groupId} IS NOT NULL`),
    unique('comms_receivers_once')
      .on(t.threadId, t.emailId, t.eventId, t.fileId, t.groupId, t.userId)
      .nullsNotDistinct(),
    index('comms_receivers_thread_idx').on(t.threadId),
    index('comms_receivers_email_idx').on(t.emailId),
    index('comms_receivers_event_idx').on(t.eventId),
    index('comms_receivers_file_idx').on(t.fileId),
    index('comms_receivers_group_idx').on(t.groupId),
    index('comms_receivers_user_idx').on(t.userId),
  ],
);

/** The changes of its project an announcement, a Viva Engage post or a file is about. */
export const commsChanges = pgTable(
  'comms_changes',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    threadId: integer('thread_id').references(() => commsThreads.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => commsYammerPosts.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').references(() => commsFiles.id, { onDelete: 'cascade' }),
    changeId: integer('change_id')
      .notNull()
      .references(() => changes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check('comms_changes_one_item', sql`num_nonnulls(${t.threadId}, ${t.postId}, ${t.fileId}) = 1`),
    unique('comms_changes_once').on(t.threadId, t.postId, t.fileId, t.changeId).nullsNotDistinct(),
    index('comms_changes_thread_idx').on(t.threadId),
    index('comms_changes_post_idx').on(t.postId),
    index('comms_changes_file_idx').on(t.fileId),
    index('comms_changes_change_idx').on(t.changeId),
  ],
);
