import {
  createMetricReportInputSchema,
  type MetricDetail,
} from '@contract/projects/metrics.schema';
import { metricPeriodLabel, metricStatuses, type MetricStatus } from '@contract/projects/metrics';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField, optionsOf } from '@/components/form/form-field';
import { FormRow } from '@/components/form/form-row';
import { useContractForm } from '@/components/form/use-contract-form';
import { useRecordMetricReport } from '../hooks';
import { reportPeriodOptions } from '../metric-periods';

interface ReportValues {
  period: string;
  value: string;
  status: MetricStatus;
  commentary: string;
}

const Field = FormField<ReportValues>;
const decimal = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

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
      status: existing?.status ?? metric.status,
      commentary: existing?.commentary ?? '',
    } as ReportValues,
    toBody: (values) => ({ ...values, metric: metric.id, value: decimal(values.value) }),
    // The resolver has checked the value is there; NaN only tells TypeScript.
    submit: (body) => recordReport(metric.project, { ...body, value: body.value ?? NaN }),
    done: ({ report, created }) => {
      const label = metricPeriodLabel(report.period, metric.reporting_period);
      return `${created ? 'Recorded' : 'Updated'} the report for ${label}`;
    },
    onClose,
  });
  const replacing = reported.get(useWatch({ control: form.form.control, name: 'period' }));
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
        <Field
          name="status"
          label="Status"
          required
          kind="select"
          options={optionsOf(metricStatuses)}
        />
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
