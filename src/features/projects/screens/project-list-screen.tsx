import { Skeleton, SkeletonItem, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArchiveRegular, BriefcaseRegular } from '@fluentui/react-icons';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { projectCreatorRoles } from '@contract/projects/projects';
import { projectPaths } from '../paths';
import { EmptyState } from '@/components/empty-state';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { ProjectCard } from '@/features/projects/widgets/project-card';
import { RouterButtonLink } from '@/components/router-link';
import { enabledFeatures, useFeatureFlags, useUsersProfile } from '@/lib/session/session-reads';
import { ProjectActionsMenu } from '../components/project-actions-menu';
import { ProjectFilters } from '../components/project-filters';
import { ProjectTable } from '../components/project-table';
import { useProjectList, useProjectTagOptions } from '../hooks';
import {
  PROJECTS_PAGE_SIZE,
  activeFilterCount,
  projectListFilters,
  projectListParams,
  readProjectListState,
  type ProjectListState,
} from '../project-list-query';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  count: { color: tokens.colorNeutralForeground2 },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  loading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** `/projects`: every project the user can see, found by search, filters and sort. */
export function ProjectListScreen() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const { data: flags } = useFeatureFlags();
  // Without the organisation's "list view of projects", projects show as cards only.
  const listView = !flags || enabledFeatures(flags).has('list_view_of_projects');
  const read = readProjectListState(params);
  const state = listView ? read : { ...read, view: 'cards' as const };
  const { data: profile } = useUsersProfile();
  const list = useProjectList(projectListFilters(state));
  const { tags } = useProjectTagOptions();
  // Those who run projects create them and keep the archive (the navigation's Archive rule).
  const mayCreate = profile ? projectCreatorRoles.includes(profile.role) : false;

  const paramsText = params.toString();
  const update = useCallback(
    (next: Partial<ProjectListState>) => {
      const current = readProjectListState(new URLSearchParams(paramsText));
      // A new search replaces the entry it refines; every other choice is a step back can undo.
      setParams(projectListParams({ ...current, ...next }), {
        replace: Object.keys(next).includes('search'),
      });
    },
    [paramsText, setParams],
  );

  const filtered = activeFilterCount(state) > 0;
  const data = list.data;

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
            {mayCreate ? (
              <RouterButtonLink
                to={projectPaths.newProject.href()}
                appearance="primary"
                icon={<AddRegular />}
              >
                New project
              </RouterButtonLink>
            ) : null}
          </>
        }
      />
      <ProjectFilters state={state} tags={tags} onChange={update} showViews={listView} />

      {list.error && !data ? (
        <LoadFailure what="the projects" error={list.error} retry={() => list.mutate()} />
      ) : !data ? (
        <Skeleton aria-label="Loading projects" className={styles.loading}>
          <SkeletonItem size={32} />
          <SkeletonItem size={32} />
          <SkeletonItem size={32} />
        </Skeleton>
      ) : data.count === 0 ? (
        filtered ? (
          <EmptyState
            icon={<BriefcaseRegular />}
            title="No projects match"
            message="Try another search, or clear some filters to see more projects."
          />
        ) : (
          <EmptyState
            icon={<BriefcaseRegular />}
            title="No projects yet"
            message={
              mayCreate
                ? 'Start your first project: name it, set its phase and team, then add its changes.'
                : 'Projects you are part of will show here once a change manager adds you.'
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
              ) : undefined
            }
          />
        )
      ) : (
        <>
          <Text className={styles.count} role="status">
            {data.count === 1 ? '1 project' : `${data.count} projects`}
            {filtered ? ' match' : ''}
          </Text>
          {state.view === 'cards' ? (
            <ul className={styles.cards} aria-label="Projects">
              {data.results.map((project) => (
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
              projects={data.results}
              caption="Projects"
              actions={(project) =>
                project.can_edit ? <ProjectActionsMenu project={project} /> : null
              }
            />
          )}
          <Pager
            label="Projects"
            page={state.page}
            pageSize={PROJECTS_PAGE_SIZE}
            count={data.count}
            onPage={(page) => update({ page })}
          />
        </>
      )}
    </div>
  );
}
