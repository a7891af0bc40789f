import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { PhaseCode } from '../../../contract/projects/phases';
import type { ChangeType, ProjectStatus, ScopeLevel } from '../../../contract/projects/projects';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projectTags } from './reference-data';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    businessObjective: text('business_objective').notNull().default(''),
    status: text('status').$type<ProjectStatus>().notNull().default('None'),
    activePhase: text('active_phase').$type<PhaseCode>().notNull().default('ALIGN'),
    scopeLevel: text('scope_level').$type<ScopeLevel>(),
    changeType: text('change_type').$type<ChangeType>(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    archived: boolean('archived').notNull().default(false),
    createdById: integer('created_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: the row stays recoverable (DESIGN.md §6). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: integer('deleted_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('projects_org_idx').on(t.organisationId, t.archived)],
);

/** Who is on a project's team; team members edit the project (DESIGN.md §5). */
export const projectTeamMembers = pgTable(
  'project_team_members',
  {
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_team_members_user_idx').on(t.userId),
  ],
);

/** The organisation's project tags on a project. */
export const projectTagLinks = pgTable(
  'project_tag_links',
  {
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => projectTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.tagId] }),
    index('project_tag_links_tag_idx').on(t.tagId),
  ],
);

/** How often each person opened a project in the Teams app, and when last. */
export const projectTeamsAppInteractions = pgTable(
  'project_teams_app_interactions',
  {
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    openCount: integer('open_count').notNull().default(1),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);
