import { stringify } from 'csv-stringify/browser/esm/sync';

// The one CSV writer of the product: the server's downloads and the SPA's exports both write
// through it, so every file quotes and defuses alike. It is the browser build of csv-stringify
// because that one runs in Node as well.

/** A cell as callers give it: text is defused, numbers and empties are written as they are. */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * What a spreadsheet reads as the start of a formula (or, for tab and carriage return, hides
 * before one): OWASP's CSV injection list.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula gets a leading apostrophe, so it is shown instead. */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Rows as RFC 4180 CSV (CRLF line ends, a final line end), the first row usually the header.
 * A cell is quoted when it holds a comma, quote or line break; an empty row is an empty line.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      record_delimiter: 'windows',
      // csv-stringify quotes a whole CRLF but not a lone CR or LF inside a cell.
      quoted_match: /[\r\n]/,
      cast: {
        string: defuseFormula,
        boolean: (value) => (value ? 'true' : 'false'),
      },
    },
  );
}
