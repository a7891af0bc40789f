import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { PeopleImportSummary } from '@contract/people/imports.schema';
import { DataTable, type DataColumn } from '@/components/data-table';
import { useFormat } from '@/lib/format/use-format';
import { Formatted, Timestamp } from '@/lib/format/formatted';
import { ReadState } from '@/components/read-state';
import { saveFile } from '@/lib/api-client/save-file';
import { downloadImportReport } from '../api';
import { useImportHistory } from '../hooks';

const statusLabels: Record<PeopleImportSummary['status'], string> = {
  previewed: 'Previewed only',
  running: 'Running',
  committed: 'Imported',
  failed: 'Failed',
};

const columns: DataColumn<PeopleImportSummary>[] = [
  { id: 'file', header: 'File', cell: (i) => i.file_name },
  {
    id: 'when',
    header: 'When',
    cell: (i) => <Timestamp at={i.created_at} />,
    compare: (a, b) => a.created_at.localeCompare(b.created_at),
  },
  { id: 'who', header: 'By', cell: (i) => i.uploaded_by?.display_name ?? '—', from: 'medium' },
  { id: 'status', header: 'Status', cell: (i) => statusLabels[i.status] },
  {
    id: 'rows',
    header: 'Rows',
    cell: (i) => <Formatted>{(format) => format.number(i.total_rows)}</Formatted>,
    from: 'medium',
  },
  {
    id: 'counts',
    header: 'Created, updated, unchanged',
    cell: (i) => `${i.created} / ${i.updated} / ${i.unchanged}`,
    from: 'wide',
  },
  { id: 'rejected', header: 'Rejected', cell: (i) => i.rejected },
  { id: 'error', header: 'Error', cell: (i) => i.error ?? '—', from: 'wide' },
];

/** Every import of the organisation, newest first, each with its downloadable report. */
export function ImportHistory() {
  const format = useFormat();
  const read = useImportHistory();
  return (
    <ReadState
      read={read}
      what="the past imports"
      isEmpty={(rows) => rows.length === 0}
      empty={{ title: 'No imports yet', message: 'Imports appear here once previewed.' }}
    >
      {(rows) => (
        <DataTable
          caption="Past imports"
          rows={rows}
          columns={columns}
          rowId={(i) => i.id}
          actions={(i) => (
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowDownloadRegular />}
              aria-label={`Download the report of ${i.file_name}, ${format.timestamp(i.created_at)}`}
              onClick={() => void downloadImportReport(i.id).then(saveFile)}
            />
          )}
        />
      )}
    </ReadState>
  );
}
