import { Text } from '@fluentui/react-components';
import type { ProjectSummary } from '@contract/projects/projects.schema';
import { ConfirmDelete } from '@/components/confirm-delete';
import { ConfirmDialog } from '@/components/confirm-dialog';

export interface ProjectActionDialogsProps {
  project: Pick<ProjectSummary, 'id' | 'name'>;
  /** Which confirmation is open. */
  asking: 'archive' | 'delete';
  onArchive: () => Promise<void>;
  onDelete: () => Promise<unknown>;
  onRestore: () => Promise<void>;
  onGone?: () => void;
  onClose: () => void;
}

/** The project menu's confirmations, in a chunk of their own (project-actions-menu.tsx). */
export function ProjectActionDialogs({
  project,
  asking,
  onArchive,
  onDelete,
  onRestore,
  onGone,
  onClose,
}: ProjectActionDialogsProps) {
  return (
    <>
      <ConfirmDialog
        open={asking === 'archive'}
        title={`Archive “${project.name}”?`}
        confirmLabel="Archive project"
        busyLabel="Archiving…"
        onConfirm={onArchive}
        onClose={onClose}
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
        onDelete={onDelete}
        onUndo={onRestore}
        onDeleted={onGone}
        onClose={onClose}
      />
    </>
  );
}
