import type { Receiver } from '@contract/comms/receivers.schema';
import type { PersonRef } from '@contract/shared/common.schema';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { PersonPicker } from '@/components/person-picker';
import { usePersonSearch } from '@/features/people/hooks';

/**
 * The form field for people named directly on a communication (besides its groups), found with
 * the people area's directory search as the user types.
 */
export function ReceiverPeopleField<V extends FieldValues>({
  name,
  label,
  hint,
}: {
  name: Path<V>;
  label: string;
  hint?: string;
}) {
  return (
    <FormField<V>
      name={name}
      label={label}
      {...(hint ? { hint } : {})}
      kind="custom"
      render={(field, invalid) => (
        <PersonPicker
          label={label}
          value={(field.value as PersonRef[] | undefined) ?? []}
          onChange={field.onChange}
          useSearch={usePersonSearch}
          {...(invalid ? { invalid } : {})}
        />
      )}
    />
  );
}

/** The people among a communication's receivers, as the picker holds them. */
export function personRefs(receivers: readonly Receiver[] | undefined): PersonRef[] {
  return (receivers ?? [])
    .filter((r) => r.type === 'person')
    .map((r) => ({ id: r.id, display_name: r.name }));
}

/** Chosen people as the receivers a contract body names. */
export function personReceivers(people: readonly PersonRef[]) {
  return people.map((p) => ({ type: 'person' as const, id: p.id }));
}
