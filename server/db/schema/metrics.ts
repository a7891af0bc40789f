import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  MetricCategory,
  MetricDirection,
  MetricKind,
  MetricStatus,
  ReportingPeriod,
} from '../../../contract/projects/metrics';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projects } from './projects';

/** A measure of a project's success, reported per month or quarter. */
export const projectMetrics = pgTable(
  'project_metrics',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<MetricKind>().notNull(),
    category: text('category').$type<MetricCategory>().notNull(),
    /**
     * The latest period's report's status, kept here for counts; null until the first report:
     * a metric without data has no status.
     */
    status: text('status').$type<MetricStatus>(),
    reportingPeriod: text('reporting_period').$type<ReportingPeriod>().notNull(),
    /** Which way is better: the status of each report follows from it and the target. */
    direction: text('direction').$type<MetricDirection>().notNull().default('HIGHER'),
    unit: text('unit').notNull().default(''),
    baseline: doublePrecision('baseline'),
    target: doublePrecision('target'),
    ownerId: integer('owner_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_metrics_project_idx').on(t.projectId)],
);

/** A metric's value for one period (first day of its month or quarter); one per period. */
export const metricReports = pgTable(
  'metric_reports',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    metricId: integer('metric_id')
      .notNull()
      .references(() => projectMetrics.id, { onDelete: 'cascade' }),
    period: date('period').notNull(),
    value: doublePrecision('value').notNull(),
    status: text('status').$type<MetricStatus>().notNull(),
    commentary: text('commentary').notNull().default(''),
    reportedById: integer('reported_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('metric_reports_metric_period_key').on(t.metricId, t.period)],
);
