import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  AssessmentKind,
  AssessmentStatus,
  ImpactInteractionKind,
  RatingItemType,
  RatingLevel,
} from '../../../contract/assessments/assessments';
import { changes } from './changes';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projectGroups } from './project-groups';
import { projects } from './projects';

const person = (name: string) =>
  integer(name).references(() => userProfiles.id, { onDelete: 'set null' });
const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One assessment of a project: change impact, readiness, business risk, implementation risk,
 * sentiment or training needs; at most one of each kind per project. What each kind records
 * hangs off this row.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AssessmentKind>().notNull(),
    name: text('name').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status').$type<AssessmentStatus>().notNull().default('NOT_STARTED'),
    /** Who may still adjust it after completion (`owner_level_update`). */
    ownerId: person('owner_id'),
    /** The date the readiness assessment prepares for. */
    goLiveDate: date('go_live_date'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    startedById: person('started_by_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedById: person('completed_by_id'),
    createdById: person('created_by_id'),
    ...stamps(),
  },
  (t) => [unique('assessments_project_kind_key').on(t.projectId, t.kind)],
);

/**
 * A cell of an assessment's grid: how a change lands on an impacted group on one dimension
 * (impact), or how the group feels about it (sentiment), or how much training it needs.
 */
export const assessmentRatings = pgTable(
  'assessment_ratings',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    changeId: integer('change_id')
      .notNull()
      .references(() => changes.id, { onDelete: 'cascade' }),
    impactedGroupId: integer('impacted_group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
    dimension: text('dimension').notNull().default('OVERALL'),
    rating: text('rating').$type<RatingLevel>().notNull(),
    note: text('note').notNull().default(''),
    updatedById: person('updated_by_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('assessment_ratings_cell_key').on(
      t.assessmentId,
      t.changeId,
      t.impactedGroupId,
      t.dimension,
    ),
    index('assessment_ratings_group_idx').on(t.impactedGroupId),
  ],
);

/** What the owner changed after an analysis was completed, and why. */
export const assessmentAdjustments = pgTable(
  'assessment_adjustments',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    changeId: integer('change_id')
      .notNull()
      .references(() => changes.id, { onDelete: 'cascade' }),
    impactedGroupId: integer('impacted_group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
    dimension: text('dimension').notNull().default('OVERALL'),
    before: text('before').$type<RatingLevel>(),
    after: text('after').$type<RatingLevel>(),
    reason: text('reason').notNull(),
    changedById: person('changed_by_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessment_adjustments_assessment_idx').on(t.assessmentId)],
);

/** What VERY_HIGH … VERY_LOW mean for one item type, in the organisation's words. */
export const ratingDescriptions = pgTable(
  'rating_descriptions',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    itemType: text('item_type').$type<RatingItemType>().notNull(),
    level: text('level').$type<RatingLevel>().notNull(),
    description: text('description').notNull(),
  },
  (t) => [unique('rating_descriptions_level_key').on(t.organisationId, t.itemType, t.level)],
);

/** Headings a project sorts its change impacts under. */
export const impactCategories = pgTable(
  'impact_categories',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...stamps(),
  },
  (t) => [index('impact_categories_project_idx').on(t.projectId)],
);

/** One way a change reaches people: what changes for them, how, and for which groups. */
export const impacts = pgTable(
  'impacts',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    changeId: integer('change_id')
      .notNull()
      .references(() => changes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => impactCategories.id, {
      onDelete: 'set null',
    }),
    interactionKind: text('interaction_kind').$type<ImpactInteractionKind>().notNull(),
    description: text('description').notNull(),
    rating: text('rating').$type<RatingLevel>(),
    createdById: person('created_by_id'),
    ...stamps(),
  },
  (t) => [
    index('impacts_project_idx').on(t.projectId),
    index('impacts_category_idx').on(t.categoryId),
  ],
);

/** The impacted groups an impact reaches. */
export const impactImpactedGroups = pgTable(
  'impact_impacted_groups',
  {
    organisationId: organisationId(),
    impactId: integer('impact_id')
      .notNull()
      .references(() => impacts.id, { onDelete: 'cascade' }),
    impactedGroupId: integer('impacted_group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.impactId, t.impactedGroupId] }),
    index('impact_impacted_groups_group_idx').on(t.impactedGroupId),
  ],
);
