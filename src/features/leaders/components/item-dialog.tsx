import type { ActivationCycle, CycleGroup } from '@contract/leaders/activation-cycles.schema';
import type { LeaderItemKind } from '@contract/leaders/kinds';
import {
  createItemInputSchema,
  updateItemInputSchema,
  type LeaderItem,
} from '@contract/leaders/leader-items.schema';
import type { PersonRef } from '@contract/shared/common.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useCreateAction, useCreateTask, useUpdateItem } from '../hooks';

interface ItemValues {
  title: string;
  description: string;
  due_date: string;
  group: string;
  owner: string;
}

/** Who may own an item of `group` ('general': a leader of any of the cycle's groups). */
export function ownerChoices(groups: readonly CycleGroup[], group: string): PersonRef[] {
  const chosen = group === 'general' ? groups : groups.filter((g) => String(g.id) === group);
  const seen = new Map<number, PersonRef>();
  for (const g of chosen) for (const leader of g.leaders) seen.set(leader.id, leader);
  return [...seen.values()].sort((a, b) => a.display_name.localeCompare(b.display_name));
}

/**
 * Adds a task or an action to a cycle (for one impacted group, or general: every group), or
 * edits one: its title, description, due date, group and owner (one of the group's leaders;
 * without one, every leader of the group gets it).
 */
export function ItemDialog({
  cycle,
  kind,
  groupId,
  item,
  onClose,
}: {
  cycle: ActivationCycle;
  kind: LeaderItemKind;
  groupId: number | null;
  /** The item to edit; a new one without it. */
  item?: LeaderItem;
  onClose: () => void;
}) {
  const createTask = useCreateTask();
  const createAction = useCreateAction();
  const updateItem = useUpdateItem();
  const noun = kind === 'TASK' ? 'task' : 'action';
  const startGroup = item
    ? item.impacted_group
      ? String(item.impacted_group.id)
      : 'general'
    : groupId
      ? String(groupId)
      : 'general';
  const form = useContractForm({
    schema: item ? updateItemInputSchema : createItemInputSchema,
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      due_date: item?.due_date ?? '',
      group: startGroup,
      owner: item?.owner ? String(item.owner.id) : '',
    } as ItemValues,
    fields: ['title', 'description', 'due_date', 'owner'],
    toBody: (values) => ({
      title: values.title,
      description: values.description,
      due_date: values.due_date || null,
      owner: values.owner ? Number(values.owner) : null,
      ...(item ? { impacted_group: values.group === 'general' ? null : Number(values.group) } : {}),
    }),
    submit: (body, values) => {
      if (item) return updateItem(item, body);
      const target =
        values.group === 'general'
          ? { activation_cycle_id: cycle.id, is_general: true }
          : { activation_cycle_id: cycle.id, impacted_group_id: Number(values.group) };
      return kind === 'TASK' ? createTask(target, body) : createAction(target, body);
    },
    done: (saved) =>
      item ? `Saved the ${noun} “${saved.title}”` : `Added the ${noun} “${saved.title}”`,
    onClose,
  });
  const group = form.form.watch('group');
  const owners = ownerChoices(cycle.impacted_groups, group);
  return (
    <FormDialog
      form={form}
      title={item ? `Edit leader ${noun}` : `New leader ${noun}`}
      submitLabel={item ? 'Save' : `Add ${noun}`}
    >
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
      <FormField<ItemValues>
        name="owner"
        label="Owner"
        kind="select"
        hint={
          owners.length === 0
            ? 'The group has no leaders yet: add them on the Groups tab.'
            : 'One of the group’s leaders; without an owner every leader of the group gets it.'
        }
        options={[
          { value: '', label: 'Every leader of the group' },
          ...owners.map((p) => ({ value: String(p.id), label: p.display_name })),
        ]}
      />
    </FormDialog>
  );
}
