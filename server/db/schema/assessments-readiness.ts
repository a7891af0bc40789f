import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  ApprovalStatus,
  MeasureType,
  RagStatus,
} from '../../../contract/assessments/assessments';
import { assessments } from './assessments';
import { changes } from './changes';
import { organisationId } from './organisations';
import { userProfiles } from './people';

const person = (name: string) =>
  integer(name).references(() => userProfiles.id, { onDelete: 'set null' });

/**
 * What must be true before go-live: an approval someone gives, a metric that must reach its
 * target, a dependency on other work, or a change activity that must be done.
 */
export const readinessMeasures = pgTable(
  'readiness_measures',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    measureType: text('measure_type').$type<MeasureType>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The target a readiness metric must reach, in the measure's own words ("95% trained"). */
    target: text('target').notNull().default(''),
    changeId: integer('change_id').references(() => changes.id, { onDelete: 'set null' }),
    ownerId: person('owner_id'),
    /** Who signs an approval off. */
    approverId: person('approver_id'),
    dueDate: date('due_date'),
    position: integer('position').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('readiness_measures_assessment_idx').on(t.assessmentId, t.measureType)],
);

/**
 * A measure's status over time (red, amber, green, with a comment); for an approval, also the
 * approver's decision, who made it and when: the approval trail.
 */
export const readinessStatusReports = pgTable(
  'readiness_status_reports',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    measureId: integer('measure_id')
      .notNull()
      .references(() => readinessMeasures.id, { onDelete: 'cascade' }),
    ragStatus: text('rag_status').$type<RagStatus>().notNull(),
    comment: text('comment').notNull().default(''),
    approvalStatus: text('approval_status').$type<ApprovalStatus>(),
    approvalComment: text('approval_comment').notNull().default(''),
    reportedById: person('reported_by_id'),
    decidedById: person('decided_by_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('readiness_status_reports_measure_idx').on(t.measureId, t.createdAt)],
);
