import { z } from 'zod';
import { personRefSchema, timestampSchema } from '../shared/common.schema';
import { importOutcomes, importStatuses, PEOPLE_CSV_MAX_BYTES } from './imports';

/**
 * The multipart body of a people CSV upload, for the published document: the route reads the
 * file as it streams, within these limits (the bytes here; rows and cells in `read-csv.ts`).
 */
export const peopleCsvUploadSchema = z.strictObject({
  file: z.string().max(PEOPLE_CSV_MAX_BYTES).meta({
    format: 'binary',
    description:
      'The CSV file: a header row with an `email` column, at most 50,000 rows, 1,000 characters a cell, 25 MB.',
  }),
});

/** One CSV line and what the import does (or did) with it. */
export const peopleImportRowSchema = z.object({
  /** Line number in the file, the header being line 1. */
  line: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string(),
  site: z.string(),
  department: z.string(),
  function: z.string(),
  persona: z.string(),
  manager_email: z.string(),
  role: z.string(),
  people_tags: z.string(),
  outcome: z.enum(importOutcomes),
  reasons: z.array(z.string()),
});
export type PeopleImportRow = z.infer<typeof peopleImportRowSchema>;

export const peopleImportSummarySchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  scope: z.enum(['admin', 'people_manager']),
  status: z.enum(importStatuses),
  uploaded_by: personRefSchema.nullable(),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  error: z.string().nullable(),
  created_at: timestampSchema,
  finished_at: timestampSchema.nullable(),
});
export type PeopleImportSummary = z.infer<typeof peopleImportSummarySchema>;
export const peopleImportHistorySchema = z.array(peopleImportSummarySchema);

/** The preview: every row with its outcome. */
export const peopleImportPreviewSchema = peopleImportSummarySchema.extend({
  rows: z.array(peopleImportRowSchema),
});
export type PeopleImportPreview = z.infer<typeof peopleImportPreviewSchema>;
