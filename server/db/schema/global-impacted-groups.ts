import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MemberSource } from '../../../contract/groups/group-kinds';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { departments } from './reference-data';

/**
 * An organisation-level group of people a change can reach (a site, a function, a team), with
 * an owner, editors, leaders and employees, optionally synced from a directory group.
 */
export const globalImpactedGroups = pgTable(
  'global_impacted_groups',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    persona: text('persona'),
    ownerId: integer('owner_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    /** Directory object id of the group its members are synced from. */
    directoryGroupId: text('directory_group_id'),
    directoryGroupName: text('directory_group_name'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    archived: boolean('archived').notNull().default(false),
    createdById: integer('created_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('global_impacted_groups_org_id_key').on(t.organisationId, t.id),
    uniqueIndex('global_impacted_groups_org_name_key').on(t.organisationId, sql`lower(${t.name})`),
    index('global_impacted_groups_owner_idx').on(t.ownerId),
  ],
);

/** Leaders and employees of a global group (its members). */
export const globalImpactedGroupMembers = pgTable(
  'global_impacted_group_members',
  {
    organisationId: organisationId(),
    groupId: integer('group_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    isLeader: boolean('is_leader').notNull().default(false),
    source: text('source').$type<MemberSource>().notNull().default('MANUAL'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    // "Groups a person belongs to": the visibility rule reads it for every project list.
    index('global_impacted_group_members_user_idx').on(t.userId, t.groupId),
    foreignKey({
      columns: [t.organisationId, t.groupId],
      foreignColumns: [globalImpactedGroups.organisationId, globalImpactedGroups.id],
      name: 'global_impacted_group_members_group_fk',
    }).onDelete('cascade'),
  ],
);

/** People who may edit a global group besides its owner. */
export const globalImpactedGroupEditors = pgTable(
  'global_impacted_group_editors',
  {
    organisationId: organisationId(),
    groupId: integer('group_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('global_impacted_group_editors_user_idx').on(t.userId),
    foreignKey({
      columns: [t.organisationId, t.groupId],
      foreignColumns: [globalImpactedGroups.organisationId, globalImpactedGroups.id],
      name: 'global_impacted_group_editors_group_fk',
    }).onDelete('cascade'),
  ],
);

/** A function of a global group: a named set of departments whose members it gathers. */
export const impactedGroupFunctions = pgTable(
  'impacted_group_functions',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    groupId: integer('group_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('impacted_group_functions_org_id_key').on(t.organisationId, t.id),
    uniqueIndex('impacted_group_functions_group_name_key').on(t.groupId, sql`lower(${t.name})`),
    foreignKey({
      columns: [t.organisationId, t.groupId],
      foreignColumns: [globalImpactedGroups.organisationId, globalImpactedGroups.id],
      name: 'impacted_group_functions_group_fk',
    }).onDelete('cascade'),
  ],
);

export const impactedGroupFunctionDepartments = pgTable(
  'impacted_group_function_departments',
  {
    organisationId: organisationId(),
    functionId: integer('function_id').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.functionId, t.departmentId] }),
    foreignKey({
      columns: [t.organisationId, t.functionId],
      foreignColumns: [impactedGroupFunctions.organisationId, impactedGroupFunctions.id],
      name: 'impacted_group_function_departments_function_fk',
    }).onDelete('cascade'),
  ],
);
