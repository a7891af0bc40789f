import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CommsFileKind, ToolType } from '../../../contract/comms/comms-files';
import type { CommsItemKind, DeliveryChannel } from '../../../contract/comms/deliveries';
import type { FeedbackKind } from '../../../contract/comms/threads';
import type { PhaseCode } from '../../../contract/projects/phases';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projects } from './projects';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const project = () => integer('project_id').references(() => projects.id, { onDelete: 'cascade' });
const creator = () =>
  integer('created_by_id').references(() => userProfiles.id, { onDelete: 'set null' });

/**
 * Announcements, feedback and issues: a thread people reply to and like. Who it reaches and the
 * changes it is about are rows of `comms_receivers` and `comms_changes` (comms-links.ts).
 */
export const commsThreads = pgTable(
  'comms_threads',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: project(),
    type: text('type').$type<FeedbackKind>().notNull(),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }),
    pinned: boolean('pinned').notNull().default(false),
    pinExpiry: timestamp('pin_expiry', { withTimezone: true }),
    /** When it goes out; null with `isDrafted` false means "now". */
    sendDate: timestamp('send_date', { withTimezone: true }),
    isDrafted: boolean('is_drafted').notNull().default(true),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    inTeams: boolean('in_teams').notNull().default(true),
    /** Posted on behalf of the project's change team rather than as its author. */
    onBehalf: boolean('on_behalf').notNull().default(false),
    imageKey: text('image_key'),
    imageName: text('image_name'),
    imageContentType: text('image_content_type'),
    createdById: creator(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comms_threads_org_project_idx').on(t.organisationId, t.projectId, t.createdAt),
    index('comms_threads_due_idx')
      .on(t.sendDate)
      .where(sql`sent_at IS NULL AND NOT is_drafted`),
  ],
);

export const commsThreadMessages = pgTable(
  'comms_thread_messages',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => commsThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('comms_thread_messages_thread_idx').on(t.threadId, t.createdAt)],
);

export const commsThreadLikes = pgTable(
  'comms_thread_likes',
  {
    organisationId: organisationId(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => commsThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

/** Reusable email layouts; `{{content}}` marks where an email's body goes. */
export const commsEmailTemplates = pgTable('comms_email_templates', {
  id: serial('id').primaryKey(),
  organisationId: organisationId(),
  projectId: project(),
  name: text('name').notNull(),
  subject: text('subject').notNull().default(''),
  htmlLayoutContent: text('html_layout_content').notNull(),
  createdById: creator(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const commsEmails = pgTable('comms_emails', {
  id: serial('id').primaryKey(),
  organisationId: organisationId(),
  projectId: project().notNull(),
  templateId: integer('template_id').references(() => commsEmailTemplates.id, {
    onDelete: 'set null',
  }),
  subject: text('subject').notNull(),
  bodyHtml: text('body_html').notNull().default(''),
  isDraft: boolean('is_draft').notNull().default(true),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  /**
   * A wall-clock time (no zone) at which each recipient gets it in their own time zone (else
   * the organisation's); set instead of `scheduledAt`.
   */
  sendLocal: timestamp('send_local', { mode: 'string' }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdById: creator(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Viva Engage posts to one or more communities. */
export const commsYammerPosts = pgTable('comms_yammer_posts', {
  id: serial('id').primaryKey(),
  organisationId: organisationId(),
  projectId: project().notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  communities: jsonb('communities').$type<{ id: string; name: string }[]>().notNull(),
  sendBy: timestamp('send_by', { withTimezone: true }),
  isDraft: boolean('is_draft').notNull().default(true),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  fileKey: text('file_key'),
  fileName: text('file_name'),
  fileContentType: text('file_content_type'),
  createdById: creator(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const commsOutlookEvents = pgTable('comms_outlook_events', {
  id: serial('id').primaryKey(),
  organisationId: organisationId(),
  projectId: project().notNull(),
  subject: text('subject').notNull(),
  bodyHtml: text('body_html').notNull().default(''),
  location: text('location').notNull().default(''),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  timeZone: text('time_zone').notNull().default('UTC'),
  providerId: text('provider_id'),
  sequence: integer('sequence').notNull().default(0),
  createdById: creator(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Comms files, training materials and custom tools: a file or a link of a project. */
export const commsFiles = pgTable(
  'comms_files',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    kind: text('kind').$type<CommsFileKind>().notNull(),
    projectId: project().notNull(),
    phase: text('phase').$type<PhaseCode>(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    toolType: text('tool_type').$type<ToolType>().notNull(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileContentType: text('file_content_type'),
    fileSize: integer('file_size'),
    link: text('link'),
    plannedDate: date('planned_date'),
    isDraft: boolean('is_draft').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    createdById: creator(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('comms_files_project_idx').on(t.organisationId, t.kind, t.projectId)],
);

/**
 * One row per recipient of a sent communication: sent → delivered → opened → acted, or failed
 * with its reason. Every delivery figure is a count of these rows, so the figures add up.
 */
export const commsDeliveries = pgTable(
  'comms_deliveries',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    itemKind: text('item_kind').$type<CommsItemKind>().notNull(),
    itemId: integer('item_id').notNull(),
    /** The person reached, for what is sent to people (null for a post to a community). */
    userId: integer('user_id').references(() => userProfiles.id, { onDelete: 'cascade' }),
    /**
     * What is posted to a place rather than sent to people (a Viva Engage community): the
     * provider's id of the place, its name, and how many people it reaches when the provider
     * says.
     */
    targetId: text('target_id'),
    targetName: text('target_name'),
    reach: integer('reach'),
    /**
     * People who liked or replied where a post went, as the provider last said (the post's
     * thread read back); null until it is read, or for what is sent to people.
     */
    actedPeople: integer('acted_people'),
    /** The group that reached this person (null when named directly). */
    groupId: integer('group_id'),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    /** Opaque token for the open pixel and tracked links of mail. */
    token: text('token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    failedReason: text('failed_reason'),
    providerMessageId: text('provider_message_id'),
  },
  (t) => [
    uniqueIndex('comms_deliveries_item_user_key').on(t.itemKind, t.itemId, t.userId),
    uniqueIndex('comms_deliveries_item_target_key').on(t.itemKind, t.itemId, t.targetId),
    check('comms_deliveries_one_recipient', sql`num_nonnulls(${t.userId}, ${t.targetId}) = 1`),
    uniqueIndex('comms_deliveries_token_key').on(t.token),
    index('comms_deliveries_user_idx').on(t.userId, t.itemKind),
  ],
);
