import {
  Button,
  type ButtonProps,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
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
import { lazyPart } from '@/components/lazy-part';
import { useArchiveProject, useDeleteProject, useRestoreProject } from '../hooks';

// The confirmations (Fluent's dialog, its motion and focus trap) load when someone asks for one:
// the menu sits on every row of the projects list (DESIGN.md §8).
const ProjectActionDialogs = lazyPart(
  'project-action-dialogs',
  () => import('./project-action-dialogs').then((m) => m.ProjectActionDialogs),
  null,
);

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
  // Fluent's menu (its trigger, positioning and outside-click listeners) is drawn once someone
  // opens it: the button sits on each of the projects list's 20 rows, whose first render was
  // the first screen's longest task on a phone (DESIGN.md §8).
  const [menuMounted, setMenuMounted] = useState(false);

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

  const button: ButtonProps = {
    appearance: labelled ? 'secondary' : 'subtle',
    icon: <MoreHorizontalRegular />,
    'aria-label': labelled ? undefined : `Actions for ${project.name}`,
    children: labelled ? 'Project actions' : undefined,
  };

  return (
    <>
      {menuMounted ? (
        // Mounted open, the menu moves focus to its first item; closing returns focus to this
        // trigger, which from now on is the menu's own.
        <Menu defaultOpen>
          <MenuTrigger disableButtonEnhancement>
            <Button {...button} />
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
      ) : (
        // What Fluent's closed trigger is to a screen reader: a button with a menu.
        <Button
          {...button}
          aria-haspopup="menu"
          onClick={() => setMenuMounted(true)}
          // Fluent's trigger opens on the Down arrow too (and leaves the key to the table).
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') setMenuMounted(true);
          }}
        />
      )}
      {asking ? (
        <ProjectActionDialogs
          project={project}
          asking={asking}
          onArchive={archive}
          onDelete={() => deleteProject(project.id)}
          onRestore={restore}
          onGone={onGone}
          onClose={() => setAsking(undefined)}
        />
      ) : null}
    </>
  );
}
