import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { referenceLists, type ReferenceListName } from '@contract/admin/reference-lists';
import type { ReferenceEntry } from '@contract/admin/reference-lists.schema';
import { useState, type FormEvent } from 'react';
import { ReadState } from '@/components/read-state';
import { ApiError } from '@/lib/api-client/api-error';
import {
  useCreateReferenceEntry,
  useDeleteReferenceEntry,
  useReferenceList,
  useReorderReferenceList,
  useUpdateReferenceEntry,
} from '../hooks';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  list: { listStyleType: 'none', padding: 0, margin: 0 },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  name: { flexGrow: 1 },
});

function messageOf(error: unknown, field = 'name'): string {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors ?? {};
    return fields[field]?.[0] ?? Object.values(fields)[0]?.[0] ?? error.detail ?? error.reason;
  }
  return 'Something went wrong. Try again.';
}

/** One entry: rename in place (Enter saves, Escape cancels), move, delete. */
function EntryRow({
  list,
  entry,
  first,
  last,
  onMove,
}: {
  list: ReferenceListName;
  entry: ReferenceEntry;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const styles = useStyles();
  const [name, setName] = useState(entry.name);
  const [error, setError] = useState<string>();
  const update = useUpdateReferenceEntry();
  const remove = useDeleteReferenceEntry();
  const save = async () => {
    if (name.trim() === entry.name) return;
    try {
      await update(list, entry.id, { name });
      setError(undefined);
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return (
    <li className={styles.row}>
      <Field
        className={styles.name}
        label={{ children: `Name of ${entry.name}`, className: 'visually-hidden' }}
        validationMessage={error}
      >
        <Input
          aria-label={`Rename ${entry.name}`}
          value={name}
          onChange={(_, data) => setName(data.value)}
          onBlur={() => void save()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void save();
            if (event.key === 'Escape') setName(entry.name);
          }}
        />
      </Field>
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
      <Button
        onClick={async () => {
          try {
            await update(list, entry.id, { archived: !entry.archived });
          } catch (e) {
            setError(messageOf(e));
          }
        }}
      >
        {entry.archived ? 'Restore' : 'Archive'}
      </Button>
      <Button
        icon={<DeleteRegular />}
        aria-label={`Delete ${entry.name}`}
        onClick={async () => {
          try {
            await remove(list, entry.id);
          } catch (e) {
            setError(messageOf(e));
          }
        }}
      />
    </li>
  );
}

/** The one editor every reference list uses: search, add, rename, reorder, archive, delete. */
export function ReferenceListEditor({ list }: { list: ReferenceListName }) {
  const styles = useStyles();
  const read = useReferenceList(list);
  const create = useCreateReferenceEntry();
  const reorder = useReorderReferenceList();
  const [name, setName] = useState('');
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string>();
  const meta = referenceLists[list];

  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create(list, { name });
      setName('');
      setError(undefined);
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <section aria-labelledby={`list-${list}`}>
      <h2 id={`list-${list}`}>{meta.label}</h2>
      <Text as="p">{meta.description}</Text>
      <form className={styles.form} onSubmit={(event) => void add(event)}>
        <Field label={`New ${meta.item}`} validationMessage={error}>
          <Input value={name} onChange={(_, data) => setName(data.value)} />
        </Field>
        <Button type="submit" appearance="primary">
          Add
        </Button>
        <Field label="Search">
          <Input type="search" value={search} onChange={(_, data) => setSearch(data.value)} />
        </Field>
      </form>
      <ReadState
        read={read}
        what={`the ${meta.label.toLowerCase()}`}
        empty={{ title: `No ${meta.label.toLowerCase()} yet`, message: 'Add the first above.' }}
      >
        {(entries) => {
          const shown = entries.filter((e) =>
            e.name.toLowerCase().includes(search.trim().toLowerCase()),
          );
          const move = (index: number, delta: -1 | 1) => {
            const ids = entries.map((e) => e.id);
            const from = ids.indexOf(shown[index]?.id ?? -1);
            const to = from + delta;
            if (from < 0 || to < 0 || to >= ids.length) return;
            [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
            void reorder(list, ids);
          };
          return (
            <ul className={styles.list} aria-label={meta.label}>
              {shown.map((entry, index) => (
                <EntryRow
                  key={`${entry.id}-${entry.name}-${entry.archived}`}
                  list={list}
                  entry={entry}
                  first={index === 0}
                  last={index === shown.length - 1}
                  onMove={(delta) => move(index, delta)}
                />
              ))}
            </ul>
          );
        }}
      </ReadState>
    </section>
  );
}
