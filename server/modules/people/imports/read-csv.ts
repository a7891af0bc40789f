import type { Readable } from 'node:stream';
import { defaultLocale, formatterFor } from '../../../../contract/shared/formatting';
import { parse } from 'csv-parse';
import { PEOPLE_CSV_MAX_ROWS, peopleCsvColumns } from '../../../../contract/people/imports';
import { MAX_CSV_CELL_LENGTH, MAX_CSV_RECORD_LENGTH } from '../../../../contract/shared/limits';
import { badRequest } from '../../../http-errors';
import type { RawRow } from './classify';

// The message goes back in the upload's answer, before anyone's settings are read.
const numbers = formatterFor({ locale: defaultLocale, timeZone: 'UTC' });

/** Header cells name columns case- and space-insensitively: `First name` is `first_name`. */
function columnName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

function unreadable(message: string): never {
  throw badRequest({ file: [`The file is not a readable CSV: ${message}`] });
}

const count = (n: number) => numbers.number(n);

/** The first kept cell longer than a CSV cell may be, as the message that refuses the file. */
function overlongCell(row: RawRow): string | undefined {
  for (const column of peopleCsvColumns) {
    const length = row[column].length;
    if (length > MAX_CSV_CELL_LENGTH) {
      return `Line ${row.line}, column ${column}: a cell holds at most ${count(MAX_CSV_CELL_LENGTH)} characters; this one has ${count(length)}.`;
    }
  }
  return undefined;
}

/**
 * Reads a people CSV as it arrives (header row, any column order), so a 50,000-row upload is
 * never held twice as a buffer and a string. A file with a NUL byte is binary, not a CSV; past
 * the row limit the rest is read but not kept, and the file is refused with its row count.
 */
export async function readPeopleCsv(source: Readable): Promise<RawRow[]> {
  const parser = parse({
    bom: true,
    columns: (header: string[]) => header.map(columnName),
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
    info: true,
    // Bounds what the parser buffers for one line, so a huge cell is refused as it arrives
    // rather than held whole in memory.
    max_record_size: MAX_CSV_RECORD_LENGTH,
  });
  let binary = false;
  source.on('data', (chunk: Buffer) => {
    if (!binary && chunk.includes(0)) binary = true;
  });
  source.on('error', (err) => parser.destroy(err));
  source.pipe(parser);

  const rows: RawRow[] = [];
  let rowCount = 0;
  let hasEmail: boolean | undefined;
  let refusal: string | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      if (binary) break;
      rowCount += 1;
      hasEmail ??= 'email' in record;
      if (!hasEmail || rowCount > PEOPLE_CSV_MAX_ROWS) continue;
      const row = { line: info.lines } as RawRow;
      for (const column of peopleCsvColumns) row[column] = (record[column] ?? '').trim();
      row.email = row.email.toLowerCase();
      refusal = overlongCell(row);
      if (refusal) break;
      rows.push(row);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') {
      refusal = `A line holds at most ${count(MAX_CSV_RECORD_LENGTH)} characters and a cell at most ${count(MAX_CSV_CELL_LENGTH)}.`;
    } else if (!binary) unreadable((err as Error).message);
  }
  if (binary || refusal) {
    source.resume(); // drain the rest of the upload so the request completes
    throw badRequest({ file: [refusal ?? 'The file is not a text CSV file.'] });
  }
  if (rowCount === 0) throw badRequest({ file: ['The file has no rows below its header.'] });
  if (!hasEmail) throw badRequest({ file: ['The file needs an email column.'] });
  if (rowCount > PEOPLE_CSV_MAX_ROWS) {
    throw badRequest({
      file: [
        `A file can hold at most ${count(PEOPLE_CSV_MAX_ROWS)} people; this one has ${count(rowCount)}.`,
      ],
    });
  }
  return rows;
}
