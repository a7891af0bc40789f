import { Combobox, Option } from '@fluentui/react-components';
import { useDeferredValue, useState } from 'react';
import { useDirectoryGroupSearch } from '../hooks';

/** Searches the directory's groups (Entra ID, or the organisation's own) as the user types. */
export function DirectoryGroupPicker({
  value,
  onChange,
  invalid,
  label = 'Directory group to sync members from',
}: {
  value: string;
  onChange: (id: string) => void;
  invalid: boolean;
  label?: string;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data: found } = useDirectoryGroupSearch(deferred.length >= 2 ? deferred : undefined);
  return (
    <Combobox
      aria-label={label}
      aria-invalid={invalid}
      placeholder={value ? `Linked: ${value}` : 'Type two letters of a directory group'}
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      onOptionSelect={(_event, data) => {
        onChange(data.optionValue ?? '');
        setSearch(data.optionText ?? '');
      }}
    >
      {(found ?? []).map((g) => (
        <Option key={g.id} value={g.id} text={g.display_name}>
          {g.display_name}
        </Option>
      ))}
    </Combobox>
  );
}
