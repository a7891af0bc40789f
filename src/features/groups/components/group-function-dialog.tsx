import { Dropdown, Option } from '@fluentui/react-components';
import type { ImpactedGroupFunction } from '@contract/groups/impacted-group-functions.schema';
import { createImpactedGroupFunctionInputSchema } from '@contract/groups/impacted-group-functions.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useReferenceList } from '@/features/admin/hooks';
import { useCreateGroupFunction, useUpdateGroupFunction } from '../hooks';

interface Values {
  name: string;
  departments: number[];
}

/**
 * A function of a global impacted group (Finance, Clinical, …) with the departments it spans:
 * members in those departments belong to the function. Adds one, or edits `editing`.
 */
export function GroupFunctionDialog({
  groupId,
  editing,
  onClose,
}: {
  groupId: number;
  editing?: ImpactedGroupFunction;
  onClose: () => void;
}) {
  const create = useCreateGroupFunction();
  const update = useUpdateGroupFunction();
  const departments = (useReferenceList('departments').data ?? []).filter(
    (d) => !d.archived || editing?.departments.some((e) => e.id === d.id),
  );
  const form = useContractForm<Values, Record<string, unknown>, unknown>({
    schema: createImpactedGroupFunctionInputSchema,
    defaultValues: {
      name: editing?.name ?? '',
      departments: editing?.departments.map((d) => d.id) ?? [],
    },
    toBody: (v) => ({ global_impacted_group: groupId, name: v.name, departments: v.departments }),
    submit: (body) => {
      const { name, departments: ids } = body as { name: string; departments: number[] };
      return editing
        ? update(editing.id, { name, departments: ids })
        : create({ global_impacted_group: groupId, name, departments: ids });
    },
    done: (_r, v) => (editing ? `Saved the function ${v.name}` : `Added the function ${v.name}`),
    onClose,
  });
  const nameOf = new Map(departments.map((d) => [d.id, d.name]));
  return (
    <FormDialog
      form={form}
      title={editing ? `Edit the function ${editing.name}` : 'New function'}
      submitLabel={editing ? 'Save function' : 'Add function'}
    >
      <FormField<Values> name="name" label="Name" required />
      <FormField<Values>
        name="departments"
        label="Departments"
        hint="Members of the group in these departments belong to the function."
        kind="custom"
        render={(field, invalid) => {
          const chosen = (field.value as number[]).map(String);
          return (
            <Dropdown
              multiselect
              aria-invalid={invalid}
              placeholder="Choose departments"
              value={chosen.map((id) => nameOf.get(Number(id)) ?? id).join(', ')}
              selectedOptions={chosen}
              onOptionSelect={(_e, data) => field.onChange(data.selectedOptions.map(Number))}
            >
              {departments.map((d) => (
                <Option key={d.id} value={String(d.id)}>
                  {d.name}
                </Option>
              ))}
            </Dropdown>
          );
        }}
      />
    </FormDialog>
  );
}
