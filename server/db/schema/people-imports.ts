import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PeopleImportRow } from '../../../contract/people/imports.schema';
import { organisationId } from './organisations';
import { userProfiles } from './people';

/** One CSV upload of people: its preview, and once committed what it changed. */
export const peopleImports = pgTable(
  'people_imports',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    uploadedById: integer('uploaded_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    /** `admin` imports anyone; `people_manager` only the people the uploader manages. */
    scope: text('scope').$type<'admin' | 'people_manager'>().notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').$type<'previewed' | 'running' | 'committed' | 'failed'>().notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** Every row's outcome, so the history can offer the whole report for download. */
    rows: jsonb('rows').$type<PeopleImportRow[]>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('people_imports_org_created_idx').on(t.organisationId, t.createdAt)],
);
