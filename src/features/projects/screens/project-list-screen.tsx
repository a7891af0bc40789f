import { makeStyles, tokens } from '@fluentui/react-components';
import { useDeferredValue, useMemo } from 'react';
import { AddRegular, ArchiveRegular, BriefcaseRegular } from '@fluentui/react-icons';
import { projectCreatorRoles } from '@contract/projects/projects';
import { projectPaths } from '../paths';
import type { EmptyStateProps } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ProjectCard } from '@/features/projects/widgets/project-card';
import { RouterButtonLink } from '@/components/router-link';
import { enabledFeatures, useFeatureFlags, useUsersProfile } from '@/lib/session/session-reads';
import { ProjectActionsMenu } from '../components/project-actions-menu';
import { ProjectFilters } from '../components/project-filters';
import { ProjectListResults } from '../components/project-list-results';
import { ProjectTable } from '../components/project-table';
import { useProjectList, useProjectTagOptions } from '../hooks';
import { activeFilterCount, projectListFilters } from '../project-list-query';
import { useProjectListState } from '../use-project-list-state';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
});

/** `/projects`: every project the user can see, found by search, filters and sort. */
export function ProjectListScreen() {
  const styles = useStyles();
  const [read, update] = useProjectListState();
  const { data: flags } = useFeatureFlags();
  // Without the organisation's "list view of projects", projects show as cards only.
  const listView = !flags || enabledFeatures(flags).has('list_view_of_projects');
  const state = useMemo(
    () => (listView ? read : { ...read, view: 'cards' as const }),
    [read, listView],
  );
  const { data: profile, error: profileError } = useUsersProfile();
  // Below the header waits for who is signed in, which decides the header's actions: drawn
  // before them, the search and the list moved down when the actions arrived and wrapped under
  // the title on a phone (a layout shift). Header first, the rest in a background render.
  const belowHeader = useDeferredValue(profile !== undefined || profileError !== undefined);
  const list = useProjectList(projectListFilters(state));
  const { tags } = useProjectTagOptions();
  // Those who run projects create them and keep the archive (the navigation's Archive rule).
  const mayCreate = profile ? projectCreatorRoles.includes(profile.role) : false;

  const filtered = activeFilterCount(state) > 0;
  const newProject = (
    <RouterButtonLink
      to={projectPaths.newProject.href()}
      appearance="primary"
      icon={<AddRegular />}
    >
      New project
    </RouterButtonLink>
  );
  const empty: EmptyStateProps = filtered
    ? {
        icon: <BriefcaseRegular />,
        title: 'No projects match',
        message: 'Try another search, or clear some filters to see more projects.',
      }
    : {
        icon: <BriefcaseRegular />,
        title: 'No projects yet',
        message: mayCreate
          ? 'Start your first project: name it, set its phase and team, then add its changes.'
          : 'Projects you are part of will show here once a change manager adds you.',
        action: mayCreate ? newProject : undefined,
      };

  return (
    <div className={styles.root}>
      <PageHeader
        title="Projects"
        description="Every change project you can see, with its status, phase and next go-live."
        actions={
          <>
            {mayCreate ? (
              <RouterButtonLink to={projectPaths.archive.href()} icon={<ArchiveRegular />}>
                Archive
              </RouterButtonLink>
            ) : null}
            {mayCreate ? newProject : null}
          </>
        }
      />
      {belowHeader ? (
        <>
          <ProjectFilters state={state} tags={tags} onChange={update} showViews={listView} />
          <ProjectListResults
            list={list}
            what="the projects"
            empty={empty}
            count={(count) =>
              `${count === 1 ? '1 project' : `${count} projects`}${filtered ? ' match' : ''}`
            }
            pagerLabel="Projects"
            page={state.page}
            onPage={(page) => update({ page })}
          >
            {(projects) =>
              state.view === 'cards' ? (
                <ul className={styles.cards} aria-label="Projects">
                  {projects.map((project) => (
                    <li key={project.id}>
                      <ProjectCard
                        project={project}
                        headingLevel="h2"
                        actions={
                          project.can_edit ? <ProjectActionsMenu project={project} /> : undefined
                        }
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <ProjectTable
                  projects={projects}
                  caption="Projects"
                  ordering={state.ordering}
                  onOrderingChange={(ordering) => update({ ordering, page: 1 })}
                  actions={(project) =>
                    project.can_edit ? <ProjectActionsMenu project={project} /> : null
                  }
                />
              )
            }
          </ProjectListResults>
        </>
      ) : null}
    </div>
  );
}
