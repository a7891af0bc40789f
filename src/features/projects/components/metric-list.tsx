import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DataTrendingRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { metricKindLabels } from '@contract/projects/metrics';
import type { Metric } from '@contract/projects/metrics.schema';
import { ActionMenu } from '@/components/action-menu';
import { DataTable, type DataColumn } from '@/components/data-table';
import { lazyPart } from '@/components/lazy-part';
import { ReadState } from '@/components/read-state';
import { useMetrics } from '../hooks';
import { useCurrentProject } from '../project-context';
import { workspacePaths } from '../paths';
import { DeleteMetricDialog } from './delete-metric-dialog';
import { MetricStatusIndicator } from './metric-status';
import { formatMetricValue } from './metric-values';
import { SectionCard } from './section-card';

const MetricDialog = lazyPart(
  'metric-form',
  () => import('./metric-dialog').then((m) => m.MetricDialog),
  null,
);

const useStyles = makeStyles({
  name: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    overflowWrap: 'break-word',
    ':hover': { textDecorationLine: 'underline' },
  },
  secondary: { display: 'block', color: tokens.colorNeutralForeground2 },
});

/** `/projects/:id/metrics`: how the project measures success, each with its latest report. */
export function MetricList() {
  const styles = useStyles();
  const { project, canEdit } = useCurrentProject();
  const metrics = useMetrics(project.id);
  const [editing, setEditing] = useState<{ metric?: Metric }>();
  const [deleting, setDeleting] = useState<Metric>();

  const add = canEdit ? (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
      Add metric
    </Button>
  ) : undefined;

  const columns: DataColumn<Metric>[] = [
    {
      id: 'name',
      header: 'Metric',
      cell: (metric) => (
        <>
          <Link className={styles.name} to={workspacePaths.metric(project.id, metric.id)}>
            {metric.name}
          </Link>
          <Caption1 className={styles.secondary}>
            {metric.category} · {metricKindLabels[metric.kind]}
          </Caption1>
        </>
      ),
    },
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
  const actions = (metric: Metric) => (
    <ActionMenu
      name={metric.name}
      actions={[
        { label: 'Edit', icon: <EditRegular />, onClick: () => setEditing({ metric }) },
        { label: 'Delete', icon: <DeleteRegular />, onClick: () => setDeleting(metric) },
      ]}
    />
  );

  return (
    <>
      <SectionCard title="Metrics" actions={metrics.data?.length ? add : undefined}>
        <ReadState
          read={metrics}
          what="the metrics"
          empty={{
            icon: <DataTrendingRegular />,
            title: 'No metrics yet',
            message: canEdit
              ? 'Choose a few measures that show the change is landing: leading ones you can act on early, lagging ones that prove the result.'
              : 'The measures that show whether the project succeeds will show here.',
            action: add,
          }}
        >
          {(rows) => (
            <DataTable
              rows={rows}
              columns={columns}
              rowId={(metric) => metric.id}
              caption="Metrics"
              actions={canEdit ? actions : undefined}
            />
          )}
        </ReadState>
      </SectionCard>
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
