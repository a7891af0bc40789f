import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  DeliveryChannel,
  DeliveryItemKind,
  LeaderItemKind,
  NudgeItemType,
  NudgeRecipients,
} from '../../../contract/leaders/kinds';
import { activationCycles } from './leaders';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projectGroups } from './project-groups';

/**
 * A leader task or action of a cycle. With an impacted group it belongs to that group's plan;
 * without one it is general (every group of the cycle). Overdue is derived, never stored.
 */
export const leaderItems = pgTable(
  'leader_items',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    kind: text('kind').$type<LeaderItemKind>().notNull(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => activationCycles.id, { onDelete: 'cascade' }),
    impactedGroupId: integer('impacted_group_id').references(() => projectGroups.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ownerId: integer('owner_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    closed: boolean('closed').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leader_items_cycle_idx').on(t.cycleId, t.kind, t.dueDate),
    index('leader_items_group_idx').on(t.impactedGroupId),
    index('leader_items_owner_idx').on(t.ownerId),
  ],
);

/** A message leaders pass on to their group, in the order the cycle gives them. */
export const keyMessages = pgTable(
  'key_messages',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => activationCycles.id, { onDelete: 'cascade' }),
    impactedGroupId: integer('impacted_group_id').references(() => projectGroups.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdById: integer('created_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('key_messages_cycle_idx').on(t.cycleId, t.position)],
);

/**
 * A nudge (impacted-group reminder): a short message with an optional image and button, sent
 * to an impacted group at its alert time, about an item (a cycle, a task, a key message…).
 */
export const nudges = pgTable(
  'nudges',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    impactedGroupId: integer('impacted_group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<NudgeItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    /** The cycle the nudge belongs to (resolved from the item), for stats and cascade. */
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => activationCycles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    buttonName: text('button_name').notNull().default(''),
    buttonLink: text('button_link').notNull().default(''),
    alertDateTime: timestamp('alert_date_time', { withTimezone: true }).notNull(),
    channel: text('channel').$type<DeliveryChannel>().notNull().default('BOTH'),
    recipients: text('recipients').$type<NudgeRecipients>().notNull().default('EMPLOYEES'),
    /** File-store key of the image; the name is the uploader's, shown only. */
    imageKey: text('image_key'),
    imageName: text('image_name'),
    imageContentType: text('image_content_type'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nudges_item_idx').on(t.itemType, t.itemId),
    index('nudges_cycle_idx').on(t.cycleId),
    index('nudges_due_idx').on(t.alertDateTime),
  ],
);

/**
 * One person's receipt of a nudge, task, action or key message: sent → delivered → opened →
 * acted. A later stage always implies the earlier ones, so the funnel's counts reconcile.
 */
export const activationDeliveries = pgTable(
  'activation_deliveries',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => activationCycles.id, { onDelete: 'cascade' }),
    impactedGroupId: integer('impacted_group_id').references(() => projectGroups.id, {
      onDelete: 'cascade',
    }),
    itemKind: text('item_kind').$type<DeliveryItemKind>().notNull(),
    itemId: integer('item_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    isLeader: boolean('is_leader').notNull().default(false),
    channel: text('channel').$type<DeliveryChannel>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    actedAt: timestamp('acted_at', { withTimezone: true }),
  },
  (t) => [
    unique('activation_deliveries_item_user_key').on(t.itemKind, t.itemId, t.userId),
    index('activation_deliveries_cycle_idx').on(t.cycleId, t.itemKind),
  ],
);
