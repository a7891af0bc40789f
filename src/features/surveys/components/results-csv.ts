import type { SurveyReport } from '@contract/surveys/reports.schema';
import { toCsv, type CsvCell } from '@contract/shared/csv';
import { HIDDEN } from './results-breakdowns';

/**
 * The results as CSV: a row per answer of each question, and a row per send of the series.
 * Figures the screen withholds (fewer than 5 responses) are withheld here too.
 */
export function resultsCsv(report: SurveyReport): string {
  const rows: CsvCell[][] = [['Question', 'Answer', 'Count', 'Average', 'Favourable %']];
  for (const q of report.questions) {
    if (q.hidden) rows.push([q.text, HIDDEN, '', '', '']);
    for (const d of q.distribution) {
      rows.push([q.text, d.label, d.count, q.average, q.favourable]);
    }
  }
  if (report.trend.length > 1) {
    rows.push([]);
    rows.push([
      'Send',
      'Version',
      'Sent',
      'Invited',
      'Responses',
      'Response rate %',
      'Average',
      'Favourable %',
    ]);
    report.trend.forEach((t, i) =>
      rows.push([
        i + 1,
        t.version,
        t.sent_at,
        t.recipients,
        t.responses,
        t.response_rate,
        t.average ?? HIDDEN,
        t.favourable ?? HIDDEN,
      ]),
    );
  }
  return toCsv(rows);
}

export function downloadResultsCsv(report: SurveyReport) {
  const url = URL.createObjectURL(new Blob([resultsCsv(report)], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${report.name} – results.csv`;
  a.click();
  URL.revokeObjectURL(url);
}
