import { Dropdown, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  AddCircleRegular,
  ArrowSyncRegular,
  CheckmarkCircleRegular,
  ErrorCircleRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { importOutcomeLabels, importOutcomes, type ImportOutcome } from '@contract/people/imports';
import type { PeopleImportPreview, PeopleImportRow } from '@contract/people/imports.schema';
import { DataTable, type DataColumn } from '@/components/data-table';
import { useFormat } from '@/lib/format/use-format';
import { StatusBadge, type StatusMap } from '@/components/status-badge';

export const outcomeLooks: StatusMap<ImportOutcome> = {
  created: { label: importOutcomeLabels.created, icon: AddCircleRegular, tone: 'success' },
  updated: { label: importOutcomeLabels.updated, icon: ArrowSyncRegular, tone: 'brand' },
  unchanged: { label: importOutcomeLabels.unchanged, icon: CheckmarkCircleRegular, tone: 'subtle' },
  rejected: { label: importOutcomeLabels.rejected, icon: ErrorCircleRegular, tone: 'danger' },
};

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  reasons: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

const columns: DataColumn<PeopleImportRow>[] = [
  { id: 'line', header: 'Line', cell: (r) => r.line, compare: (a, b) => a.line - b.line },
  { id: 'email', header: 'Email', cell: (r) => r.email || '—' },
  {
    id: 'name',
    header: 'Name',
    cell: (r) => `${r.first_name} ${r.last_name}`.trim() || '—',
    from: 'medium',
  },
  { id: 'site', header: 'Site', cell: (r) => r.site || '—', from: 'wide' },
  { id: 'department', header: 'Department', cell: (r) => r.department || '—', from: 'wide' },
  {
    id: 'outcome',
    header: 'Outcome',
    cell: (r) => <StatusBadge map={outcomeLooks} value={r.outcome} />,
    compare: (a, b) => importOutcomes.indexOf(a.outcome) - importOutcomes.indexOf(b.outcome),
  },
  {
    id: 'reasons',
    header: 'Why',
    cell: (r) => (r.reasons.length ? r.reasons.join(' ') : '—'),
  },
];

/** What an import would do with each row of the file, filterable by outcome. */
export function ImportPreview({ preview }: { preview: PeopleImportPreview }) {
  const format = useFormat();
  const styles = useStyles();
  const [only, setOnly] = useState<ImportOutcome | 'all'>(
    preview.rejected > 0 ? 'rejected' : 'all',
  );
  const rows = only === 'all' ? preview.rows : preview.rows.filter((r) => r.outcome === only);
  return (
    <>
      <div className={styles.bar}>
        <Text role="status">
          {preview.file_name}: {format.number(preview.total_rows)} rows.{' '}
          {importOutcomes
            .map((o) => `${format.number(preview[o])} ${importOutcomeLabels[o].toLowerCase()}`)
            .join(', ')}
          .
        </Text>
        <Dropdown
          aria-label="Show rows"
          value={only === 'all' ? 'Every row' : importOutcomeLabels[only]}
          selectedOptions={[only]}
          onOptionSelect={(_e, data) => setOnly((data.optionValue as ImportOutcome) ?? 'all')}
        >
          <Option value="all">Every row</Option>
          {importOutcomes.map((o) => (
            <Option key={o} value={o}>
              {importOutcomeLabels[o]}
            </Option>
          ))}
        </Dropdown>
      </div>
      <DataTable
        caption="Rows of the file"
        rows={rows}
        columns={columns}
        rowId={(r) => r.line}
        virtual={rows.length > 200 ? { height: 480, rowHeight: 44 } : undefined}
      />
    </>
  );
}
