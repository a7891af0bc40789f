import { makeStyles, tokens } from '@fluentui/react-components';
import { BriefcaseRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import type { EmptyStateProps } from '@/components/empty-state';
import { ProjectCard } from '@/features/projects/widgets/project-card';
import { enabledFeatures, useFeatureFlags, useUsersProfile } from '@/lib/session/session-reads';
import { useProjectList, useProjectTagOptions } from '../hooks';
import { activeFilterCount, projectListFilters } from '../project-list-query';
import { useProjectListState } from '../use-project-list-state';
import { mayCreateProjects, NewProjectLink } from '../widgets/new-project-link';
import { ProjectActionsMenu } from './project-actions-menu';
import { ProjectFilters } from './project-filters';
import { ProjectListResults } from './project-list-results';
import { ProjectTable } from './project-table';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
});

/** The projects list under its header: search, filters, sort and view, and the page of projects. */
export function ProjectListBody() {
  const styles = useStyles();
  const [read, update] = useProjectListState();
  const { data: flags } = useFeatureFlags();
  // Without the organisation's "list view of projects", projects show as cards only.
  const listView = !flags || enabledFeatures(flags).has('list_view_of_projects');
  const state = useMemo(
    () => (listView ? read : { ...read, view: 'cards' as const }),
    [read, listView],
  );
  const { data: profile } = useUsersProfile();
  const list = useProjectList(projectListFilters(state));
  const { tags } = useProjectTagOptions();
  // Those who run projects create them and keep the archive (the navigation's Archive rule).
  const mayCreate = mayCreateProjects(profile);

  const filtered = activeFilterCount(state) > 0;
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
        action: mayCreate ? <NewProjectLink /> : undefined,
      };

  return (
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
  );
}
