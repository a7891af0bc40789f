import {
  Body1,
  Button,
  Caption1,
  Skeleton,
  SkeletonItem,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowLeftRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { metricKindLabels } from '@contract/projects/metrics';
import { EmptyState } from '@/components/empty-state';
import { lazyPart } from '@/components/lazy-part';
import { LoadFailure } from '@/components/load-failure';
import { RouterLink } from '@/components/router-link';
import { useMetric } from '../hooks';
import { useCurrentProject, useOrganisationToday } from '../project-context';
import { workspacePaths } from '../paths';
import { DeleteMetricDialog } from './delete-metric-dialog';
import { MetricStatusIndicator } from './metric-status';
import { formatMetricValue } from './metric-values';
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
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: { margin: 0, overflowWrap: 'anywhere' },
  titleRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
    gap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0 },
  description: { margin: 0, whiteSpace: 'pre-wrap' },
  figure: { margin: 0 },
  commentary: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  wide: { display: 'none', '@media (min-width: 720px)': { display: 'table-cell' } },
});

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

  const back = (
    <RouterLink to={workspacePaths.metrics(project.id)}>
      <ArrowLeftRegular aria-hidden="true" /> All metrics
    </RouterLink>
  );
  if (!valid) return <EmptyState title="This is not a metric address" action={back} />;
  if (metric.error && !metric.data) {
    return <LoadFailure what="this metric" error={metric.error} retry={() => metric.mutate()} />;
  }
  if (!metric.data) {
    return (
      <Skeleton aria-label="Loading the metric">
        <SkeletonItem size={28} />
        <SkeletonItem size={128} />
      </Skeleton>
    );
  }
  const m = metric.data;
  const newestFirst = [...m.reports].reverse();
  const fact = (term: string, value: string) => (
    <div>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );

  return (
    <div className={styles.root}>
      <div>{back}</div>
      <div className={styles.head}>
        <div className={styles.titleRow}>
          <Subtitle1 as="h2" className={styles.title}>
            {m.name}
          </Subtitle1>
          <MetricStatusIndicator status={m.status} />
        </div>
        {canEdit ? (
          <div className={styles.actions}>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({})}>
              Record a report
            </Button>
            <Button icon={<EditRegular />} onClick={() => setDialog('edit')}>
              Edit
            </Button>
            <Button icon={<DeleteRegular />} onClick={() => setDialog('delete')}>
              Delete
            </Button>
          </div>
        ) : null}
      </div>
      {m.description ? (
        <Body1 as="p" className={styles.description}>
          {m.description}
        </Body1>
      ) : null}
      <dl className={styles.facts}>
        {fact('Kind', metricKindLabels[m.kind])}
        {fact('Category', m.category)}
        {fact('Reported', m.reporting_period)}
        {fact('Baseline', m.baseline === null ? '—' : formatMetricValue(m.baseline, m.unit))}
        {fact('Target', m.target === null ? '—' : formatMetricValue(m.target, m.unit))}
        {fact('Owner', m.owner?.display_name ?? 'Nobody yet')}
      </dl>

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
        {newestFirst.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            title="No reports yet"
            message={`Record the value for each ${m.reporting_period === 'Monthly' ? 'month' : 'quarter'}; the latest one sets the metric’s status.`}
          />
        ) : (
          <Table aria-label={`Reports of ${m.name}`} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Period</TableHeaderCell>
                <TableHeaderCell>Value</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell className={styles.wide}>Commentary</TableHeaderCell>
                {canEdit ? <TableHeaderCell>Change</TableHeaderCell> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {newestFirst.map((report) => (
                <TableRow key={report.id}>
                  <TableCell>{report.period_label}</TableCell>
                  <TableCell>{formatMetricValue(report.value, m.unit)}</TableCell>
                  <TableCell>
                    <MetricStatusIndicator status={report.status} />
                  </TableCell>
                  <TableCell className={styles.wide}>
                    <span className={styles.commentary}>{report.commentary || '—'}</span>
                    {report.reported_by ? (
                      <Caption1> ({report.reported_by.display_name})</Caption1>
                    ) : null}
                  </TableCell>
                  {canEdit ? (
                    <TableCell>
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<EditRegular />}
                        aria-label={`Update the report for ${report.period_label}`}
                        onClick={() => setDialog({ period: report.period })}
                      />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
    </div>
  );
}
