import { Field, Select } from '@fluentui/react-components';
import type { PersonRef } from '@contract/shared/common.schema';

/** The owner of something in the project, from its team; empty means nobody. */
export function OwnerSelect({
  value,
  onChange,
  people,
  current,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  people: readonly PersonRef[];
  /** The owner now, kept as a choice even if they left the team. */
  current?: PersonRef | null;
  error?: string;
}) {
  const choices =
    current && !people.some((p) => p.id === current.id) ? [current, ...people] : people;
  return (
    <Field label="Owner" validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select value={value} onChange={(_event, data) => onChange(data.value)}>
        <option value="">Nobody yet</option>
        {choices.map((person) => (
          <option key={person.id} value={String(person.id)}>
            {person.display_name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
