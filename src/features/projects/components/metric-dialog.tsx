import {
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import {
  createMetricInputSchema,
  updateMetricInputSchema,
  type Metric,
} from '@contract/projects/metrics.schema';
import {
  metricCategories,
  metricKindLabels,
  metricKinds,
  metricStatuses,
  reportingPeriods,
  type MetricCategory,
  type MetricKind,
  type MetricStatus,
  type ReportingPeriod,
} from '@contract/projects/metrics';
import type { TeamMember } from '@contract/projects/projects.schema';
import { announceAction } from '@/components/action-toasts';
import { contractResolver } from '@/components/form/contract-resolver';
import { applyServerErrors } from '@/components/form/server-errors';
import { createMetric, updateMetric } from '../api';
import { FormDialog } from './form-dialog';
import { OwnerSelect } from './owner-select';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

interface MetricValues {
  name: string;
  description: string;
  kind: MetricKind | '';
  category: MetricCategory | '';
  reporting_period: ReportingPeriod | '';
  status: MetricStatus;
  unit: string;
  baseline: string;
  target: string;
  owner: string;
}

const FIELDS = [
  'name',
  'description',
  'kind',
  'category',
  'reporting_period',
  'status',
  'unit',
  'baseline',
  'target',
  'owner',
];

/** '' is "none"; anything else must read as a number (the contract says so if it does not). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

function toBody(values: MetricValues) {
  return {
    name: values.name,
    description: values.description,
    kind: values.kind || undefined,
    category: values.category || undefined,
    reporting_period: values.reporting_period || undefined,
    status: values.status,
    unit: values.unit,
    baseline: numberOrNull(values.baseline),
    target: numberOrNull(values.target),
    owner: values.owner ? Number(values.owner) : null,
  };
}

const hint = (errors: FieldErrors<MetricValues>, field: keyof MetricValues) => ({
  validationMessage: errors[field]?.message,
  validationState: errors[field] ? ('error' as const) : ('none' as const),
});

/** Adds a metric to the project, or edits one. */
export function MetricDialog({
  projectId,
  metric,
  team,
  onClose,
  onSaved,
}: {
  projectId: number;
  metric?: Metric;
  team: readonly TeamMember[];
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const styles = useStyles();
  const [failure, setFailure] = useState<string>();
  const periodLocked = (metric?.report_count ?? 0) > 0;
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MetricValues>({
    defaultValues: {
      name: metric?.name ?? '',
      description: metric?.description ?? '',
      kind: metric?.kind ?? '',
      category: metric?.category ?? '',
      reporting_period: metric?.reporting_period ?? '',
      status: metric?.status ?? 'On Track',
      unit: metric?.unit ?? '',
      baseline: metric?.baseline === null || metric === undefined ? '' : String(metric.baseline),
      target: metric?.target === null || metric === undefined ? '' : String(metric.target),
      owner: metric?.owner ? String(metric.owner.id) : '',
    },
    resolver: contractResolver(metric ? updateMetricInputSchema : createMetricInputSchema, toBody),
  });

  const save = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const body = toBody(values);
      const { kind, category, reporting_period } = body;
      if (metric) await updateMetric(projectId, metric.id, body);
      // The resolver has checked these are chosen; the guard only tells TypeScript.
      else if (kind && category && reporting_period) {
        await createMetric(projectId, { ...body, kind, category, reporting_period });
      }
      await onSaved();
      announceAction({ title: metric ? 'Metric saved' : `Added the metric “${values.name}”` });
      onClose();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <FormDialog
      title={metric ? 'Edit metric' : 'New metric'}
      submitLabel={metric ? 'Save metric' : 'Add metric'}
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
            hint="What you measure, e.g. “Charts completed at the bedside”."
            {...hint(errors, 'name')}
          >
            <Input {...field} autoComplete="off" />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <Field label="How it is measured" {...hint(errors, 'description')}>
            <Textarea {...field} rows={2} resize="vertical" />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <Field
            label="Kind"
            required
            hint="Leading metrics warn early; lagging ones confirm the result."
            {...hint(errors, 'kind')}
          >
            <RadioGroup
              layout="horizontal"
              value={field.value}
              onChange={(_e, d) => field.onChange(d.value)}
            >
              {metricKinds.map((kind) => (
                <Radio key={kind} value={kind} label={metricKindLabels[kind]} />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      <div className={styles.row}>
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <Field label="Category" required {...hint(errors, 'category')}>
              <Select value={field.value} onChange={(_e, d) => field.onChange(d.value)}>
                <option value="">Choose…</option>
                {metricCategories.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
        <Controller
          control={control}
          name="reporting_period"
          render={({ field }) => (
            <Field
              label="Reported"
              required
              hint={periodLocked ? 'Fixed once the metric has reports.' : undefined}
              {...hint(errors, 'reporting_period')}
            >
              <Select
                value={field.value}
                disabled={periodLocked}
                onChange={(_e, d) => field.onChange(d.value)}
              >
                <option value="">Choose…</option>
                {reportingPeriods.map((period) => (
                  <option key={period} value={period}>
                    {period}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Field
              label="Status"
              hint={metric?.report_count ? 'The latest report sets it too.' : undefined}
              {...hint(errors, 'status')}
            >
              <Select value={field.value} onChange={(_e, d) => field.onChange(d.value)}>
                {metricStatuses.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
      </div>
      <div className={styles.row}>
        <Controller
          control={control}
          name="unit"
          render={({ field }) => (
            <Field label="Unit" hint="%, hours, £k…" {...hint(errors, 'unit')}>
              <Input {...field} />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="baseline"
          render={({ field }) => (
            <Field label="Baseline" {...hint(errors, 'baseline')}>
              <Input {...field} inputMode="decimal" />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="target"
          render={({ field }) => (
            <Field label="Target" {...hint(errors, 'target')}>
              <Input {...field} inputMode="decimal" />
            </Field>
          )}
        />
      </div>
      <Controller
        control={control}
        name="owner"
        render={({ field }) => (
          <OwnerSelect
            value={field.value}
            onChange={field.onChange}
            people={team}
            current={metric?.owner}
            error={errors.owner?.message}
          />
        )}
      />
    </FormDialog>
  );
}
