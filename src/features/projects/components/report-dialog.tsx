import { Field, Input, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  createMetricReportInputSchema,
  type MetricDetail,
} from '@contract/projects/metrics.schema';
import { metricPeriodLabel, metricStatuses, type MetricStatus } from '@contract/projects/metrics';
import { announceAction } from '@/components/action-toasts';
import { contractResolver } from '@/components/form/contract-resolver';
import { applyServerErrors } from '@/components/form/server-errors';
import { recordMetricReport } from '../api';
import { reportPeriodOptions } from '../metric-periods';
import { FormDialog } from './form-dialog';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

interface ReportValues {
  period: string;
  value: string;
  status: MetricStatus;
  commentary: string;
}

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
  onSaved,
}: {
  metric: MetricDetail;
  today: string;
  /** A period to start on (editing an existing report). */
  period?: string;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const styles = useStyles();
  const [failure, setFailure] = useState<string>();
  const options = reportPeriodOptions(metric.reporting_period, today);
  const reported = new Map(metric.reports.map((report) => [report.period, report]));
  const start = period ?? options[0]?.period ?? '';
  const existing = reported.get(start);
  const toBody = (values: ReportValues) => ({
    metric: metric.id,
    period: values.period || undefined,
    value: values.value.trim() === '' ? undefined : Number(values.value.replace(',', '.')),
    status: values.status,
    commentary: values.commentary,
  });
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ReportValues>({
    defaultValues: {
      period: start,
      value: existing ? String(existing.value) : '',
      status: existing?.status ?? metric.status,
      commentary: existing?.commentary ?? '',
    },
    resolver: contractResolver(createMetricReportInputSchema, toBody),
  });
  const chosen = useWatch({ control, name: 'period' });
  const replacing = reported.get(chosen);

  const save = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { report, created } = await recordMetricReport(metric.project, {
        metric: metric.id,
        period: values.period,
        value: Number(values.value.replace(',', '.')),
        status: values.status,
        commentary: values.commentary,
      });
      await onSaved();
      const label = metricPeriodLabel(report.period, metric.reporting_period);
      announceAction({
        title: created ? `Recorded the report for ${label}` : `Updated the report for ${label}`,
      });
      onClose();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['period', 'value', 'status', 'commentary']));
    }
  });

  return (
    <FormDialog
      title={`Report on “${metric.name}”`}
      submitLabel={replacing ? 'Update report' : 'Record report'}
      submitting={isSubmitting}
      failure={failure}
      onSubmit={(event) => void save(event)}
      onClose={onClose}
    >
      <div className={styles.row}>
        <Controller
          control={control}
          name="period"
          render={({ field }) => (
            <Field
              label={metric.reporting_period === 'Monthly' ? 'Month' : 'Quarter'}
              required
              hint={replacing ? 'This period has a report: saving replaces it.' : undefined}
              validationMessage={errors.period?.message}
              validationState={errors.period ? 'error' : 'none'}
            >
              <Select
                value={field.value}
                onChange={(_event, data) => {
                  field.onChange(data.value);
                  const report = reported.get(data.value);
                  if (report) {
                    setValue('value', String(report.value));
                    setValue('status', report.status);
                    setValue('commentary', report.commentary);
                  }
                }}
              >
                {options.map((option) => (
                  <option key={option.period} value={option.period}>
                    {option.label}
                    {reported.has(option.period) ? ' (reported)' : ''}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
        <Controller
          control={control}
          name="value"
          render={({ field }) => (
            <Field
              label={metric.unit ? `Value (${metric.unit})` : 'Value'}
              required
              validationMessage={errors.value?.message}
              validationState={errors.value ? 'error' : 'none'}
            >
              <Input {...field} inputMode="decimal" />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Field
              label="Status"
              required
              validationMessage={errors.status?.message}
              validationState={errors.status ? 'error' : 'none'}
            >
              <Select value={field.value} onChange={(_event, data) => field.onChange(data.value)}>
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
      <Controller
        control={control}
        name="commentary"
        render={({ field }) => (
          <Field
            label="Commentary"
            hint="What moved the number, and what happens next."
            validationMessage={errors.commentary?.message}
            validationState={errors.commentary ? 'error' : 'none'}
          >
            <Textarea {...field} rows={3} resize="vertical" />
          </Field>
        )}
      />
    </FormDialog>
  );
}
