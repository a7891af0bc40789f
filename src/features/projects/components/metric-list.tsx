import {
  Button,
  Caption1,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Skeleton,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  DataTrendingRegular,
  DeleteRegular,
  EditRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { metricKindLabels } from '@contract/projects/metrics';
import type { Metric } from '@contract/projects/metrics.schema';
import { EmptyState } from '@/components/empty-state';
import { lazyPart } from '@/components/lazy-part';
import { LoadFailure } from '@/components/load-failure';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useMetrics, useRevalidate } from '../hooks';
import { useCurrentProject } from '../project-context';
import { workspacePaths } from '../workspace-paths';
import { DeleteMetricDialog } from './delete-metric-dialog';
import { MetricStatusIndicator } from './metric-status';
import { formatMetricValue } from './metric-values';
import { SectionCard } from './section-card';

const MetricDialog = lazyPart(
  'metric-form',
  () => import('./metric-dialog').then((m) => m.MetricDialog),
  null,
);

const MEDIUM = '@media (min-width: 640px)';
const WIDE = '@media (min-width: 960px)';

const useStyles = makeStyles({
  name: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    overflowWrap: 'anywhere',
    ':hover': { textDecorationLine: 'underline' },
  },
  secondary: { display: 'block', color: tokens.colorNeutralForeground2 },
  medium: { display: 'none', [MEDIUM]: { display: 'table-cell' } },
  wide: { display: 'none', [WIDE]: { display: 'table-cell' } },
  actions: { width: '48px', textAlign: 'end' },
});

/** `/projects/:id/metrics`: how the project measures success, each with its latest report. */
export function MetricList() {
  const styles = useStyles();
  const { project, canEdit } = useCurrentProject();
  const metrics = useMetrics(project.id);
  const revalidate = useRevalidate();
  const [editing, setEditing] = useState<{ metric?: Metric }>();
  const [deleting, setDeleting] = useState<Metric>();

  const add = canEdit ? (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
      Add metric
    </Button>
  ) : undefined;

  let body;
  if (metrics.error && !metrics.data) {
    body = <LoadFailure what="the metrics" error={metrics.error} retry={() => metrics.mutate()} />;
  } else if (!metrics.data) {
    body = (
      <Skeleton aria-label="Loading metrics">
        <SkeletonItem size={32} />
        <SkeletonItem size={32} />
      </Skeleton>
    );
  } else if (metrics.data.length === 0) {
    body = (
      <EmptyState
        icon={<DataTrendingRegular />}
        headingLevel="h3"
        title="No metrics yet"
        message={
          canEdit
            ? 'Choose a few measures that show the change is landing: leading ones you can act on early, lagging ones that prove the result.'
            : 'The measures that show whether the project succeeds will show here.'
        }
        action={add}
      />
    );
  } else {
    body = (
      <Table aria-label="Metrics">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Metric</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell className={styles.medium}>Latest</TableHeaderCell>
            <TableHeaderCell className={styles.wide}>Target</TableHeaderCell>
            <TableHeaderCell className={styles.wide}>Reported</TableHeaderCell>
            {canEdit ? (
              <TableHeaderCell className={styles.actions}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </TableHeaderCell>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {metrics.data.map((metric) => (
            <TableRow key={metric.id}>
              <TableCell>
                <Link className={styles.name} to={workspacePaths.metric(project.id, metric.id)}>
                  {metric.name}
                </Link>
                <Caption1 className={styles.secondary}>
                  {metric.category} · {metricKindLabels[metric.kind]}
                </Caption1>
              </TableCell>
              <TableCell>
                <MetricStatusIndicator status={metric.status} />
              </TableCell>
              <TableCell className={styles.medium}>
                {metric.latest_report
                  ? `${formatMetricValue(metric.latest_report.value, metric.unit)} (${metric.latest_report.period_label})`
                  : 'No report yet'}
              </TableCell>
              <TableCell className={styles.wide}>
                {metric.target === null ? '—' : formatMetricValue(metric.target, metric.unit)}
              </TableCell>
              <TableCell className={styles.wide}>{metric.reporting_period}</TableCell>
              {canEdit ? (
                <TableCell className={styles.actions}>
                  <Menu>
                    <MenuTrigger disableButtonEnhancement>
                      <Button
                        appearance="subtle"
                        icon={<MoreHorizontalRegular />}
                        aria-label={`Actions for ${metric.name}`}
                      />
                    </MenuTrigger>
                    <MenuPopover>
                      <MenuList>
                        <MenuItem icon={<EditRegular />} onClick={() => setEditing({ metric })}>
                          Edit
                        </MenuItem>
                        <MenuItem icon={<DeleteRegular />} onClick={() => setDeleting(metric)}>
                          Delete
                        </MenuItem>
                      </MenuList>
                    </MenuPopover>
                  </Menu>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <>
      <SectionCard title="Metrics" actions={metrics.data?.length ? add : undefined}>
        {body}
      </SectionCard>
      {editing ? (
        <MetricDialog
          projectId={project.id}
          metric={editing.metric}
          team={project.team}
          onClose={() => setEditing(undefined)}
          onSaved={() => revalidate('metrics')}
        />
      ) : null}
      {deleting ? (
        <DeleteMetricDialog metric={deleting} onClose={() => setDeleting(undefined)} />
      ) : null}
    </>
  );
}
