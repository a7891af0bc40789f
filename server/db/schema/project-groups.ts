import {
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  AudienceBand,
  DeploymentState,
  ImpactRating,
} from '../../../contract/projects/change-attributes';
import type { GroupRole, GroupType, MemberSource } from '../../../contract/groups/group-kinds';
import { changes } from './changes';
import { globalImpactedGroups } from './global-impacted-groups';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projects } from './projects';

/**
 * A group of a project: its stakeholders, sponsors, project team, or an impacted group. An
 * impacted group usually links a global group, whose members it then reaches (never copied).
 */
export const projectGroups = pgTable(
  'project_groups',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    groupType: text('group_type').$type<GroupType>().notNull(),
    groupRole: text('group_role').$type<GroupRole>().notNull(),
    category: text('category').notNull().default(''),
    teamsAccess: boolean('teams_access').notNull().default(false),
    notes: text('notes').notNull().default(''),
    globalImpactedGroupId: integer('global_impacted_group_id'),
    audienceBand: text('audience_band').$type<AudienceBand>(),
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
    unique('project_groups_org_id_key').on(t.organisationId, t.id),
    index('project_groups_project_idx').on(t.projectId, t.groupType),
    index('project_groups_global_idx').on(t.globalImpactedGroupId),
    foreignKey({
      columns: [t.organisationId, t.globalImpactedGroupId],
      foreignColumns: [globalImpactedGroups.organisationId, globalImpactedGroups.id],
      name: 'project_groups_global_group_fk',
    }).onDelete('restrict'),
  ],
);

/** People of a project group of its own (groups that link a global group take its members). */
export const projectGroupMembers = pgTable(
  'project_group_members',
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
    index('project_group_members_user_idx').on(t.userId, t.groupId),
    foreignKey({
      columns: [t.organisationId, t.groupId],
      foreignColumns: [projectGroups.organisationId, projectGroups.id],
      name: 'project_group_members_group_fk',
    }).onDelete('cascade'),
  ],
);

/**
 * Which change hits which impacted group, how hard, where its deployment stands for that
 * group, and the hours per person it asks of them.
 */
export const changeImpactedGroups = pgTable(
  'change_impacted_groups',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    changeId: integer('change_id')
      .notNull()
      .references(() => changes.id, { onDelete: 'cascade' }),
    impactedGroupId: integer('impacted_group_id').notNull(),
    impactLevel: text('impact_level').$type<ImpactRating>().notNull().default('N/A'),
    deploymentState: text('deployment_state')
      .$type<DeploymentState>()
      .notNull()
      .default('NOT_YET_DEPLOYED'),
    hoursPerPerson: numeric('hours_per_person', { precision: 6, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('change_impacted_groups_change_group_key').on(t.changeId, t.impactedGroupId),
    index('change_impacted_groups_group_idx').on(t.impactedGroupId),
    foreignKey({
      columns: [t.organisationId, t.impactedGroupId],
      foreignColumns: [projectGroups.organisationId, projectGroups.id],
      name: 'change_impacted_groups_group_fk',
    }).onDelete('cascade'),
  ],
);

/** What each person of a project group contributes: their role and share of their time. */
export const projectContributions = pgTable(
  'project_contributions',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    groupId: integer('group_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default(''),
    contributionPercent: integer('contribution_percent').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('project_contributions_group_user_key').on(t.groupId, t.userId),
    foreignKey({
      columns: [t.organisationId, t.groupId],
      foreignColumns: [projectGroups.organisationId, projectGroups.id],
      name: 'project_contributions_group_fk',
    }).onDelete('cascade'),
  ],
);
