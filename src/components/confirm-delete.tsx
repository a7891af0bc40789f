import { Text } from '@fluentui/react-components';
import { announceAction } from './action-toasts';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmDeleteProps {
  open: boolean;
  /** What goes, as a noun: "change". */
  noun: string;
  /** Its name, shown in quotes: "Go live". */
  name: string;
  /** What deleting it means beyond itself (its reports go too, the team loses access…). */
  consequence?: string;
  onDelete: () => Promise<unknown>;
  /** For a soft delete: brings it back. The notice then offers Undo. */
  onUndo?: () => Promise<unknown>;
  /** After the delete: leave a screen that showed it. */
  onDeleted?: () => void;
  onClose: () => void;
}

/**
 * Asks before deleting one thing, then says it is gone; a soft delete's notice offers Undo for
 * ten seconds (Ctrl+M reaches it by keyboard). Focus starts on Cancel.
 */
export function ConfirmDelete({
  open,
  noun,
  name,
  consequence,
  onDelete,
  onUndo,
  onDeleted,
  onClose,
}: ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`Delete the ${noun} “${name}”?`}
      confirmLabel={`Delete ${noun}`}
      busyLabel="Deleting…"
      destructive
      onClose={onClose}
      onConfirm={async () => {
        await onDelete();
        announceAction({
          title: `Deleted the ${noun} “${name}”`,
          undo: onUndo ? { run: onUndo } : undefined,
        });
        onDeleted?.();
      }}
    >
      <Text as="p">
        {consequence ? `${consequence} ` : ''}
        {onUndo ? 'You can undo this for a few seconds afterwards.' : 'This cannot be undone.'}
      </Text>
    </ConfirmDialog>
  );
}
