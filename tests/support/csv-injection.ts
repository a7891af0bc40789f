import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

/**
 * One text value per formula starter OWASP lists for CSV injection: `=`, `+`, `-`, `@`, tab and
 * carriage return. A test puts them in the text fields of an export.
 */
export const formulaPayloads = ['=1+2', '+1+2', '-1+2', '@SUM(1)', '\t=1+2', '\r=1+2'] as const;

/**
 * Every payload the export was given comes out with a leading apostrophe, and no cell of the
 * file starts with a formula starter.
 */
export function expectDefused(csv: string, payloads: readonly string[] = formulaPayloads) {
  const cells = (parse(csv, { relax_column_count: true }) as string[][]).flat();
  for (const payload of payloads) expect(cells).toContain(`'${payload}`);
  expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
}
