import type { PersonRef } from '@contract/shared/common.schema';
import { FormField } from '@/components/form/form-field';

/** The owner of something in the project, from its team; empty means nobody. */
export function OwnerField({
  people,
  current,
}: {
  people: readonly PersonRef[];
  /** The owner now, kept as a choice even if they left the team. */
  current?: PersonRef | null;
}) {
  const choices =
    current && !people.some((p) => p.id === current.id) ? [current, ...people] : people;
  return (
    <FormField<{ owner: string }>
      name="owner"
      label="Owner"
      kind="select"
      placeholder="Nobody yet"
      options={choices.map((person) => ({ value: String(person.id), label: person.display_name }))}
    />
  );
}

/** A person's id as the owner select holds it, and back. */
export const ownerValue = (owner: PersonRef | null | undefined) => (owner ? String(owner.id) : '');
export const ownerId = (value: string) => (value ? Number(value) : null);
