import { Text } from '@fluentui/react-components';
import type { Change } from '@contract/projects/changes.schema';
import { announceAction } from '@/components/action-toasts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { deleteChange } from '../api';
import { useRevalidate } from '../hooks';

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
  const revalidate = useRevalidate();
  return (
    <ConfirmDialog
      open
      title={`Delete the change “${change.name}”?`}
      confirmLabel="Delete change"
      busyLabel="Deleting…"
      destructive
      onConfirm={async () => {
        await deleteChange(change.project, change.id);
        onDeleted?.();
        void revalidate('changes');
        announceAction({ title: `Deleted the change “${change.name}”` });
      }}
      onClose={onClose}
    >
      <Text as="p">
        Its classification, timing and go-live events are deleted with it. This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
