import {
  Body1,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { HOME_WEEKS_AHEAD } from '@contract/projects/changes';
import { lazyPart } from '@/components/lazy-part';
import { useMyLeaderTasks } from '@/features/leaders/hooks';
import { useMyProjects } from '@/features/projects/hooks';
import { todayIn } from '@/lib/dates/calendar-date';
import { useUserOrganisation } from '@/lib/session/session-reads';
import { useUpcomingGoLives, useMyMilestones } from '../hooks';
import { MyActivitiesPanel } from './my-activities';
import { MyLeaderTasksPanel } from './my-leader-tasks';
import { MySurveysPanel } from './my-surveys';
import { UpcomingGoLives, UpcomingMilestones } from './upcoming-lists';

// The comms area's feed, loaded after Home's first paint (it brings the announcement card).
const HomeAnnouncements = lazyPart(
  'home-announcements',
  () => import('@/features/comms/widgets/home-announcements').then((m) => m.HomeAnnouncements),
  <Skeleton aria-label="Loading your announcements">
    <SkeletonItem size={48} />
  </Skeleton>,
);

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    minWidth: 0,
    // A panel's heading and empty state fit, so loading one moves nothing around it.
    minHeight: '14.5rem',
    boxSizing: 'border-box',
    // Below the fold on a phone: the browser lays a panel out once it comes near the screen.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 14.5rem',
  },
});

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.panel}>
      <Subtitle2 as="h3" className={styles.heading}>
        {title}
      </Subtitle2>
      {children}
    </div>
  );
}

/** Today in the organisation's time zone (Overdue and "in 3 days" depend on it). */
function useToday(): string {
  const { data: organisation } = useUserOrganisation();
  return todayIn(organisation?.time_zone);
}

function GoLivesPanel() {
  const projects = useMyProjects();
  const changes = useUpcomingGoLives();
  const today = useToday();
  const projectIds = projects.data ? new Set(projects.data.map((p) => p.id)) : undefined;
  return (
    <Panel title="Go-lives">
      <UpcomingGoLives
        changes={changes.data}
        error={changes.error}
        retry={() => changes.mutate()}
        projectIds={projectIds}
        today={today}
      />
    </Panel>
  );
}

function MilestonesPanel() {
  const styles = useStyles();
  const projects = useMyProjects();
  const milestones = useMyMilestones(projects.data);
  const today = useToday();
  return (
    <Panel title="Milestones">
      {projects.data?.length === 0 ? (
        <Body1 as="p" className={styles.muted}>
          Milestones of your projects show here.
        </Body1>
      ) : (
        <UpcomingMilestones
          milestones={milestones.data}
          error={milestones.error}
          retry={() => milestones.mutate()}
          today={today}
        />
      )}
    </Panel>
  );
}

/** Only people who lead an impacted group have leader tasks; the panel shows for them. */
function LeaderTasksPanel() {
  const leaderTasks = useMyLeaderTasks('open');
  if (!leaderTasks.data || leaderTasks.data.results.length === 0) return null;
  return (
    <Panel title="My leader tasks">
      <MyLeaderTasksPanel tasks={leaderTasks.data.results} />
    </Panel>
  );
}

/**
 * Home's "Coming up": go-lives, milestones, activities, surveys, announcements and leader tasks.
 * Each panel reads its own data, so an answer redraws its panel, not the whole of Home.
 */
export function ComingUp() {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby="home-coming-up">
      <Subtitle2 as="h2" id="home-coming-up" className={styles.heading}>
        Coming up in the next {HOME_WEEKS_AHEAD} weeks
      </Subtitle2>
      <div className={styles.columns}>
        <GoLivesPanel />
        <MilestonesPanel />
        <Panel title="My activities">
          <MyActivitiesPanel />
        </Panel>
        <Panel title="My surveys to answer">
          <MySurveysPanel />
        </Panel>
        <Panel title="Latest announcements">
          <HomeAnnouncements />
        </Panel>
        <LeaderTasksPanel />
      </div>
    </section>
  );
}
