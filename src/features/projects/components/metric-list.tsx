import { Button } from '@fluentui/react-components';
import { AddRegular, DataTrendingRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { metricKindLabels } from '@contract/projects/metrics';
import type { Metric } from '@contract/projects/metrics.schema';
import type { DataColumn } from '@/components/data-table';
import { lazyPart } from '@/components/lazy-part';
import { useMetrics } from '../hooks';
import { useCurrentProject } from '../project-context';
import { workspacePaths } from '../paths';
import { DeleteMetricDialog } from './delete-metric-dialog';
import { MetricStatusIndicator } from './metric-status';
import { formatMetricValue } from './metric-values';
import { ProjectItemList } from './project-item-list';

const MetricDialog = lazyPart(
  'metric-form',
  () => import('./metric-dialog').then((m) => m.MetricDialog),
  null,
);

const columns: DataColumn<Metric>[] = [
  { id: 'status', header: 'Status', cell: (m) => <MetricStatusIndicator status={m.status} /> },
  {
    id: 'latest',
    header: 'Latest',
    from: 'medium',
    cell: ({ latest_report: report, unit }) =>
      report
        ? `${formatMetricValue(report.value, unit)} (${report.period_label})`
        : 'No report yet',
  },
  {
    id: 'target',
    header: 'Target',
    from: 'wide',
    cell: (m) => (m.target === null ? '—' : formatMetricValue(m.target, m.unit)),
  },
  { id: 'reported', header: 'Reported', from: 'wide', cell: (m) => m.reporting_period },
];

/** `/projects/:id/metrics`: how the project measures success, each with its latest report. */
export function MetricList() {
  const { project, canEdit } = useCurrentProject();
  const metrics = useMetrics(project.id);
  const [editing, setEditing] = useState<{ metric?: Metric }>();
  const [deleting, setDeleting] = useState<Metric>();

  return (
    <>
      <ProjectItemList
        title="Metrics"
        read={metrics}
        what="the metrics"
        empty={{
          icon: <DataTrendingRegular />,
          title: 'No metrics yet',
          message: canEdit
            ? 'Choose a few measures that show the change is landing: leading ones you can act on early, lagging ones that prove the result.'
            : 'The measures that show whether the project succeeds will show here.',
        }}
        add={
          canEdit ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
              Add metric
            </Button>
          ) : undefined
        }
        item={{
          header: 'Metric',
          href: (metric) => workspacePaths.metric(project.id, metric.id),
          about: (metric) => `${metric.category} · ${metricKindLabels[metric.kind]}`,
        }}
        columns={columns}
        edit={
          canEdit
            ? { onEdit: (metric) => setEditing({ metric }), onDelete: setDeleting }
            : undefined
        }
      />
      {editing ? (
        <MetricDialog
          projectId={project.id}
          metric={editing.metric}
          team={project.team}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <DeleteMetricDialog metric={deleting} onClose={() => setDeleting(undefined)} />
      ) : null}
    </>
  );
}
