import { Combobox, Option, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useDeferredValue, useState } from 'react';
import { usePeople, usePerson } from '@/features/people/hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** A chosen person saved on the survey before this dialog opened: only the id is known here. */
function SavedPersonName({ id }: { id: number }) {
  const { data } = usePerson(id);
  return <>{data?.display_name ?? `Person ${id}`}</>;
}

export interface AudiencePeoplePickerProps {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  errorId?: string;
}

/**
 * Names people directly (besides groups): the directory's own search, active people only,
 * since the server refuses deactivated ones.
 */
export function AudiencePeoplePicker({ value, onChange, errorId }: AudiencePeoplePickerProps) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<Record<number, string>>({});
  const deferred = useDeferredValue(search.trim());
  const { data: page } = usePeople({ search: deferred, status: 'active', page_size: 10 });
  const chosen = new Set(value);
  return (
    <div className={styles.root}>
      <Combobox
        aria-label="People"
        aria-describedby={errorId}
        placeholder="Search people by name or e-mail"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onOptionSelect={(_event, data) => {
          const person = page?.results.find((p) => String(p.id) === data.optionValue);
          if (person && !chosen.has(person.id)) {
            setNames((n) => ({ ...n, [person.id]: person.display_name }));
            onChange([...value, person.id]);
          }
          setSearch('');
        }}
      >
        {(page?.results ?? [])
          .filter((p) => !chosen.has(p.id))
          .map((p) => (
            <Option key={p.id} value={String(p.id)} text={p.display_name}>
              {p.display_name} · {p.email}
            </Option>
          ))}
      </Combobox>
      {value.length > 0 && (
        <TagGroup
          aria-label="People chosen"
          onDismiss={(_event, data) => onChange(value.filter((id) => String(id) !== data.value))}
        >
          {value.map((id) => (
            <Tag
              key={id}
              value={String(id)}
              dismissible
              dismissIcon={{ 'aria-label': `Remove ${names[id] ?? `person ${id}`}` }}
            >
              {names[id] ?? <SavedPersonName id={id} />}
            </Tag>
          ))}
        </TagGroup>
      )}
    </div>
  );
}
