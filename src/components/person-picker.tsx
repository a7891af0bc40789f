import { Combobox, Option, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useDeferredValue, useState } from 'react';
import type { PersonRef } from '@contract/shared/common.schema';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** A person as a search answers them. */
export interface PersonFound extends PersonRef {
  email: string;
}

/** The search a picker runs as the user types: the people area's `usePersonSearch`. */
export type PersonSearchHook = (term: string | undefined) => { data?: readonly PersonFound[] };

export interface PersonPickerProps {
  label: string;
  value: readonly PersonRef[];
  onChange: (people: PersonRef[]) => void;
  /** The server-side search (pass `usePersonSearch` from `@/features/people/hooks`). */
  useSearch: PersonSearchHook;
  invalid?: boolean;
  describedBy?: string;
  /** One person at most (an owner): choosing someone replaces whoever was chosen. */
  single?: boolean;
  /** People who stay chosen (shown without a remove button). */
  locked?: readonly number[];
  /** People offered before anything is typed (a project's team for its owners). */
  suggestions?: readonly PersonRef[];
  placeholder?: string;
}

/**
 * Picks people by searching the directory as the user types (server-side, so it works for
 * 50,000 people), and keeps the chosen ones as removable tags. Every team, owner and member
 * picker uses it with the people area's search.
 */
export function PersonPicker({
  label,
  value,
  onChange,
  useSearch,
  invalid,
  describedBy,
  single,
  locked = [],
  suggestions = [],
  placeholder = 'Type two letters of a name or e-mail',
}: PersonPickerProps) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data: found } = useSearch(deferred.length >= 2 ? deferred : undefined);
  const chosen = new Set(value.map((p) => p.id));
  const searching = deferred.length >= 2;
  const offered: PersonRef[] = searching ? [...(found ?? [])] : [...suggestions];
  const emailOf = (person: PersonRef) =>
    searching ? found?.find((p) => p.id === person.id)?.email : undefined;
  return (
    <div className={styles.root}>
      <Combobox
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onOptionSelect={(_event, data) => {
          const person = offered.find((p) => String(p.id) === data.optionValue);
          if (person && !chosen.has(person.id)) {
            const ref = { id: person.id, display_name: person.display_name };
            onChange(single ? [ref] : [...value, ref]);
          }
          setSearch('');
        }}
      >
        {offered
          .filter((p) => !chosen.has(p.id))
          .map((p) => {
            const email = emailOf(p);
            return (
              <Option key={p.id} value={String(p.id)} text={p.display_name}>
                {email ? `${p.display_name} · ${email}` : p.display_name}
              </Option>
            );
          })}
      </Combobox>
      {value.length > 0 ? (
        <TagGroup
          aria-label={`${label} chosen`}
          onDismiss={(_event, data) =>
            onChange(value.filter((p) => String(p.id) !== data.value || locked.includes(p.id)))
          }
        >
          {value.map((p) => (
            <Tag
              key={p.id}
              value={String(p.id)}
              dismissible={!locked.includes(p.id)}
              dismissIcon={{ 'aria-label': `Remove ${p.display_name}` }}
            >
              {p.display_name}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
    </div>
  );
}
