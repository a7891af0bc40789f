import type { PersonRef } from '@contract/shared/common.schema';
import type { TeamMember } from '@contract/projects/projects.schema';
import {
  newDeliverableInputSchema,
  newMilestoneInputSchema,
} from '@contract/projects/work-plan.schema';
import type { StoredWorkItemState } from '@contract/projects/work-plan';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { FormRow } from '@/components/form/form-row';
import { useContractForm } from '@/components/form/use-contract-form';
import { useCreateWorkstreamItem, useUpdateDeliverable, useUpdateMilestone } from '../hooks';
import { workItemKindLabels, type WorkItem, type WorkItemKind } from '../work-items';
import { OwnerField, ownerId, ownerValue } from '../widgets/owner-field';

interface ItemValues {
  name: string;
  description: string;
  due_date: string;
  state: StoredWorkItemState;
  owner: PersonRef | null;
}

const Field = FormField<ItemValues>;

/**
 * Adds a deliverable or milestone inside a workstream, or edits one. A milestone needs a due
 * date; a deliverable may go without.
 */
export function WorkItemDialog({
  kind,
  existing,
  workstream,
  team,
  onClose,
}: {
  kind: WorkItemKind;
  /** The item being edited; none when adding. */
  existing?: WorkItem;
  /** Where a new item goes. */
  workstream?: { id: number; name: string };
  team: readonly TeamMember[];
  onClose: () => void;
}) {
  const createItem = useCreateWorkstreamItem();
  const updateDeliverable = useUpdateDeliverable();
  const updateMilestone = useUpdateMilestone();
  const label = workItemKindLabels[kind].toLowerCase();
  const item = existing?.item;
  const form = useContractForm({
    schema: kind === 'milestone' ? newMilestoneInputSchema : newDeliverableInputSchema,
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      due_date: item?.due_date ?? '',
      state: item?.state === 'Closed' ? 'Closed' : 'Open',
      owner: ownerValue(item?.owner),
    } as ItemValues,
    toBody: ({ state, ...values }) => ({
      ...values,
      due_date: values.due_date || (kind === 'milestone' ? undefined : null),
      owner: ownerId(values.owner),
      ...(existing ? { state } : {}),
    }),
    submit: (body, values): Promise<unknown> => {
      const due = { ...body, due_date: values.due_date };
      if (existing?.kind === 'deliverable') return updateDeliverable(existing.item.id, body);
      if (existing?.kind === 'milestone') return updateMilestone(existing.item.id, due);
      if (!workstream) throw new Error('A new item needs its workstream.');
      return createItem(
        workstream.id,
        kind === 'milestone' ? { milestone: due } : { deliverable: body },
      );
    },
    done: (_saved, values) =>
      existing
        ? `Saved the ${label} “${values.name}”`
        : `Added the ${label} “${values.name}” to ${workstream?.name ?? 'the plan'}`,
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={
        existing ? `Edit ${label}` : `New ${label}${workstream ? ` in ${workstream.name}` : ''}`
      }
      submitLabel={existing ? `Save ${label}` : `Add ${label}`}
    >
      <Field name="name" label="Name" required />
      <Field name="description" label="Description" kind="textarea" />
      <FormRow>
        <Field name="due_date" label="Due date" kind="date" required={kind === 'milestone'} />
        <OwnerField team={team} />
      </FormRow>
      {existing ? (
        <Field
          name="state"
          label="State"
          hint="Open items past their due date show as Overdue."
          kind="radio"
          options={[
            { value: 'Open', label: 'Open' },
            { value: 'Closed', label: 'Closed' },
          ]}
        />
      ) : null}
    </FormDialog>
  );
}
