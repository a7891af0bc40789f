import {
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { globalImpactedGroups } from './global-impacted-groups';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projects } from './projects';

export const reportExportStatuses = ['building', 'ready', 'failed'] as const;

/**
 * A PowerPoint deck of a project, built in the background for the person who asked for it (the
 * originator, the only one who may download it). The file lives in the file store under
 * `file_key`; clearing the export deletes both.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    templateName: text('template_name').notNull(),
    status: text('status', { enum: reportExportStatuses }).notNull().default('building'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('report_exports_created_by_idx').on(t.createdById)],
);

const threshold = (name: string) =>
  numeric(name, { precision: 8, scale: 2, mode: 'number' }).notNull();

/**
 * An organisation impacted group's own capacity: the cell values from which its heatmap row turns
 * medium, high (overloaded) and very high, in place of the organisation's thresholds. A cell at
 * high or above on such a group raises an overload alert.
 */
export const groupCapacityThresholds = pgTable(
  'group_capacity_thresholds',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => globalImpactedGroups.id, { onDelete: 'cascade' }),
    medium: threshold('medium'),
    high: threshold('high'),
    veryHigh: threshold('very_high'),
    updatedById: integer('updated_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('group_capacity_thresholds_group_key').on(t.groupId)],
);
