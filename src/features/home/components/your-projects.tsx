import { Skeleton, SkeletonItem, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { BriefcaseRegular } from '@fluentui/react-icons';
import { useDeferredValue } from 'react';
import { projectPaths } from '@/features/projects/paths';
import { EmptyState } from '@/components/empty-state';
import { LoadFailure } from '@/components/load-failure';
import { ProjectCard } from '@/features/projects/widgets/project-card';
import { RouterButtonLink, RouterLink } from '@/components/router-link';
import { useUsersProfile } from '@/lib/session/session-reads';
import { useMyProjects } from '@/features/projects/hooks';
import { mayCreateProjects, NewProjectLink } from '@/features/projects/widgets/new-project-link';

/** Projects shown on Home before "See all". */
const HOME_PROJECTS = 6;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sectionHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  heading: { margin: 0 },
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
});

/** Home's "Your projects": the first of the person's projects as cards, or how to start one. */
export function YourProjects() {
  const styles = useStyles();
  const projects = useMyProjects();
  // The first answer's cards are drawn in a background render that yields to the browser, not
  // in the urgent update the answer arrives as (as ReadState's `deferred` lists are).
  const background = useDeferredValue(projects.data);
  const data = background === undefined ? undefined : projects.data;
  const { data: profile } = useUsersProfile();
  const mayCreate = mayCreateProjects(profile);
  // An admin or the change office oversees the portfolio: Home lists every active project.
  const oversees = profile?.role === 'ADMIN' || profile?.role === 'CHANGE_OFFICE';
  return (
    <section className={styles.section} aria-labelledby="home-projects">
      <div className={styles.sectionHead}>
        <Subtitle2 as="h2" id="home-projects" className={styles.heading}>
          {oversees ? 'Active projects' : 'Your projects'}
        </Subtitle2>
        {data && data.length > 0 ? (
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
        ) : !data ? (
          <Skeleton aria-label="Loading your projects">
            <SkeletonItem size={96} />
          </Skeleton>
        ) : data.length === 0 ? (
          <EmptyState
            icon={<BriefcaseRegular />}
            title={oversees ? 'No active projects yet' : 'You are not on a project yet'}
            message={
              mayCreate
                ? 'Start one now: name it, set its phase and team, then add its changes.'
                : 'When a change manager adds you to a project’s team, it shows here.'
            }
            action={
              mayCreate ? (
                <NewProjectLink />
              ) : (
                <RouterButtonLink to={projectPaths.projects.href()}>
                  Browse projects
                </RouterButtonLink>
              )
            }
          />
        ) : (
          <ul className={styles.cards}>
            {data.slice(0, HOME_PROJECTS).map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
