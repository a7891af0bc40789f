import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import type { ChangeNarrative } from '@contract/projects/narrative.schema';
import type { TeamMember } from '@contract/projects/projects.schema';
import { announceAction } from '@/components/action-toasts';
import { ApiError } from '@/lib/api-client/api-error';
import { createNarrative, setNarrativeOwner } from '../api';

const NO_OWNER = 'none';

/** Who owns the narrative, chosen from the project's team. */
export function NarrativeOwnerPicker({
  projectId,
  narrative,
  team,
  onSaved,
}: {
  projectId: number;
  narrative: ChangeNarrative;
  team: readonly TeamMember[];
  onSaved: (narrative: ChangeNarrative) => Promise<unknown>;
}) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const owner = narrative.owner;
  const people = owner && !team.some((m) => m.id === owner.id) ? [owner, ...team] : team;

  const choose = async (value: string) => {
    const ownerId = value === NO_OWNER ? null : Number(value);
    if (ownerId === (owner?.id ?? null)) return;
    setSaving(true);
    setFailure(undefined);
    try {
      // Before the narrative exists, naming an owner creates it (empty) with that owner.
      const saved =
        narrative.id === null
          ? await createNarrative(projectId, { content: '', owner: ownerId })
          : await setNarrativeOwner(projectId, ownerId);
      await onSaved(saved);
      announceAction({
        title: saved.owner
          ? `${saved.owner.display_name} owns the narrative`
          : 'The narrative has no owner now',
      });
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? (error.fieldErrors?.owner?.join(' ') ?? error.reason)
          : 'The owner was not changed.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Field
      label="Owner"
      hint={saving ? 'Saving…' : 'The person who keeps the narrative current.'}
      validationMessage={failure}
      validationState={failure ? 'error' : 'none'}
    >
      <Dropdown
        disabled={saving}
        value={owner?.display_name ?? 'No owner'}
        selectedOptions={[owner ? String(owner.id) : NO_OWNER]}
        onOptionSelect={(_event, data) => data.optionValue && void choose(data.optionValue)}
      >
        <Option value={NO_OWNER}>No owner</Option>
        {people.map((person) => (
          <Option key={person.id} value={String(person.id)}>
            {person.display_name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
