import type { ReportTable } from '@contract/reports/portfolio.schema';

/** A cell as CSV: quoted when it holds a comma, quote or line break; formulas defused. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A spreadsheet would run a cell starting with = + - @ as a formula.
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The table as CSV text: a header of column labels, then one line per row. */
export function reportCsv(table: ReportTable): string {
  const lines = [
    table.columns.map((c) => csvCell(c.label)).join(','),
    ...table.rows.map((row) => table.columns.map((c) => csvCell(row[c.key] ?? null)).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
