import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
