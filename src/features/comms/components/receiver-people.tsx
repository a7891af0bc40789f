import type { Receiver } from '@contract/comms/receivers.schema';
import type { PersonRef } from '@contract/shared/common.schema';
import { PersonPicker } from '@/components/person-picker';
import { usePersonSearch } from '@/features/people/hooks';

/**
 * People named directly on a communication (besides its groups), found with the people area's
 * directory search as the user types.
 */
export function ReceiverPeople({
  label,
  value,
  onChange,
  invalid,
}: {
  label: string;
  value: readonly PersonRef[];
  onChange: (next: PersonRef[]) => void;
  invalid?: boolean;
}) {
  return (
    <PersonPicker
      label={label}
      value={value}
      onChange={onChange}
      useSearch={usePersonSearch}
      {...(invalid ? { invalid } : {})}
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
