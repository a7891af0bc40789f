import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { approvalStatusLabels } from '@contract/assessments/assessments';
import type { Measure } from '@contract/assessments/readiness.schema';
import { ReadState } from '@/components/read-state';
import { StatusBadge } from '@/components/status-badge';
import { useFormat } from '@/lib/format/use-format';
import { useStatusReports } from '../hooks';
import { ragLooks } from './looks';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  report: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** A measure's reports, newest first: when, the status, who reported it and what they said. */
export function MeasureHistoryDialog({
  measure,
  onClose,
}: {
  measure: Measure;
  onClose: () => void;
}) {
  const styles = useStyles();
  const format = useFormat();
  const reports = useStatusReports(measure.id);
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{`History of “${measure.title}”`}</DialogTitle>
          <DialogContent>
            <ReadState
              read={reports}
              what="the measure’s reports"
              empty={{ title: 'No reports yet', message: 'Each status report is kept here.' }}
            >
              {(rows) => (
                <ol className={styles.list} aria-label="Status reports, newest first">
                  {rows.map((report) => (
                    <li key={report.id} className={styles.report}>
                      <span className={styles.head}>
                        <Caption1>{format.timestampDate(report.created_at)}</Caption1>
                        <StatusBadge map={ragLooks} value={report.rag_status} prefix="Status" />
                        <Caption1>
                          {report.reported_by ? `by ${report.reported_by.display_name}` : ''}
                          {report.approval_status
                            ? ` · ${approvalStatusLabels[report.approval_status]}`
                            : ''}
                        </Caption1>
                      </span>
                      {report.comment ? <Body1>{report.comment}</Body1> : null}
                      {report.approval_comment ? (
                        <Caption1>Approver: {report.approval_comment}</Caption1>
                      ) : null}
                    </li>
                  ))}
                </ol>
              )}
            </ReadState>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
