import {
  Body1,
  Button,
  Skeleton,
  SkeletonItem,
  Subtitle1,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, BriefcaseRegular, FlashRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { projectCreatorRoles } from '@contract/projects/projects';
import { organisationRoleLabels } from '@contract/people/roles';
import { projectPaths } from '@/features/projects/paths';
import { ActionToaster } from '@/components/action-toasts';
import { EmptyState } from '@/components/empty-state';
import { lazyPart } from '@/components/lazy-part';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { ProjectCard } from '@/features/projects/widgets/project-card';
import { RouterButtonLink, RouterLink } from '@/components/router-link';
import { todayIn } from '@/lib/dates/calendar-date';
import { useUserOrganisation, useUsersProfile } from '@/lib/session/session-reads';
import {
  UpcomingGoLives,
  UpcomingMilestones,
  HOME_WEEKS_AHEAD,
} from '../components/upcoming-lists';
import { MyActivitiesPanel } from '../components/my-activities';
import { MySurveysPanel } from '../components/my-surveys';
import { MyLeaderTasksPanel } from '../components/my-leader-tasks';
import { useMyLeaderTasks } from '@/features/leaders/hooks';
import { useMyProjects } from '@/features/projects/hooks';
import { useChangesAcrossProjects, useMyMilestones } from '../hooks';

// The comms area's feed, loaded after Home's first paint (it brings the announcement card).
const HomeAnnouncements = lazyPart(
  'home-announcements',
  () => import('@/features/comms/widgets/home-announcements').then((m) => m.HomeAnnouncements),
  <Skeleton aria-label="Loading your announcements">
    <SkeletonItem size={48} />
  </Skeleton>,
);

const QuickCreateDialog = lazyPart(
  'quick-create',
  () => import('../components/quick-create-dialog').then((m) => m.QuickCreateDialog),
  null,
);

/** Projects shown on Home before "See all". */
const HOME_PROJECTS = 6;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  greeting: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sectionHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  heading: { margin: 0 },
  actionsPending: { width: '15rem' },
  // Room for what usually arrives (the empty state, or a row of cards) while the projects load,
  // so the sections below do not jump when they do (cumulative layout shift, DESIGN.md §8).
  projects: { display: 'flex', flexDirection: 'column', minHeight: '14.5rem' },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
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
  },
});

