import { Button, Field, Input, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  isLinkOrFileList,
  referenceListParentKeys,
  referenceLists,
  type ReferenceListName,
} from '@contract/admin/reference-lists';
import type { ReferenceEntry } from '@contract/admin/reference-lists.schema';
import { useState, type FormEvent } from 'react';
import { ReadState } from '@/components/read-state';
import { ApiError } from '@/lib/api-client/api-error';
import { useCreateReferenceEntry, useReferenceEntries, useReorderReferenceList } from '../hooks';
import { BulkDeleteBar } from './bulk-delete-bar';
import { messageOf, ReferenceEntryRow } from './reference-entry-row';
import { noTemplateSource, TemplateSourceFields, type TemplateSource } from './template-source';
import { useBulkDelete } from './use-bulk-delete';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-end',
  },
  list: { listStyleType: 'none', padding: 0, margin: 0 },
});

type ParentKey = (typeof referenceListParentKeys)[keyof typeof referenceListParentKeys];
const parentKeys = referenceListParentKeys as Partial<Record<ReferenceListName, ParentKey>>;

/** A child list's parent list, and whether an entry may stand without a parent. */
function parentOf(list: ReferenceListName) {
  const meta = referenceLists[list];
  if (!('parent' in meta)) return undefined;
  const key = parentKeys[list];
  if (!key) return undefined;
  // A reporting site may have no region; the other children always belong to a parent.
  return { list: meta.parent, key, optional: list === 'reporting_sites' };
}

/** Moves `id` to `to` in `ids` (drag and drop), or by `delta` places (buttons and keys). */
function moved(ids: number[], id: number, to: number): number[] {
  const rest = ids.filter((x) => x !== id);
  rest.splice(Math.max(0, Math.min(to, rest.length)), 0, id);
  return rest;
}

/** The parent picker of a child list: the parent's live entries, by name. */
function ParentPicker({
  list,
  value,
  optional,
  onChange,
}: {
  list: ReferenceListName;
  value: number | undefined;
  optional: boolean;
  onChange: (id: number | undefined) => void;
}) {
  const read = useReferenceEntries(list, 0);
  const meta = referenceLists[list];
  const live = (read.data ?? []).filter((entry) => !entry.archived);
  const label = meta.item.charAt(0).toUpperCase() + meta.item.slice(1);
  return (
    <Field
      label={label}
      hint={read.data && live.length === 0 ? `Add a ${meta.item} first.` : undefined}
    >
      <Select
        value={value === undefined ? '' : String(value)}
        onChange={(_, data) => onChange(data.value ? Number(data.value) : undefined)}
      >
        {optional || value === undefined ? (
          <option value="">{optional ? `Any ${meta.item}` : `Choose a ${meta.item}`}</option>
        ) : null}
        {live.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * The one editor every reference list uses: search, add, rename, reorder (buttons, Alt+arrows,
 * drag), archive, delete. A child list (sites, sub-functions, reach items, deliverables) is
 * edited under the parent chosen in its picker; a tool template also takes its link.
 */
export function ReferenceListEditor({ list }: { list: ReferenceListName }) {
  const styles = useStyles();
  const parent = parentOf(list);
  const [parentId, setParentId] = useState<number>();
  const read = useReferenceEntries(list, parentId ?? 0);
  const create = useCreateReferenceEntry();
  const reorder = useReorderReferenceList();
  const [name, setName] = useState('');
  const [source, setSource] = useState<TemplateSource>(noTemplateSource);
  const [added, setAdded] = useState(0);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const bulk = useBulkDelete(list);
  const [errors, setErrors] = useState<{
    name?: string;
    url?: string | undefined;
    file?: string | undefined;
    parent?: string;
  }>({});
  const meta = referenceLists[list];
  const linkOrFile = isLinkOrFileList(list);
  const needsParent = parent !== undefined && !parent.optional && parentId === undefined;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (needsParent) {
      setErrors({ parent: `Choose a ${referenceLists[parent.list].item} first.` });
      return;
    }
    try {
      await create(
        list,
        {
          name,
          ...(parent && parentId !== undefined ? { [parent.key]: parentId } : {}),
          ...(linkOrFile && source.url ? { url: source.url } : {}),
        },
        linkOrFile ? source.file : null,
      );
      setName('');
      setSource(noTemplateSource);
      setAdded((n) => n + 1);
      setErrors({});
    } catch (e) {
      // A link's or a file's message sits under its field; anything else under the name.
      const fields = e instanceof ApiError ? (e.fieldErrors ?? {}) : {};
      const url = fields.url?.[0];
      const file = fields.file?.[0];
      const onlySource = Object.keys(fields).every((key) => key === 'url' || key === 'file');
      setErrors({
        url,
        file,
        ...(onlySource && (url ?? file) ? {} : { name: messageOf(e, 'name') }),
      });
    }
  };

  return (
    <section aria-labelledby={`list-${list}`}>
      <h2 id={`list-${list}`}>{meta.label}</h2>
      <Text as="p">{meta.description}</Text>
      <form className={styles.form} onSubmit={(event) => void add(event)} noValidate>
        {parent ? (
          <ParentPicker
            list={parent.list}
            value={parentId}
            optional={parent.optional}
            onChange={(id) => {
              setParentId(id);
              setErrors({});
            }}
          />
        ) : null}
        <Field label={`New ${meta.item}`} validationMessage={errors.name ?? errors.parent}>
          <Input value={name} onChange={(_, data) => setName(data.value)} />
        </Field>
        {linkOrFile ? (
          <TemplateSourceFields
            value={source}
            onChange={setSource}
            errors={errors}
            resetKey={added}
          />
        ) : null}
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
        {(entries: ReferenceEntry[]) => {
          const needle = search.trim().toLowerCase();
          const shown = entries.filter(
            (e) => !bulk.hidden.has(e.id) && e.name.toLowerCase().includes(needle),
          );
          const chosen = shown.filter((e) => selected.has(e.id));
          const toggle = (id: number, on: boolean) =>
            setSelected((current) => {
              const next = new Set(current);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            });
          const ids = entries.map((e) => e.id);
          const move = (index: number, delta: -1 | 1) => {
            const entry = shown[index];
            const neighbour = shown[index + delta];
            if (!entry || !neighbour) return;
            void reorder(list, moved(ids, entry.id, ids.indexOf(neighbour.id)));
          };
          return (
            <>
              <BulkDeleteBar
                label={meta.label.toLowerCase()}
                shown={shown.length}
                selected={chosen.length}
                onSelectAll={(all) => setSelected(new Set(all ? shown.map((e) => e.id) : []))}
                onDelete={() => {
                  bulk.start({ ids: chosen.map((e) => e.id), names: chosen.map((e) => e.name) });
                  setSelected(new Set());
                }}
                pending={bulk.pending}
                deleting={bulk.deleting}
                refused={bulk.refused}
                onUndo={bulk.undo}
              />
              <ul className={styles.list} aria-label={meta.label}>
                {shown.map((entry, index) => (
                  <ReferenceEntryRow
                    key={`${entry.id}-${entry.name}-${entry.archived}`}
                    list={list}
                    entry={entry}
                    selected={selected.has(entry.id)}
                    onSelect={(on) => toggle(entry.id, on)}
                    first={index === 0}
                    last={index === shown.length - 1}
                    onMove={(delta) => move(index, delta)}
                    onDrop={(dragged) =>
                      void reorder(list, moved(ids, dragged, ids.indexOf(entry.id)))
                    }
                  />
                ))}
              </ul>
            </>
          );
        }}
      </ReadState>
    </section>
  );
}
