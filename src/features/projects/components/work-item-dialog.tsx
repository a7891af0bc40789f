import {
  Field,
  Input,
  Radio,
  RadioGroup,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { TeamMember } from '@contract/projects/projects.schema';
import {
  newDeliverableInputSchema,
  newMilestoneInputSchema,
} from '@contract/projects/work-plan.schema';
import { type StoredWorkItemState } from '@contract/projects/work-plan';
import { announceAction } from '@/components/action-toasts';
import { contractResolver } from '@/components/form/contract-resolver';
import { applyServerErrors } from '@/components/form/server-errors';
import { createWorkstreamItem, updateDeliverable, updateMilestone } from '../api';
import { workItemKindLabels, type WorkItem, type WorkItemKind } from '../work-items';
import { FormDialog } from './form-dialog';
import { OwnerSelect } from './owner-select';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

interface ItemValues {
  name: string;
  description: string;
  due_date: string;
  state: StoredWorkItemState;
  owner: string;
}

const FIELDS = ['name', 'description', 'due_date', 'state', 'owner'];

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
  onSaved,
}: {
  kind: WorkItemKind;
  /** The item being edited; none when adding. */
  existing?: WorkItem;
  /** Where a new item goes. */
  workstream?: { id: number; name: string };
  team: readonly TeamMember[];
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const styles = useStyles();
  const [failure, setFailure] = useState<string>();
  const label = workItemKindLabels[kind].toLowerCase();
  const toBody = (values: ItemValues) => ({
    name: values.name,
    description: values.description,
    due_date: kind === 'milestone' ? values.due_date || undefined : values.due_date || null,
    owner: values.owner ? Number(values.owner) : null,
    ...(existing ? { state: values.state } : {}),
  });
  const item = existing?.item;
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ItemValues>({
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      due_date: item?.due_date ?? '',
      state: item?.state === 'Closed' ? 'Closed' : 'Open',
      owner: item?.owner ? String(item.owner.id) : '',
    },
    resolver: contractResolver(
      kind === 'milestone' ? newMilestoneInputSchema : newDeliverableInputSchema,
      toBody,
    ),
  });

  const save = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const body = toBody(values);
      if (existing?.kind === 'deliverable') {
        await updateDeliverable(existing.item.id, body);
      } else if (existing?.kind === 'milestone') {
        await updateMilestone(existing.item.id, { ...body, due_date: values.due_date });
      } else if (workstream) {
        await createWorkstreamItem(
          workstream.id,
          kind === 'milestone'
            ? { milestone: { ...body, due_date: values.due_date } }
            : { deliverable: body },
        );
      }
      await onSaved();
      announceAction({
        title: existing
          ? `Saved the ${label} “${values.name}”`
          : `Added the ${label} “${values.name}” to ${workstream?.name ?? 'the plan'}`,
      });
      onClose();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <FormDialog
      title={
        existing ? `Edit ${label}` : `New ${label}${workstream ? ` in ${workstream.name}` : ''}`
      }
      submitLabel={existing ? `Save ${label}` : `Add ${label}`}
      submitting={isSubmitting}
      failure={failure}
      onSubmit={(event) => void save(event)}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="name"
        render={({ field }) => (
          <Field
            label="Name"
            required
            validationMessage={errors.name?.message}
            validationState={errors.name ? 'error' : 'none'}
          >
            <Input {...field} autoComplete="off" />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <Field
            label="Description"
            validationMessage={errors.description?.message}
            validationState={errors.description ? 'error' : 'none'}
          >
            <Textarea {...field} rows={3} resize="vertical" />
          </Field>
        )}
      />
      <div className={styles.row}>
        <Controller
          control={control}
          name="due_date"
          render={({ field }) => (
            <Field
              label="Due date"
              required={kind === 'milestone'}
              validationMessage={errors.due_date?.message}
              validationState={errors.due_date ? 'error' : 'none'}
            >
              <Input {...field} type="date" />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="owner"
          render={({ field }) => (
            <OwnerSelect
              value={field.value}
              onChange={field.onChange}
              people={team}
              current={item?.owner}
              error={errors.owner?.message}
            />
          )}
        />
      </div>
      {existing ? (
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <Field
              label="State"
              hint="Open items past their due date show as Overdue."
              validationMessage={errors.state?.message}
              validationState={errors.state ? 'error' : 'none'}
            >
              <RadioGroup
                layout="horizontal"
                value={field.value}
                onChange={(_event, data) => field.onChange(data.value)}
              >
                <Radio value="Open" label="Open" />
                <Radio value="Closed" label="Closed" />
              </RadioGroup>
            </Field>
          )}
        />
      ) : null}
    </FormDialog>
  );
}
