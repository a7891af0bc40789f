import { Checkbox } from '@fluentui/react-components';
import type { ActivationCycle } from '@contract/leaders/activation-cycles.schema';
import {
  createCycleInputSchema,
  updateCycleInputSchema,
} from '@contract/leaders/activation-cycles.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useProjectGroups } from '@/features/groups/hooks';
import { useCreateCycle, useUpdateCycle } from '../hooks';

interface CycleValues {
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  impacted_groups: number[];
}

/** Starts a cycle for some of the project's impacted groups, or edits one. */
export function CycleDialog({
  projectId,
  cycle,
  onClose,
  onSaved,
}: {
  projectId: number;
  cycle?: ActivationCycle;
  onClose: () => void;
  onSaved?: (cycle: ActivationCycle) => void;
}) {
  const groups = useProjectGroups(projectId);
  const impacted = (groups.data ?? []).filter((g) => g.group_type === 'Impacted' && !g.archived);
  const createCycle = useCreateCycle();
  const updateCycle = useUpdateCycle();
  const form = useContractForm({
    schema: cycle ? updateCycleInputSchema : createCycleInputSchema,
    defaultValues: {
      name: cycle?.name ?? '',
      description: cycle?.description ?? '',
      start_date: cycle?.start_date ?? '',
      end_date: cycle?.end_date ?? '',
      impacted_groups: cycle?.impacted_groups.map((g) => g.id) ?? [],
    } as CycleValues,
    toBody: (values) => (cycle ? values : { project: projectId, ...values }),
    submit: (body) =>
      cycle ? updateCycle(cycle.id, body) : createCycle({ ...body, project: projectId }),
    done: (saved) => (cycle ? 'Cycle saved' : `Started the cycle “${saved.name}”`),
    onSaved: (saved) => onSaved?.(saved),
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={cycle ? 'Edit cycle' : 'New activation cycle'}
      submitLabel={cycle ? 'Save cycle' : 'Start cycle'}
    >
      <FormField<CycleValues> name="name" label="Name" required hint="e.g. “Wave 1: go-live”" />
      <FormField<CycleValues> name="description" label="Description" kind="textarea" />
      <FormField<CycleValues> name="start_date" label="Starts" kind="date" required />
      <FormField<CycleValues> name="end_date" label="Ends" kind="date" required />
      <FormField<CycleValues>
        name="impacted_groups"
        label="Impacted groups"
        required
        hint={
          impacted.length === 0
            ? 'Add impacted groups in the Groups tab first.'
            : 'The leaders of these groups get the cycle’s tasks and key messages.'
        }
        kind="custom"
        render={(field) => {
          const chosen = new Set((field.value as number[] | undefined) ?? []);
          return (
            <div role="group" aria-label="Impacted groups">
              {impacted.map((g) => (
                <Checkbox
                  key={g.id}
                  label={g.name}
                  checked={chosen.has(g.id)}
                  onChange={(_, data) => {
                    const next = new Set(chosen);
                    if (data.checked) next.add(g.id);
                    else next.delete(g.id);
                    field.onChange([...next]);
                  }}
                />
              ))}
            </div>
          );
        }}
      />
    </FormDialog>
  );
}
