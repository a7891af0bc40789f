import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { PendingDelete } from './use-bulk-delete';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBlock: tokens.spacingVerticalS,
  },
});

/**
 * Above a list: select every shown entry, delete the selected ones, and, while the deleted ones
 * wait for the server, the Undo that brings them back; then what the server refused and why.
 */
export function BulkDeleteBar({
  label,
  shown,
  selected,
  onSelectAll,
  onDelete,
  pending,
  deleting,
  refused,
  onUndo,
}: {
  /** The list's plural label, lower case ("project tags"). */
  label: string;
  shown: number;
  selected: number;
  onSelectAll: (all: boolean) => void;
  onDelete: () => void;
  pending: PendingDelete | null;
  deleting: boolean;
  refused: readonly string[];
  onUndo: () => void;
}) {
  const styles = useStyles();
  const all = shown > 0 && selected === shown;
  return (
    <>
      <div className={styles.bar} role="group" aria-label={`Select ${label}`}>
        <Checkbox
          label="Select all shown"
          disabled={shown === 0}
          checked={all ? true : selected > 0 ? 'mixed' : false}
          onChange={() => onSelectAll(!all)}
        />
        <Button icon={<DeleteRegular />} disabled={selected === 0} onClick={onDelete}>
          {selected > 0 ? `Delete selected (${selected})` : 'Delete selected'}
        </Button>
      </div>
      <div aria-live="polite">
        {pending ? (
          <MessageBar intent="info">
            <MessageBarBody>
              <MessageBarTitle>
                Deleted {pending.ids.length} {pending.ids.length === 1 ? 'entry' : 'entries'}
              </MessageBarTitle>
              {pending.names.join(', ')}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={onUndo}>Undo</Button>
            </MessageBarActions>
          </MessageBar>
        ) : deleting ? (
          <MessageBar intent="info">
            <MessageBarBody>Deleting…</MessageBarBody>
          </MessageBar>
        ) : null}
        {refused.length > 0 ? (
          <MessageBar intent="error">
            <MessageBarBody>
              <MessageBarTitle>Not deleted</MessageBarTitle>
              {refused.join(' ')}
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
    </>
  );
}
