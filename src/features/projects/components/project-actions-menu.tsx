import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
} from '@fluentui/react-components';
import {
  ArchiveRegular,
  DeleteRegular,
  EditRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import type { ProjectSummary } from '@contract/projects/projects.schema';
import { announceAction } from '@/components/action-toasts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDelete } from '@/components/confirm-delete';
import { useArchiveProject, useDeleteProject, useRestoreProject } from '../hooks';

export interface ProjectActionsMenuProps {
  project: Pick<ProjectSummary, 'id' | 'name'>;
  /** Opens the project's details for editing, where the menu offers that. */
  onEdit?: () => void;
  /** After the project left the active list (archived or deleted). */
  onGone?: () => void;
  /** A visible label beside the icon (the workspace); the list shows the icon only. */
  labelled?: boolean;
}

/**
 * A project's own actions: edit, archive, delete. Both ask first; both can be undone from the
 * notice that follows (and later from the archive), since neither removes anything for good.
 */
export function ProjectActionsMenu({ project, onEdit, onGone, labelled }: ProjectActionsMenuProps) {
  const archiveProject = useArchiveProject();
  const deleteProject = useDeleteProject();
  const restoreProject = useRestoreProject();
  const [asking, setAsking] = useState<'archive' | 'delete'>();

  const restore = async () => {
    await restoreProject(project.id);
    announceAction({ title: `Restored “${project.name}”` });
  };

  const archive = async () => {
    await archiveProject(project.id);
    onGone?.();
    announceAction({
      title: `Archived “${project.name}”`,
      body: 'It is in the archive, where you can restore it.',
      undo: { run: restore },
    });
  };

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance={labelled ? 'secondary' : 'subtle'}
            icon={<MoreHorizontalRegular />}
            aria-label={labelled ? undefined : `Actions for ${project.name}`}
          >
            {labelled ? 'Project actions' : undefined}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {onEdit ? (
              <MenuItem icon={<EditRegular />} onClick={onEdit}>
                Edit details
              </MenuItem>
            ) : null}
            <MenuItem icon={<ArchiveRegular />} onClick={() => setAsking('archive')}>
              Archive
            </MenuItem>
            <MenuItem icon={<DeleteRegular />} onClick={() => setAsking('delete')}>
              Delete
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <ConfirmDialog
        open={asking === 'archive'}
        title={`Archive “${project.name}”?`}
        confirmLabel="Archive project"
        busyLabel="Archiving…"
        onConfirm={archive}
        onClose={() => setAsking(undefined)}
      >
        <Text as="p">
          The project leaves the active list and Home, with everything in it kept. You can restore
          it from the archive at any time.
        </Text>
      </ConfirmDialog>
      <ConfirmDelete
        open={asking === 'delete'}
        noun="project"
        name={project.name}
        consequence="Its changes, narrative, plan and metrics leave everyone’s view with it. It stays in the archive, marked deleted, so it can still be restored."
        onDelete={() => deleteProject(project.id)}
        onUndo={restore}
        onDeleted={onGone}
        onClose={() => setAsking(undefined)}
      />
    </>
  );
}
