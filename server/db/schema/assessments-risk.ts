import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { RatingLevel } from '../../../contract/assessments/assessments';
import { assessments } from './assessments';
import { changes } from './changes';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projects } from './projects';

/** Headings business risks are grouped under: organisation-wide, or a project's own. */
export const riskCategories = pgTable(
  'risk_categories',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    /** Null: a category every project of the organisation uses. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('risk_categories_project_idx').on(t.projectId)],
);

/** Something the change could do to the business, with what is done about it. */
export const businessRisks = pgTable(
  'business_risks',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => riskCategories.id, {
      onDelete: 'set null',
    }),
    changeId: integer('change_id').references(() => changes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    mitigation: text('mitigation').notNull().default(''),
    ownerId: integer('owner_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_risks_project_idx').on(t.projectId)],
);

/** The rating a business risk assessment gives each risk (`assigned_ratings`). */
export const businessRiskRatings = pgTable(
  'business_risk_ratings',
  {
    organisationId: organisationId(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    businessRiskId: integer('business_risk_id')
      .notNull()
      .references(() => businessRisks.id, { onDelete: 'cascade' }),
    riskRating: text('risk_rating').$type<RatingLevel>().notNull(),
    ratedById: integer('rated_by_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.businessRiskId] })],
);

/**
 * A change in an implementation risk assessment: its place in the order the team works
 * through the changes, and the risk of landing it.
 */
export const changeRiskItems = pgTable(
  'change_risk_items',
  {
    organisationId: organisationId(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    changeId: integer('change_id')
      .notNull()
      .references(() => changes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    rating: text('rating').$type<RatingLevel>(),
    rationale: text('rationale').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.changeId] })],
);
