import { Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArchiveRegular, ArrowUndoRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ProjectSummary } from '@contract/projects/projects.schema';
import { projectPaths } from '../paths';
import { ActionToaster, announceAction } from '@/components/action-toasts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { RouterButtonLink } from '@/components/router-link';
import { useFormat } from '@/lib/format/use-format';
import { ProjectFilters } from '../components/project-filters';
import { ProjectListResults } from '../components/project-list-results';
import { ProjectTable } from '../components/project-table';
import {
  useArchiveProject,
  useDeleteProject,
  useProjectList,
  useProjectTagOptions,
  useRestoreProject,
} from '../hooks';
import { activeFilterCount, projectListFilters } from '../project-list-query';
import { useProjectListState } from '../use-project-list-state';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  why: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** `/archive`: archived and deleted projects, each restorable by those who may edit it. */
export function ArchiveScreen() {
  const format = useFormat();
  const styles = useStyles();
  const [read, update] = useProjectListState();
  const state = { ...read, view: 'list' as const };
  const list = useProjectList(projectListFilters(state, { archived: true }));
  const { tags } = useProjectTagOptions();
  const restoreProject = useRestoreProject();
  const deleteProject = useDeleteProject();
  const archiveProject = useArchiveProject();
  const [restoring, setRestoring] = useState<ProjectSummary>();

  const restore = async (project: ProjectSummary) => {
    const wasDeleted = project.deleted_at !== null;
    await restoreProject(project.id);
    announceAction({
      title: `Restored “${project.name}”`,
      body: 'It is back in the active list and on Home.',
      undo: {
        label: wasDeleted ? 'Undo: delete again' : 'Undo: archive again',
        run: async () => {
          if (wasDeleted) await deleteProject(project.id);
          else await archiveProject(project.id);
        },
      },
    });
  };

  return (
    <div className={styles.root}>
      <PageHeader
        title="Archive"
        description="Projects that were archived or deleted. Their changes, narrative, plan and metrics are kept; restore one to bring it back."
        actions={
          <RouterButtonLink to={projectPaths.projects.href()}>Active projects</RouterButtonLink>
        }
      />
      <ProjectFilters state={state} tags={tags} onChange={update} showViews={false} />
      <ProjectListResults
        list={list}
        what="the archive"
        empty={{
          icon: <ArchiveRegular />,
          title: activeFilterCount(state)
            ? 'Nothing in the archive matches'
            : 'The archive is empty',
          message: activeFilterCount(state)
            ? 'Try another search or fewer filters.'
            : 'Projects you archive or delete wait here, ready to be restored.',
        }}
        count={(count) => `${count === 1 ? '1 project' : `${count} projects`} in the archive`}
        pagerLabel="Archive"
        page={state.page}
        onPage={(page) => update({ page })}
      >
        {(projects) => (
          <ProjectTable
            projects={projects}
            caption="Archived projects"
            ordering={state.ordering}
            onOrderingChange={(ordering) => update({ ordering, page: 1 })}
            extra={{
              header: 'In the archive',
              cell: (project) => (
                <span className={styles.why}>
                  <span>{project.deleted_at ? 'Deleted' : 'Archived'}</span>
                  <Caption1 className={styles.muted}>
                    {project.deleted_at
                      ? format.timestampDate(project.deleted_at)
                      : `Last changed ${format.timestampDate(project.updated_at)}`}
                  </Caption1>
                </span>
              ),
            }}
            actions={(project) =>
              project.can_edit ? (
                <Button
                  size="small"
                  icon={<ArrowUndoRegular />}
                  onClick={() => setRestoring(project)}
                  aria-label={`Restore ${project.name}`}
                >
                  Restore
                </Button>
              ) : null
            }
          />
        )}
      </ProjectListResults>
      <ConfirmDialog
        open={restoring !== undefined}
        title={restoring ? `Restore “${restoring.name}”?` : ''}
        confirmLabel="Restore project"
        busyLabel="Restoring…"
        onConfirm={() => (restoring ? restore(restoring) : Promise.resolve())}
        onClose={() => setRestoring(undefined)}
      >
        <Text as="p">
          The project returns to the active projects list and to its team’s Home, with everything it
          held.
        </Text>
      </ConfirmDialog>
      <ActionToaster />
    </div>
  );
}
