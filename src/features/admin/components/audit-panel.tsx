import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { AuditEvent } from '@contract/admin/audit-log.schema';
import { useState } from 'react';
import { announceAction } from '@/components/action-toasts';
import { Timestamp } from '@/lib/format/formatted';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { ReadState } from '@/components/read-state';
import { ApiError } from '@/lib/api-client/api-error';
import { saveFile } from '@/lib/api-client/save-file';
import { downloadAuditLog } from '../api';
import { useAuditLog } from '../hooks';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalM,
  },
  change: { display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

const pageSize = 25;

/** "field: before → after" for each changed field, one a line. */
function describeChange(event: AuditEvent): string {
  const show = (value: unknown) =>
    value === null || value === undefined
      ? '(none)'
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  if (!event.before && !event.after) return '';
  const keys = Object.keys({ ...event.before, ...event.after });
  return keys
    .map((key) => {
      const before = event.before?.[key];
      const after = event.after?.[key];
      if (event.action === 'create') return `${key}: ${show(after)}`;
      if (event.action === 'delete') return `${key}: ${show(before)}`;
      return `${key}: ${show(before)} → ${show(after)}`;
    })
    .join('\n');
}

/** Who changed what in the admin area, newest first, and the whole log as CSV for auditors. */
export function AuditPanel() {
  const styles = useStyles();
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const log = useAuditLog(page);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await downloadAuditLog());
    } catch (error) {
      announceAction({
        title: 'The audit log was not exported',
        intent: 'error',
        ...(error instanceof ApiError ? { body: error.reason } : {}),
      });
    } finally {
      setExporting(false);
    }
  };
  const columns: DataColumn<AuditEvent>[] = [
    { id: 'when', header: 'When', cell: (e) => <Timestamp at={e.created_at} /> },
    { id: 'who', header: 'Who', cell: (e) => e.actor?.display_name ?? 'Someone since removed' },
    { id: 'what', header: 'What', cell: (e) => `${e.summary} (${e.action})` },
    {
      id: 'change',
      header: 'Before → after',
      cell: (e) => <Text className={styles.change}>{describeChange(e)}</Text>,
      from: 'medium',
    },
  ];
  return (
    <>
      <div className={styles.bar}>
        <Text>Every change made in the admin area: settings, lists, features and billing.</Text>
        <Button
          icon={<ArrowDownloadRegular />}
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      <ReadState
        read={log}
        what="the audit log"
        rows={5}
        isEmpty={(data) => data.count === 0}
        empty={{
          title: 'No admin changes yet',
          message: 'Changes made in the admin area show here.',
        }}
      >
        {(data) => (
          <>
            <DataTable
              rows={data.results}
              columns={columns}
              rowId={(e) => e.id}
              caption="Admin changes"
            />
            <Pager
              page={page}
              pageSize={pageSize}
              count={data.count}
              onPage={setPage}
              label="Admin changes"
            />
          </>
        )}
      </ReadState>
    </>
  );
}
