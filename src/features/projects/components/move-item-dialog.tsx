import { Field, Select } from '@fluentui/react-components';
import { useState } from 'react';
import type { Workstream } from '@contract/projects/work-plan.schema';
import { announceAction } from '@/components/action-toasts';
import { ApiError } from '@/lib/api-client/api-error';
import { updateDeliverable, updateMilestone } from '../api';
import { workItemKindLabels, type WorkItem } from '../work-items';
import { FormDialog } from './form-dialog';

const NONE = 'none';

/** Moves a deliverable or milestone to another workstream of the project (or out of any). */
export function MoveItemDialog({
  target,
  workstreams,
  onClose,
  onSaved,
}: {
  target: WorkItem;
  workstreams: readonly Pick<Workstream, 'id' | 'name'>[];
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const [choice, setChoice] = useState(
    target.item.workstream === null ? NONE : String(target.item.workstream),
  );
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const label = workItemKindLabels[target.kind].toLowerCase();

  const move = async () => {
    const workstream = choice === NONE ? null : Number(choice);
    if (workstream === target.item.workstream) {
      onClose();
      return;
    }
    setSaving(true);
    setFailure(undefined);
    try {
      if (target.kind === 'milestone') await updateMilestone(target.item.id, {}, workstream);
      else await updateDeliverable(target.item.id, { workstream });
      await onSaved();
      const name = workstreams.find((w) => w.id === workstream)?.name;
      announceAction({
        title: name
          ? `Moved “${target.item.name}” to ${name}`
          : `Took “${target.item.name}” out of its workstream`,
      });
      onClose();
    } catch (error) {
      setSaving(false);
      setFailure(
        error instanceof ApiError
          ? (error.fieldErrors?.workstream?.join(' ') ?? error.reason)
          : 'It was not moved.',
      );
    }
  };

  return (
    <FormDialog
      title={`Move the ${label} “${target.item.name}”`}
      submitLabel={`Move ${label}`}
      submitting={saving}
      failure={failure}
      onSubmit={(event) => {
        event.preventDefault();
        void move();
      }}
      onClose={onClose}
    >
      <Field label="Workstream">
        <Select value={choice} onChange={(_event, data) => setChoice(data.value)}>
          {workstreams.map((w) => (
            <option key={w.id} value={String(w.id)}>
              {w.name}
            </option>
          ))}
          <option value={NONE}>Not in a workstream</option>
        </Select>
      </Field>
    </FormDialog>
  );
}
