import type { PersonRef } from '@contract/shared/common.schema';
import { FormField } from '@/components/form/form-field';
import { PersonPicker } from '@/components/person-picker';
import { usePersonSearch } from '@/features/people/hooks';

/**
 * People chosen from the whole directory (the people area's search), as a form holds them: the
 * chosen people with their names, so a reload or a review step can show them.
 */
export function PeopleField({
  name,
  label,
  hint,
  locked,
  suggestions,
}: {
  name: string;
  label: string;
  hint?: string;
  locked?: readonly number[];
  suggestions?: readonly PersonRef[];
}) {
  return (
    <FormField
      name={name}
      label={label}
      hint={hint}
      kind="custom"
      render={(field, invalid) => (
        <PersonPicker
          label={label}
          value={(field.value ?? []) as PersonRef[]}
          onChange={field.onChange}
          useSearch={usePersonSearch}
          invalid={invalid}
          locked={locked}
          suggestions={suggestions}
        />
      )}
    />
  );
}

/**
 * One person of the project (its owner by default, or an approver): anyone in the directory,
 * the team offered first; empty means nobody.
 */
export function OwnerField({
  team,
  name = 'owner',
  label = 'Owner',
  hint = 'The team is offered first; type a name to find anyone else.',
}: {
  team: readonly PersonRef[];
  name?: string;
  label?: string;
  hint?: string;
}) {
  return (
    <FormField
      name={name}
      label={label}
      hint={hint}
      kind="custom"
      render={(field, invalid) => {
        const person = field.value as PersonRef | null;
        return (
          <PersonPicker
            label={label}
            single
            value={person ? [person] : []}
            onChange={(people) => field.onChange(people.at(-1) ?? null)}
            useSearch={usePersonSearch}
            invalid={invalid}
            suggestions={team}
            placeholder="Nobody yet: pick from the team or type a name"
          />
        );
      }}
    />
  );
}

/** A person as the owner field holds them, and the id the API takes. */
export const ownerValue = (owner: PersonRef | null | undefined): PersonRef | null =>
  owner ? { id: owner.id, display_name: owner.display_name } : null;
export const ownerId = (owner: PersonRef | null) => owner?.id ?? null;
