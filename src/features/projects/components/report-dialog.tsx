import {
  createMetricReportInputSchema,
  type MetricDetail,
} from '@contract/projects/metrics.schema';
import {
  metricPeriodLabel,
  metricStatusOf,
  metricStatuses,
  type MetricStatus,
} from '@contract/projects/metrics';
import { Field as FluentField } from '@fluentui/react-components';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField, optionsOf } from '@/components/form/form-field';
import { FormRow } from '@/components/form/form-row';
import { useContractForm } from '@/components/form/use-contract-form';
import { useRecordMetricReport } from '../hooks';
import { reportPeriodOptions } from '../metric-periods';
import { MetricStatusIndicator } from './metric-status';

interface ReportValues {
  period: string;
  value: string;
  /** Empty until the reporter chooses: a metric without data has no status to start from. */
  status: MetricStatus | '';
  commentary: string;
}

const Field = FormField<ReportValues>;
const decimal = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));
const targetHint = (metric: MetricDetail) =>
  `From the value against the target of ${metric.target}${metric.unit ? ` ${metric.unit}` : ''} (${
    metric.direction === 'LOWER' ? 'lower' : 'higher'
  } is better).`;

/**
 * Records a metric's value for a period. The periods offered line up with the metric's
 * reporting (first of a month or quarter) and stop at this one; a period that already has a
 * report is updated rather than doubled.
 */
export function ReportDialog({
  metric,
  today,
  period,
  onClose,
}: {
  metric: MetricDetail;
  today: string;
  /** A period to start on (editing an existing report). */
  period?: string;
  onClose: () => void;
}) {
  const recordReport = useRecordMetricReport();
  const options = reportPeriodOptions(metric.reporting_period, today);
  const reported = new Map(metric.reports.map((report) => [report.period, report]));
  const start = period ?? options[0]?.period ?? '';
  const existing = reported.get(start);
  const form = useContractForm({
    schema: createMetricReportInputSchema,
    defaultValues: {
      period: start,
      value: existing ? String(existing.value) : '',
      status: existing?.status ?? metric.status ?? '',
      commentary: existing?.commentary ?? '',
    } as ReportValues,
    toBody: (values) => ({
      ...values,
      metric: metric.id,
      value: decimal(values.value),
      // With a target the server derives the status from the value; it shows here as a preview.
      status: metric.target === null && values.status ? values.status : undefined,
    }),
    // The resolver has checked the value is there; NaN only tells TypeScript.
    submit: (body) => recordReport(metric.project, { ...body, value: body.value ?? NaN }),
    done: ({ report, created }) => {
      const label = metricPeriodLabel(report.period, metric.reporting_period);
      return `${created ? 'Recorded' : 'Updated'} the report for ${label}`;
    },
    onClose,
  });
  const replacing = reported.get(useWatch({ control: form.form.control, name: 'period' }));
  const value = decimal(useWatch({ control: form.form.control, name: 'value' }));
  const derived = value === undefined || Number.isNaN(value) ? null : metricStatusOf(value, metric);
  // Choosing a period that has a report shows that report, to correct it.
  const fill = (chosen: unknown) => {
    const report = reported.get(String(chosen));
    if (!report) return;
    form.form.setValue('value', String(report.value));
    form.form.setValue('status', report.status);
    form.form.setValue('commentary', report.commentary);
  };

  return (
    <FormDialog
      form={form}
      title={`Report on “${metric.name}”`}
      submitLabel={replacing ? 'Update report' : 'Record report'}
    >
      <FormRow>
        <Field
          name="period"
          label={metric.reporting_period === 'Monthly' ? 'Month' : 'Quarter'}
          required
          hint={replacing ? 'This period has a report: saving replaces it.' : undefined}
          kind="select"
          options={options.map((option) => ({
            value: option.period,
            label: `${option.label}${reported.has(option.period) ? ' (reported)' : ''}`,
          }))}
          onValueChange={fill}
        />
        <Field
          name="value"
          label={metric.unit ? `Value (${metric.unit})` : 'Value'}
          required
          kind="number"
        />
        {metric.target === null ? (
          <Field
            name="status"
            label="Status"
            required
            hint="Without a target, say how it stands."
            kind="select"
            options={optionsOf(metricStatuses)}
          />
        ) : (
          <FluentField label="Status" hint={targetHint(metric)}>
            <output aria-live="polite">
              {derived ? <MetricStatusIndicator status={derived} /> : 'Enter the value'}
            </output>
          </FluentField>
        )}
      </FormRow>
      <Field
        name="commentary"
        label="Commentary"
        hint="What moved the number, and what happens next."
        kind="textarea"
      />
    </FormDialog>
  );
}
