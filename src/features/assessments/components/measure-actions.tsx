import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { Measure } from '@contract/assessments/readiness.schema';
import {
  useDeleteMeasure,
  useSendApprovalReminder,
  useStatusReports,
  useUpdateStatusReport,
} from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * What can be done with a measure: report on it and edit it (the team), read its reports, remind
 * its approver, and, for the approver, approve or reject the report that waits.
 */
export function MeasureActions({
  measure,
  canEdit,
  viewerId,
  onReport,
  onEdit,
  onHistory,
}: {
  measure: Measure;
  canEdit: boolean;
  viewerId: number | undefined;
  onReport: () => void;
  onEdit: () => void;
  onHistory: () => void;
}) {
  const styles = useStyles();
  const isApprover = viewerId !== undefined && measure.approver?.id === viewerId;
  const waiting = measure.approval_status === 'PENDING';
  const reports = useStatusReports(isApprover && waiting ? measure.id : undefined);
  const remind = useSendApprovalReminder();
  const decide = useUpdateStatusReport();
  const remove = useDeleteMeasure();
  const [said, setSaid] = useState<string>();
  const act = async (work: () => Promise<unknown>, done: string) => {
    setSaid(undefined);
    try {
      await work();
      setSaid(done);
    } catch (error) {
      setSaid(error instanceof Error ? error.message : 'That did not work.');
    }
  };
  const pending = reports.data?.find((r) => r.approval_status === 'PENDING');
  return (
    <div className={styles.root}>
      {canEdit && <Button onClick={onReport}>Report status</Button>}
      {measure.latest_report_at && (
        <Button aria-label={`History of ${measure.title}`} onClick={onHistory}>
          History
        </Button>
      )}
      {canEdit && (
        <Button aria-label={`Edit ${measure.title}`} onClick={onEdit}>
          Edit
        </Button>
      )}
      {canEdit && waiting && measure.approver && (
        <Button
          onClick={() =>
            void act(
              () => remind(measure.id),
              `Reminder sent to ${measure.approver?.display_name ?? 'the approver'}`,
            )
          }
        >
          Remind approver
        </Button>
      )}
      {isApprover && pending && (
        <>
          <Button
            appearance="primary"
            onClick={() =>
              void act(() => decide(pending.id, { approval_status: 'APPROVED' }), 'Approved')
            }
          >
            Approve
          </Button>
          <Button
            onClick={() =>
              void act(() => decide(pending.id, { approval_status: 'REJECTED' }), 'Rejected')
            }
          >
            Reject
          </Button>
        </>
      )}
      {canEdit && (
        <Button
          appearance="subtle"
          aria-label={`Delete the measure ${measure.title}`}
          onClick={() => void act(() => remove(measure.id), 'Measure deleted')}
        >
          Delete
        </Button>
      )}
      {said && (
        <Text role="status" size={200}>
          {said}
        </Text>
      )}
    </div>
  );
}
