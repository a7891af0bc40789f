import type { ActivationCycle } from '@contract/leaders/activation-cycles.schema';
import type { LeaderItemKind } from '@contract/leaders/kinds';
import { createItemInputSchema } from '@contract/leaders/leader-items.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useCreateAction, useCreateTask } from '../hooks';

interface ItemValues {
  title: string;
  description: string;
  due_date: string;
  group: string;
}

/** Adds a task or an action to a cycle: for one impacted group, or general (every group). */
export function ItemDialog({
  cycle,
  kind,
  groupId,
  onClose,
}: {
  cycle: ActivationCycle;
  kind: LeaderItemKind;
  groupId: number | null;
  onClose: () => void;
}) {
  const createTask = useCreateTask();
  const createAction = useCreateAction();
  const noun = kind === 'TASK' ? 'task' : 'action';
  const form = useContractForm({
    schema: createItemInputSchema,
    defaultValues: {
      title: '',
      description: '',
      due_date: '',
      group: groupId ? String(groupId) : 'general',
    } as ItemValues,
    fields: ['title', 'description', 'due_date', 'impacted_group_id'],
    toBody: (values) => ({
      title: values.title,
      description: values.description,
      due_date: values.due_date || null,
    }),
    submit: (body, values) => {
      const target =
        values.group === 'general'
          ? { activation_cycle_id: cycle.id, is_general: true }
          : { activation_cycle_id: cycle.id, impacted_group_id: Number(values.group) };
      return kind === 'TASK' ? createTask(target, body) : createAction(target, body);
    },
    done: (saved) => `Added the ${noun} “${saved.title}”`,
    onClose,
  });
  return (
    <FormDialog form={form} title={`New leader ${noun}`} submitLabel={`Add ${noun}`}>
      <FormField<ItemValues> name="title" label="Title" required />
      <FormField<ItemValues> name="description" label="What the leader does" kind="textarea" />
      <FormField<ItemValues> name="due_date" label="Due" kind="date" />
      <FormField<ItemValues>
        name="group"
        label="For"
        kind="select"
        options={[
          { value: 'general', label: 'Every group of the cycle' },
          ...cycle.impacted_groups.map((g) => ({ value: String(g.id), label: g.name })),
        ]}
      />
    </FormDialog>
  );
}
