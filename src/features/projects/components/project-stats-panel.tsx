import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { deploymentStateLabels, deploymentStates } from '@contract/projects/change-attributes';
import { metricNoDataLabel, metricStatuses } from '@contract/projects/metrics';
import type { ProjectStats } from '@contract/projects/project-stats.schema';
import { UPCOMING_GO_LIVE_DAYS } from '@contract/projects/project-stats';
import { EmptyState } from '@/components/empty-state';
import { ReadState } from '@/components/read-state';
import { RouterLink } from '@/components/router-link';
import { useFormat } from '@/lib/format/use-format';
import { StackList } from '@/components/stack-list';
import { useProjectStats } from '../hooks';
import { useOrganisationToday } from '../project-context';
import { workspacePaths } from '../paths';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  detail: { color: tokens.colorNeutralForeground2, margin: 0 },
  overdue: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
});

function Tile({ label, value, detail }: { label: string; value: number; detail?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.tile}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {detail ? <dd className={styles.detail}>{detail}</dd> : null}
    </div>
  );
}

function itemsDetail(counts: ProjectStats['deliverables'], className: string) {
  return (
    <Caption1>
      {counts.open} open ·{' '}
      <span className={counts.overdue ? className : undefined}>{counts.overdue} overdue</span> ·{' '}
      {counts.closed} closed
    </Caption1>
  );
}

/** The project's numbers (project-stats) and its go-lives of the next 90 days. */
export function ProjectStatsPanel({ projectId }: { projectId: number }) {
  const stats = useProjectStats(projectId);
  return (
    <ReadState read={stats} what="the project’s numbers" rows={1}>
      {(s) => <ProjectStatsView projectId={projectId} stats={s} />}
    </ReadState>
  );
}

function ProjectStatsView({ projectId, stats: s }: { projectId: number; stats: ProjectStats }) {
  const format = useFormat();
  const styles = useStyles();
  const today = useOrganisationToday();
  const byState = deploymentStates
    .filter((state) => (s.changes.by_deployment_state[state] ?? 0) > 0)
    .map(
      (state) =>
        `${s.changes.by_deployment_state[state]} ${deploymentStateLabels[state].toLowerCase()}`,
    )
    .join(' · ');
  const byStatus = metricStatuses
    .filter((status) => (s.metrics.by_status[status] ?? 0) > 0)
    .map((status) => `${s.metrics.by_status[status]} ${status.toLowerCase()}`)
    .concat(
      s.metrics.no_data > 0 ? [`${s.metrics.no_data} with ${metricNoDataLabel.toLowerCase()}`] : [],
    )
    .join(' · ');

  return (
    <>
      <SectionCard title="At a glance">
        <dl className={styles.tiles}>
          <Tile
            label="Changes"
            value={s.changes.total}
            detail={byState ? <Caption1>{byState}</Caption1> : undefined}
          />
          <Tile label="Workstreams" value={s.workstreams} />
          <Tile
            label="Deliverables"
            value={s.deliverables.total}
            detail={itemsDetail(s.deliverables, styles.overdue)}
          />
          <Tile
            label="Milestones"
            value={s.milestones.total}
            detail={itemsDetail(s.milestones, styles.overdue)}
          />
          <Tile
            label="Metrics"
            value={s.metrics.total}
            detail={byStatus ? <Caption1>{byStatus}</Caption1> : undefined}
          />
          <Tile
            label="Team"
            value={s.team_size}
            detail={<Caption1>{s.team_size === 1 ? 'person' : 'people'}</Caption1>}
          />
        </dl>
      </SectionCard>
      <SectionCard title={`Go-lives in the next ${UPCOMING_GO_LIVE_DAYS} days`}>
        {s.upcoming_go_lives.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            title="No go-lives coming up"
            message="Changes with a go-live date or deployment period in the next 90 days show here."
          />
        ) : (
          <StackList>
            {s.upcoming_go_lives.map((goLive) => (
              <li key={goLive.change} className={styles.item}>
                <RouterLink to={workspacePaths.change(projectId, goLive.change)}>
                  {goLive.name}
                </RouterLink>
                <Body1>
                  {format.date(goLive.date)}{' '}
                  <Caption1 className={styles.detail}>
                    ({format.relativeDays(goLive.date, today)})
                  </Caption1>
                </Body1>
              </li>
            ))}
          </StackList>
        )}
      </SectionCard>
    </>
  );
}
