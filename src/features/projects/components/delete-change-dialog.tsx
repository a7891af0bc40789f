import type { Change } from '@contract/projects/changes.schema';
import { ConfirmDelete } from '@/components/confirm-delete';
import { useDeleteChange } from '../hooks';

/** Asks, then deletes a change with its impact attributes and go-live events. */
export function DeleteChangeDialog({
  change,
  onClose,
  onDeleted,
}: {
  change: Pick<Change, 'id' | 'project' | 'name'>;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const deleteChange = useDeleteChange();
  return (
    <ConfirmDelete
      open
      noun="change"
      name={change.name}
      consequence="Its classification, timing and go-live events are deleted with it."
      onDelete={() => deleteChange(change.project, change.id)}
      onDeleted={onDeleted}
      onClose={onClose}
    />
  );
}
