import { Text } from '@fluentui/react-components';
import type { Metric } from '@contract/projects/metrics.schema';
import { announceAction } from '@/components/action-toasts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { deleteMetric } from '../api';
import { useRevalidate } from '../hooks';

/** Asks, then deletes a metric with all its reports. */
export function DeleteMetricDialog({
  metric,
  onClose,
  onDeleted,
}: {
  metric: Pick<Metric, 'id' | 'project' | 'name' | 'report_count'>;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const revalidate = useRevalidate();
  return (
    <ConfirmDialog
      open
      title={`Delete the metric “${metric.name}”?`}
      confirmLabel="Delete metric"
      busyLabel="Deleting…"
      destructive
      onConfirm={async () => {
        await deleteMetric(metric.project, metric.id);
        onDeleted?.();
        void revalidate('metrics');
        announceAction({ title: `Deleted the metric “${metric.name}”` });
      }}
      onClose={onClose}
    >
      <Text as="p">
        {metric.report_count > 0
          ? `Its ${metric.report_count === 1 ? 'report goes' : `${metric.report_count} reports go`} with it. This cannot be undone.`
          : 'This cannot be undone.'}
      </Text>
    </ConfirmDialog>
  );
}
