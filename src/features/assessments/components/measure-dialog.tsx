import {
  createMeasureInputSchema,
  type CreateMeasureInput,
  type Measure,
} from '@contract/assessments/readiness.schema';
import {
  measureTypeLabels,
  measureTypes,
  type MeasureType,
} from '@contract/assessments/assessments';
import type { PersonRef } from '@contract/shared/common.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField, optionsOf } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { OwnerField, ownerId } from '@/features/projects/widgets/owner-field';
import { useCreateMeasure, useUpdateMeasure } from '../hooks';

interface MeasureValues {
  measure_type: string;
  title: string;
  target: string;
  owner: PersonRef | null;
  approver: PersonRef | null;
  due_date: string;
}

/**
 * Adds a readiness measure (an approval with its approver, a metric, a dependency, an activity),
 * or edits one: its kind stays, its title, target, owner, approver and due date change, and its
 * reports are kept.
 */
export function MeasureDialog({
  assessmentId,
  measure,
  people,
  onClose,
}: {
  assessmentId: number;
  measure?: Measure;
  people: readonly PersonRef[];
  onClose: () => void;
}) {
  const create = useCreateMeasure();
  const update = useUpdateMeasure();
  const form = useContractForm({
    // Editing sends every field the form shows, so the create schema checks it as well.
    schema: createMeasureInputSchema,
    defaultValues: {
      measure_type: measure?.measure_type ?? 'READINESS_APPROVAL',
      title: measure?.title ?? '',
      target: measure?.target ?? '',
      owner: measure?.owner ?? null,
      approver: measure?.approver ?? null,
      due_date: measure?.due_date ?? '',
    } as MeasureValues,
    toBody: (v): CreateMeasureInput => ({
      measure_type: v.measure_type as MeasureType,
      title: v.title,
      target: v.target,
      owner: ownerId(v.owner),
      ...(v.measure_type === 'READINESS_APPROVAL' ? { approver: ownerId(v.approver) } : {}),
      due_date: v.due_date || null,
    }),
    submit: (body) => (measure ? update(measure.id, body) : create(assessmentId, body)),
    done: (saved) => `${measure ? 'Saved' : 'Added'} the measure “${saved.title}”`,
    onClose,
  });
  const type = form.form.watch('measure_type');
  return (
    <FormDialog
      form={form}
      title={measure ? `Edit “${measure.title}”` : 'New readiness measure'}
      submitLabel={measure ? 'Save measure' : 'Add measure'}
    >
      {measure ? null : (
        <FormField<MeasureValues>
          name="measure_type"
          label="Kind"
          kind="select"
          required
          options={optionsOf(measureTypes, (t) => measureTypeLabels[t])}
        />
      )}
      <FormField<MeasureValues> name="title" label="Title" required />
      {type === 'READINESS_METRIC' && (
        <FormField<MeasureValues> name="target" label="Target" hint="For example “95% trained”." />
      )}
      <OwnerField team={people} />
      {type === 'READINESS_APPROVAL' && (
        <OwnerField
          team={people}
          name="approver"
          label="Approver"
          hint="Who signs it off; they can be reminded. The team is offered first; type a name to find anyone else."
        />
      )}
      <FormField<MeasureValues> name="due_date" label="Due date" kind="date" />
    </FormDialog>
  );
}
