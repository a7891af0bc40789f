import {
  metricCategories,
  metricDirectionLabels,
  metricDirections,
  metricKindLabels,
  metricKinds,
  reportingPeriods,
  type MetricCategory,
  type MetricDirection,
  type MetricKind,
  type ReportingPeriod,
} from '@contract/projects/metrics';
import {
  createMetricInputSchema,
  updateMetricInputSchema,
  type Metric,
} from '@contract/projects/metrics.schema';
import type { TeamMember } from '@contract/projects/projects.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField, optionsOf } from '@/components/form/form-field';
import { FormRow } from '@/components/form/form-row';
import { useContractForm } from '@/components/form/use-contract-form';
import { useCreateMetric, useUpdateMetric } from '../hooks';
import { metricFormValues, toMetricBody, type MetricValues } from './metric-form-values';
import { OwnerField } from '../widgets/owner-field';

const Field = FormField<MetricValues>;

/** Adds a metric to the project, or edits one. */
export function MetricDialog({
  projectId,
  metric,
  team,
  onClose,
}: {
  projectId: number;
  metric?: Metric;
  team: readonly TeamMember[];
  onClose: () => void;
}) {
  const createMetric = useCreateMetric();
  const updateMetric = useUpdateMetric();
  const periodLocked = (metric?.report_count ?? 0) > 0;
  const form = useContractForm({
    schema: metric ? updateMetricInputSchema : createMetricInputSchema,
    defaultValues: metricFormValues(metric),
    toBody: toMetricBody,
    submit: async (body): Promise<unknown> => {
      const { kind, category, reporting_period } = body;
      if (metric) return updateMetric(projectId, metric.id, body);
      // The resolver has checked these are chosen; the guard only tells TypeScript.
      if (kind && category && reporting_period) {
        return createMetric(projectId, { ...body, kind, category, reporting_period });
      }
    },
    done: (_saved, values) => (metric ? 'Metric saved' : `Added the metric “${values.name}”`),
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={metric ? 'Edit metric' : 'New metric'}
      submitLabel={metric ? 'Save metric' : 'Add metric'}
    >
      <Field
        name="name"
        label="Name"
        required
        hint="What you measure, e.g. “Charts completed at the bedside”."
      />
      <Field name="description" label="How it is measured" kind="textarea" rows={2} />
      <Field
        name="kind"
        label="Kind"
        required
        hint="Leading metrics warn early; lagging ones confirm the result."
        kind="radio"
        options={optionsOf<MetricKind>(metricKinds, (kind) => metricKindLabels[kind])}
      />
      <FormRow>
        <Field
          name="category"
          label="Category"
          required
          kind="select"
          placeholder="Choose…"
          options={optionsOf<MetricCategory>(metricCategories)}
        />
        <Field
          name="reporting_period"
          label="Reported"
          required
          hint={periodLocked ? 'Fixed once the metric has reports.' : undefined}
          kind="select"
          placeholder="Choose…"
          disabled={periodLocked}
          options={optionsOf<ReportingPeriod>(reportingPeriods)}
        />
      </FormRow>
      <Field
        name="direction"
        label="Which way is better"
        hint="Each report’s status follows from its value, the target and this."
        kind="radio"
        options={optionsOf<MetricDirection>(metricDirections, (d) => metricDirectionLabels[d])}
      />
      <FormRow>
        <Field name="unit" label="Unit" hint="%, hours, £k…" />
        <Field name="baseline" label="Baseline" kind="number" />
        <Field name="target" label="Target" kind="number" />
      </FormRow>
      <OwnerField team={team} />
    </FormDialog>
  );
}