/** `/` and `/home`: the user's projects and what is coming up in them, and a quick start. */
export function HomeScreen() {
  const styles = useStyles();
  const { data: profile } = useUsersProfile();
  const { data: organisation } = useUserOrganisation();
  const projects = useMyProjects();
  const changes = useChangesAcrossProjects();
  const milestones = useMyMilestones(projects.data);
  const [quickCreate, setQuickCreate] = useState(false);
  // Only people who lead an impacted group have leader tasks; the panel shows for them.
  const leaderTasks = useMyLeaderTasks('open');
  const today = todayIn(organisation?.time_zone);
  const mayCreate = profile ? projectCreatorRoles.includes(profile.role) : false;
  const projectIds = projects.data ? new Set(projects.data.map((p) => p.id)) : undefined;

  return (
    <div className={styles.root}>
      <PageHeader
        title="Home"
        actions={
          mayCreate ? (
            <>
              <Button icon={<FlashRegular />} onClick={() => setQuickCreate(true)}>
                Quick create
              </Button>
              <RouterButtonLink
                to={projectPaths.newProject.href()}
                appearance="primary"
                icon={<AddRegular />}
              >
                New project
              </RouterButtonLink>
            </>
          ) : profile ? undefined : (
            // Until the role is known, the buttons' place is held: on a phone they wrap under
            // the title, and their arrival would push the whole screen down.
            <Skeleton aria-label="Loading your actions" className={styles.actionsPending}>
              <SkeletonItem size={32} />
            </Skeleton>
          )
        }
        description={
          profile ? (
            <span className={styles.greeting}>
              <Subtitle1 as="span">
                Welcome, {profile.display_name || `${profile.first_name} ${profile.last_name}`}
              </Subtitle1>
              <span>
                You are signed in to {profile.organisation.name} as{' '}
                {organisationRoleLabels[profile.role].toLowerCase()}.
              </span>
            </span>
          ) : (
            // The greeting's two lines at their own heights, so nothing moves when it arrives.
            <Skeleton aria-label="Loading your profile" className={styles.greeting}>
              <SkeletonItem size={28} />
              <SkeletonItem size={20} />
            </Skeleton>
          )
        }
      />

      <section className={styles.section} aria-labelledby="home-projects">
        <div className={styles.sectionHead}>
          <Subtitle2 as="h2" id="home-projects" className={styles.heading}>
            Your projects
          </Subtitle2>
          {projects.data && projects.data.length > 0 ? (
            <RouterLink to={projectPaths.projects.href()}>See all projects</RouterLink>
          ) : null}
        </div>
        <div className={styles.projects}>
          {projects.error && !projects.data ? (
            <LoadFailure
              what="your projects"
              error={projects.error}
              retry={() => projects.mutate()}
            />
          ) : !projects.data ? (
            <Skeleton aria-label="Loading your projects">
              <SkeletonItem size={96} />
            </Skeleton>
          ) : projects.data.length === 0 ? (
            <EmptyState
              icon={<BriefcaseRegular />}
              title="You are not on a project yet"
              message={
                mayCreate
                  ? 'Start one now: name it, set its phase and team, then add its changes.'
                  : 'When a change manager adds you to a project’s team, it shows here.'
              }
              action={
                mayCreate ? (
                  <RouterButtonLink
                    to={projectPaths.newProject.href()}
                    appearance="primary"
                    icon={<AddRegular />}
                  >
                    New project
                  </RouterButtonLink>
                ) : (
                  <RouterButtonLink to={projectPaths.projects.href()}>
                    Browse projects
                  </RouterButtonLink>
                )
              }
            />
          ) : (
            <ul className={styles.cards}>
              {projects.data.slice(0, HOME_PROJECTS).map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} headingLevel="h3" />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-coming-up">
        <Subtitle2 as="h2" id="home-coming-up" className={styles.heading}>
          Coming up in the next {HOME_WEEKS_AHEAD} weeks
        </Subtitle2>
        <div className={styles.columns}>
          <div className={styles.panel}>
            <Subtitle2 as="h3" className={styles.heading}>
              Go-lives
            </Subtitle2>
            <UpcomingGoLives
              changes={changes.data}
              error={changes.error}
              retry={() => changes.mutate()}
              projectIds={projectIds}
              today={today}
            />
          </div>
          <div className={styles.panel}>
            <Subtitle2 as="h3" className={styles.heading}>
              Milestones
            </Subtitle2>
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
          </div>
          <div className={styles.panel}>
            <Subtitle2 as="h3" className={styles.heading}>
              My activities
            </Subtitle2>
            <MyActivitiesPanel />
          </div>
          <div className={styles.panel}>
            <Subtitle2 as="h3" className={styles.heading}>
              My surveys to answer
            </Subtitle2>
            <MySurveysPanel />
          </div>
          <div className={styles.panel}>
            <Subtitle2 as="h3" className={styles.heading}>
              Latest announcements
            </Subtitle2>
            <HomeAnnouncements />
          </div>
          {leaderTasks.data && leaderTasks.data.results.length > 0 ? (
            <div className={styles.panel}>
              <Subtitle2 as="h3" className={styles.heading}>
                My leader tasks
              </Subtitle2>
              <MyLeaderTasksPanel tasks={leaderTasks.data.results} />
            </div>
          ) : null}
        </div>
      </section>
      {quickCreate ? <QuickCreateDialog onClose={() => setQuickCreate(false)} /> : null}
      {/* Notices of what is done from Home's panels (a leader task checked off). */}
      <ActionToaster />
    </div>
  );
}
