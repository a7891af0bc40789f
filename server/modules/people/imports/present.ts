import type { PeopleImportSummary } from '../../../../contract/people/imports.schema';
import type { peopleImports } from '../../../db/schema/people-imports';
import { displayName } from '../present';

export function presentImportSummary(
  record: Omit<typeof peopleImports.$inferSelect, 'rows'>,
  uploader: { id: number; firstName: string; lastName: string; email: string } | null,
): PeopleImportSummary {
  return {
    id: record.id,
    file_name: record.fileName,
    scope: record.scope,
    status: record.status,
    uploaded_by: uploader ? { id: uploader.id, display_name: displayName(uploader) } : null,
    total_rows: record.totalRows,
    processed_rows: record.processedRows,
    created: record.created,
    updated: record.updated,
    unchanged: record.unchanged,
    rejected: record.rejected,
    error: record.error,
    created_at: record.createdAt.toISOString(),
    finished_at: record.finishedAt?.toISOString() ?? null,
  };
}
