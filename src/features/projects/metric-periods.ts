import {
  metricPeriodIssue,
  metricPeriodLabel,
  type ReportingPeriod,
} from '@contract/projects/metrics';
import { addMonths, startOfMonth } from '@/lib/dates/calendar-date';

export interface PeriodOption {
  /** First day of the month or quarter, YYYY-MM-DD. */
  period: string;
  label: string;
}

/**
 * The periods a report can be for, newest first: months (Monthly) or quarters (Quarterly),
 * starting at the one `today` falls in (never a future one), going back `count` periods.
 */
export function reportPeriodOptions(
  reportingPeriod: ReportingPeriod,
  today: string,
  count = reportingPeriod === 'Monthly' ? 24 : 8,
): PeriodOption[] {
  const month = Number(today.slice(5, 7));
  const start =
    reportingPeriod === 'Monthly'
      ? startOfMonth(today)
      : `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
  const step = reportingPeriod === 'Monthly' ? 1 : 3;
  const options: PeriodOption[] = [];
  for (let i = 0; i < count; i += 1) {
    const period = addMonths(start, -i * step);
    if (metricPeriodIssue(period, reportingPeriod, today) === null) {
      options.push({ period, label: metricPeriodLabel(period, reportingPeriod) });
    }
  }
  return options;
}
