import { Button, Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import { isLinkOrFileList, type ReferenceListName } from '@contract/admin/reference-lists';
import type { ReferenceEntry } from '@contract/admin/reference-lists.schema';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client/api-error';
import { useDeleteReferenceEntry, useUpdateReferenceEntry } from '../hooks';
import { TemplateOpen } from './template-source';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  dropTarget: { outline: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}` },
  handle: { cursor: 'grab', color: tokens.colorNeutralForeground3 },
  name: { flexGrow: 1 },
});

/** The API's message for `field`, else its first field message, else its detail. */
export function messageOf(error: unknown, field = 'name'): string {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors ?? {};
    return fields[field]?.[0] ?? Object.values(fields)[0]?.[0] ?? error.detail ?? error.reason;
  }
  return 'Something went wrong. Try again.';
}

/**
 * One entry: rename in place (Enter saves, Escape cancels), move by the arrow buttons, by
 * Alt+↑/↓ in the name, or by dragging the row onto another, archive, delete.
 */
export function ReferenceEntryRow({
  list,
  entry,
  selected,
  onSelect,
  first,
  last,
  onMove,
  onDrop,
}: {
  list: ReferenceListName;
  entry: ReferenceEntry;
  /** Chosen for a bulk delete. */
  selected: boolean;
  onSelect: (selected: boolean) => void;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  /** An entry dragged onto this row (by id): it takes this row's place. */
  onDrop: (draggedId: number) => void;
}) {
  const styles = useStyles();
  const [name, setName] = useState(entry.name);
  const [error, setError] = useState<string>();
  const [over, setOver] = useState(false);
  const update = useUpdateReferenceEntry();
  const remove = useDeleteReferenceEntry();
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setError(undefined);
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const save = () =>
    name.trim() === entry.name ? undefined : run(() => update(list, entry.id, { name }));
  return (
    <li
      className={over ? `${styles.row} ${styles.dropTarget}` : styles.row}
      draggable
      onDragStart={(event) => event.dataTransfer.setData('text/plain', String(entry.id))}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const dragged = Number(event.dataTransfer.getData('text/plain'));
        if (dragged && dragged !== entry.id) onDrop(dragged);
      }}
    >
      <Checkbox
        aria-label={`Select ${entry.name}`}
        checked={selected}
        onChange={(_, data) => onSelect(data.checked === true)}
      />
      <ReOrderDotsVerticalRegular className={styles.handle} aria-hidden />
      <Field
        className={styles.name}
        label={{ children: `Name of ${entry.name}`, className: 'visually-hidden' }}
        validationMessage={error}
      >
        <Input
          aria-label={`Rename ${entry.name}`}
          aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
          value={name}
          onChange={(_, data) => setName(data.value)}
          onBlur={() => void save()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void save();
            if (event.key === 'Escape') setName(entry.name);
            if (event.altKey && event.key === 'ArrowUp' && !first) {
              event.preventDefault();
              onMove(-1);
            }
            if (event.altKey && event.key === 'ArrowDown' && !last) {
              event.preventDefault();
              onMove(1);
            }
          }}
        />
      </Field>
      {isLinkOrFileList(list) ? <TemplateOpen list={list} entry={entry} /> : null}
      <Button
        icon={<ArrowUpRegular />}
        aria-label={`Move ${entry.name} up`}
        disabled={first}
        onClick={() => onMove(-1)}
      />
      <Button
        icon={<ArrowDownRegular />}
        aria-label={`Move ${entry.name} down`}
        disabled={last}
        onClick={() => onMove(1)}
      />
      <Button onClick={() => void run(() => update(list, entry.id, { archived: !entry.archived }))}>
        {entry.archived ? 'Restore' : 'Archive'}
      </Button>
      <Button
        icon={<DeleteRegular />}
        aria-label={`Delete ${entry.name}`}
        onClick={() => void run(() => remove(list, entry.id))}
      />
    </li>
  );
}
