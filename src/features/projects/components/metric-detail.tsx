import {
  Body1,
  Button,
  Caption1,
  Skeleton,
  SkeletonItem,
  makeStyles,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { metricKindLabels } from '@contract/projects/metrics';
import type { MetricReport } from '@contract/projects/metrics.schema';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FactList } from '@/components/fact-list';
import { lazyPart } from '@/components/lazy-part';
import { useMetric } from '../hooks';
import { useCurrentProject, useOrganisationToday } from '../project-context';
import { workspacePaths } from '../paths';
import { DeleteMetricDialog } from './delete-metric-dialog';
import { MetricStatusIndicator } from './metric-status';
import { formatMetricValue } from './metric-values';
import { ProjectItemPage } from './project-item-page';
import { SectionCard } from './section-card';

const chartFallback = (
  <Skeleton aria-label="Loading the chart">
    <SkeletonItem size={128} />
  </Skeleton>
);
const MetricTrendChart = lazyPart(
  'metric-chart',
  () => import('./metric-trend-chart').then((m) => m.MetricTrendChart),
  chartFallback,
);
const MetricDialog = lazyPart(
  'metric-form',
  () => import('./metric-dialog').then((m) => m.MetricDialog),
  null,
);
const ReportDialog = lazyPart(
  'report-form',
  () => import('./report-dialog').then((m) => m.ReportDialog),
  null,
);

const useStyles = makeStyles({
  description: { margin: 0, whiteSpace: 'pre-wrap' },
  figure: { margin: 0 },
  commentary: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/** A metric's reports, newest first: the numbers behind the trend. */
function reportColumns(unit: string, commentaryClass: string): DataColumn<MetricReport>[] {
  return [
    { id: 'period', header: 'Period', cell: (report) => report.period_label },
    { id: 'value', header: 'Value', cell: (report) => formatMetricValue(report.value, unit) },
    {
      id: 'status',
      header: 'Status',
      cell: (report) => <MetricStatusIndicator status={report.status} />,
    },
    {
      id: 'commentary',
      header: 'Commentary',
      from: 'medium',
      cell: (report) => (
        <>
          <span className={commentaryClass}>{report.commentary || '—'}</span>
          {report.reported_by ? <Caption1> ({report.reported_by.display_name})</Caption1> : null}
        </>
      ),
    },
  ];
}

/** `/projects/:id/metrics/:metricId`: one metric, its trend and every report by period. */
export function MetricDetail() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { project, canEdit } = useCurrentProject();
  const today = useOrganisationToday();
  const metricId = Number(useParams().metricId);
  const valid = Number.isInteger(metricId) && metricId > 0;
  const metric = useMetric(project.id, valid ? metricId : undefined);
  const [dialog, setDialog] = useState<'edit' | 'delete' | { period?: string }>();

  return (
    <ProjectItemPage
      what="metric"
      valid={valid}
      read={metric}
      back={{ to: workspacePaths.metrics(project.id), label: 'All metrics' }}
      badge={(m) => <MetricStatusIndicator status={m.status} />}
      actions={
        canEdit
          ? () => (
              <>
                <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({})}>
                  Record a report
                </Button>
                <Button icon={<EditRegular />} onClick={() => setDialog('edit')}>
                  Edit
                </Button>
                <Button icon={<DeleteRegular />} onClick={() => setDialog('delete')}>
                  Delete
                </Button>
              </>
            )
          : undefined
      }
    >
      {(m) => (
        <>
          {m.description ? (
            <Body1 as="p" className={styles.description}>
              {m.description}
            </Body1>
          ) : null}
          <FactList
            minWidth="9rem"
            facts={[
              ['Kind', metricKindLabels[m.kind]],
              ['Category', m.category],
              ['Reported', m.reporting_period],
              ['Baseline', m.baseline === null ? '—' : formatMetricValue(m.baseline, m.unit)],
              ['Target', m.target === null ? '—' : formatMetricValue(m.target, m.unit)],
              ['Owner', m.owner?.display_name ?? 'Nobody yet'],
            ]}
          />

          <SectionCard title="Trend" headingLevel="h3">
            {m.reports.length >= 2 ? (
              <figure className={styles.figure} aria-describedby="metric-reports-caption">
                <MetricTrendChart metric={m} />
              </figure>
            ) : (
              <Body1 as="p">
                {m.reports.length === 0
                  ? 'The trend appears once there are two reports.'
                  : 'One report so far: the trend appears with the next one.'}
              </Body1>
            )}
          </SectionCard>

          <SectionCard title="Reports" headingLevel="h3">
            <Caption1 id="metric-reports-caption">
              Every report by period, newest first: the numbers behind the trend.
            </Caption1>
            {m.reports.length === 0 ? (
              <EmptyState
                headingLevel="h3"
                title="No reports yet"
                message={`Record the value for each ${m.reporting_period === 'Monthly' ? 'month' : 'quarter'}; the latest one sets the metric’s status.`}
              />
            ) : (
              <DataTable
                rows={[...m.reports].reverse()}
                columns={reportColumns(m.unit, styles.commentary)}
                rowId={(report) => report.id}
                caption={`Reports of ${m.name}`}
                size="small"
                actions={
                  canEdit
                    ? (report) => (
                        <Button
                          size="small"
                          appearance="subtle"
                          icon={<EditRegular />}
                          aria-label={`Update the report for ${report.period_label}`}
                          onClick={() => setDialog({ period: report.period })}
                        />
                      )
                    : undefined
                }
              />
            )}
          </SectionCard>

          {dialog === 'edit' ? (
            <MetricDialog
              projectId={project.id}
              metric={m}
              team={project.team}
              onClose={() => setDialog(undefined)}
            />
          ) : null}
          {dialog === 'delete' ? (
            <DeleteMetricDialog
              metric={m}
              onClose={() => setDialog(undefined)}
              onDeleted={() => void navigate(workspacePaths.metrics(project.id))}
            />
          ) : null}
          {typeof dialog === 'object' ? (
            <ReportDialog
              metric={m}
              today={today}
              period={dialog.period}
              onClose={() => setDialog(undefined)}
            />
          ) : null}
        </>
      )}
    </ProjectItemPage>
  );
}
