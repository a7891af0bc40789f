import { updateDeliverableInputSchema, type Workstream } from '@contract/projects/work-plan.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useUpdateDeliverable, useUpdateMilestone } from '../hooks';
import { workItemKindLabels, type WorkItem } from '../work-items';

const NONE = 'none';

/** Moves a deliverable or milestone to another workstream of the project (or out of any). */
export function MoveItemDialog({
  target,
  workstreams,
  onClose,
}: {
  target: WorkItem;
  workstreams: readonly Pick<Workstream, 'id' | 'name'>[];
  onClose: () => void;
}) {
  const updateDeliverable = useUpdateDeliverable();
  const updateMilestone = useUpdateMilestone();
  const label = workItemKindLabels[target.kind].toLowerCase();
  const { item } = target;
  const nameOf = (id: number | null) => workstreams.find((w) => w.id === id)?.name;
  const form = useContractForm({
    // Both kinds move the same way: a deliverable's rule for `workstream` says it.
    schema: updateDeliverableInputSchema.pick({ workstream: true }),
    defaultValues: { workstream: item.workstream === null ? NONE : String(item.workstream) },
    toBody: (values) => ({
      workstream: values.workstream === NONE ? null : Number(values.workstream),
    }),
    submit: async ({ workstream }): Promise<unknown> => {
      if (workstream === item.workstream) return;
      if (target.kind === 'milestone') return updateMilestone(item.id, {}, workstream);
      return updateDeliverable(item.id, { workstream });
    },
    done: (_saved, values) => {
      const name = nameOf(values.workstream === NONE ? null : Number(values.workstream));
      return name ? `Moved “${item.name}” to ${name}` : `Took “${item.name}” out of its workstream`;
    },
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={`Move the ${label} “${item.name}”`}
      submitLabel={`Move ${label}`}
      failureTitle="It was not moved."
    >
      <FormField<{ workstream: string }>
        name="workstream"
        label="Workstream"
        kind="select"
        options={[
          ...workstreams.map((w) => ({ value: String(w.id), label: w.name })),
          { value: NONE, label: 'Not in a workstream' },
        ]}
      />
    </FormDialog>
  );
}
