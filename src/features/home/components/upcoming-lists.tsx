import {
  Body1,
  Caption1,
  Skeleton,
  SkeletonItem,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CalendarLtrRegular, DiamondRegular, RocketRegular } from '@fluentui/react-icons';
import { useDeferredValue } from 'react';
import { HOME_GO_LIVES, HOME_WEEKS_AHEAD } from '@contract/projects/changes';
import type { ChangeAcrossProjects } from '@contract/projects/changes.schema';
import type { ProjectSummary } from '@contract/projects/projects.schema';
import type { Milestone } from '@contract/projects/work-plan.schema';
import { projectPaths } from '@/features/projects/paths';
import { EmptyState } from '@/components/empty-state';
import { LoadFailure } from '@/components/load-failure';
import { RouterLink } from '@/components/router-link';
import { WorkItemStateBadge } from '@/features/projects/widgets/work-item-state-badge';
import { addDays } from '@/lib/dates/calendar-date';
import { useFormat } from '@/lib/format/use-format';
import type { ApiError } from '@/lib/api-client/api-error';

const SHOWN = HOME_GO_LIVES;

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  date: {
    flexShrink: 0,
    width: '3.5rem',
    textAlign: 'center',
    paddingBlock: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase200,
    fontSize: tokens.fontSizeBase200,
  },
  day: { display: 'block', fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

function DateChip({ date }: { date: string }) {
  const format = useFormat();
  const styles = useStyles();
  const [, day, month] = format.date(date).match(/^(\d+) (\w+)/) ?? [];
  return (
    <span className={styles.date} aria-hidden="true">
      {month}
      <span className={styles.day}>{day}</span>
    </span>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Skeleton aria-label={label}>
      <SkeletonItem size={40} />
      <SkeletonItem size={40} />
    </Skeleton>
  );
}

function goLiveOf(change: ChangeAcrossProjects): string | null {
  return change.date_mode === 'DURATION' ? change.start_date : change.go_live_date;
}

/** Go-lives of the user's projects in the coming weeks, soonest first. */
export function UpcomingGoLives({
  changes: answered,
  error,
  retry,
  projectIds,
  today,
}: {
  changes: readonly ChangeAcrossProjects[] | undefined;
  error?: ApiError;
  retry: () => Promise<unknown>;
  projectIds: ReadonlySet<number> | undefined;
  today: string;
}) {
  const format = useFormat();
  const styles = useStyles();
  // The first answer is drawn in a background render that yields to the browser (as ReadState's
  // `deferred` lists are).
  const changes = useDeferredValue(answered) === undefined ? undefined : answered;
  if (error && !answered)
    return <LoadFailure what="upcoming go-lives" error={error} retry={retry} />;
  if (!changes || !projectIds) return <Loading label="Loading go-lives" />;
  const until = addDays(today, HOME_WEEKS_AHEAD * 7);
  const upcoming = changes
    .map((change) => ({ change, date: goLiveOf(change) }))
    .filter(
      (entry): entry is { change: ChangeAcrossProjects; date: string } =>
        entry.date !== null &&
        entry.date >= today &&
        entry.date <= until &&
        projectIds.has(entry.change.project),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .slice(0, SHOWN);
  if (upcoming.length === 0) {
    return (
      <EmptyState
        icon={<RocketRegular />}
        headingLevel="h3"
        title="No go-lives coming up"
        message={`Nothing in your projects goes live in the next ${HOME_WEEKS_AHEAD} weeks.`}
      />
    );
  }
  return (
    <ul className={styles.list}>
      {upcoming.map(({ change, date }) => (
        <li key={change.id} className={styles.item}>
          <DateChip date={date} />
          <span className={styles.text}>
            <RouterLink to={`${projectPaths.project.href(change.project, 'changes')}/${change.id}`}>
              {change.name}
            </RouterLink>
            <Caption1 className={styles.muted}>
              {change.project_name} · {format.date(date)} ({format.relativeDays(date, today)})
            </Caption1>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Milestones of the user's projects that are overdue or due in the coming weeks. */
export function UpcomingMilestones({
  milestones: answered,
  error,
  retry,
  today,
}: {
  milestones: readonly { project: ProjectSummary; milestone: Milestone }[] | undefined;
  error?: ApiError;
  retry: () => Promise<unknown>;
  today: string;
}) {
  const format = useFormat();
  const styles = useStyles();
  const milestones = useDeferredValue(answered) === undefined ? undefined : answered;
  if (error && !answered) return <LoadFailure what="milestones" error={error} retry={retry} />;
  if (!milestones) return <Loading label="Loading milestones" />;
  const until = addDays(today, HOME_WEEKS_AHEAD * 7);
  const upcoming = milestones
    .filter(
      ({ milestone }) =>
        milestone.state === 'Overdue' ||
        (milestone.state === 'Open' && milestone.due_date <= until),
    )
    .sort((a, b) => (a.milestone.due_date < b.milestone.due_date ? -1 : 1))
    .slice(0, SHOWN);
  if (upcoming.length === 0) {
    return (
      <EmptyState
        icon={<CalendarLtrRegular />}
        headingLevel="h3"
        title="No milestones due"
        message={`No open milestones fall due in the next ${HOME_WEEKS_AHEAD} weeks, and none are overdue.`}
      />
    );
  }
  return (
    <ul className={styles.list}>
      {upcoming.map(({ project, milestone }) => (
        <li key={milestone.id} className={styles.item}>
          <DateChip date={milestone.due_date} />
          <span className={styles.text}>
            <Body1>
              <DiamondRegular aria-hidden="true" /> {milestone.name}
            </Body1>
            <Caption1 className={styles.muted}>
              <RouterLink to={projectPaths.project.href(project.id, 'plan')}>
                {project.name}
              </RouterLink>{' '}
              · {format.date(milestone.due_date)}
            </Caption1>
            {milestone.state === 'Overdue' ? (
              <span>
                <WorkItemStateBadge state="Overdue" />
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
