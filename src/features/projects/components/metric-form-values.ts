import type { PersonRef } from '@contract/shared/common.schema';
import { ownerValue } from '../widgets/owner-field';
import type {
  MetricCategory,
  MetricDirection,
  MetricKind,
  ReportingPeriod,
} from '@contract/projects/metrics';
import type { Metric } from '@contract/projects/metrics.schema';

/** A metric form's values as the inputs hold them ('' for "not chosen"). */
export interface MetricValues {
  name: string;
  description: string;
  kind: MetricKind | '';
  category: MetricCategory | '';
  reporting_period: ReportingPeriod | '';
  direction: MetricDirection;
  unit: string;
  baseline: string;
  target: string;
  owner: PersonRef | null;
}

/** '' is "none"; anything else must read as a number (the contract says so if it does not). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));
const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

export function metricFormValues(metric: Metric | undefined): MetricValues {
  return {
    name: metric?.name ?? '',
    description: metric?.description ?? '',
    kind: metric?.kind ?? '',
    category: metric?.category ?? '',
    reporting_period: metric?.reporting_period ?? '',
    direction: metric?.direction ?? 'HIGHER',
    unit: metric?.unit ?? '',
    baseline: numberText(metric?.baseline),
    target: numberText(metric?.target),
    owner: ownerValue(metric?.owner),
  };
}

/** The create or update call's body. */
export function toMetricBody(values: MetricValues) {
  return {
    ...values,
    kind: values.kind || undefined,
    category: values.category || undefined,
    reporting_period: values.reporting_period || undefined,
    baseline: numberOrNull(values.baseline),
    target: numberOrNull(values.target),
    owner: values.owner?.id ?? null,
  };
}
