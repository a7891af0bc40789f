import type { ReportTable } from '@contract/reports/portfolio.schema';
import { toCsv } from '@contract/shared/csv';

/** The table as CSV text: a header of column labels, then one line per row. */
export function reportCsv(table: ReportTable): string {
  return toCsv([
    table.columns.map((c) => c.label),
    ...table.rows.map((row) => table.columns.map((c) => row[c.key] ?? null)),
  ]);
}
