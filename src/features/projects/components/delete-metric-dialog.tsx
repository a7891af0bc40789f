import type { Metric } from '@contract/projects/metrics.schema';
import { ConfirmDelete } from '@/components/confirm-delete';
import { useDeleteMetric } from '../hooks';

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
  const deleteMetric = useDeleteMetric();
  const reports = metric.report_count;
  return (
    <ConfirmDelete
      open
      noun="metric"
      name={metric.name}
      consequence={
        reports > 0
          ? `Its ${reports === 1 ? 'report goes' : `${reports} reports go`} with it.`
          : undefined
      }
      onDelete={() => deleteMetric(metric.project, metric.id)}
      onDeleted={onDeleted}
      onClose={onClose}
    />
  );
}
