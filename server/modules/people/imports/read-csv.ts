import type { Readable } from 'node:stream';
import { defaultLocale, formatterFor } from '../../../../contract/shared/formatting';
import { parse } from 'csv-parse';
import { PEOPLE_CSV_MAX_ROWS, peopleCsvColumns } from '../../../../contract/people/imports';
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
  });
  let binary = false;
  source.on('data', (chunk: Buffer) => {
    if (!binary && chunk.includes(0)) binary = true;
  });
  source.on('error', (err) => parser.destroy(err));
  source.pipe(parser);

  const rows: RawRow[] = [];
  let count = 0;
  let hasEmail: boolean | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      if (binary) break;
      count += 1;
      hasEmail ??= 'email' in record;
      if (!hasEmail || count > PEOPLE_CSV_MAX_ROWS) continue;
      const row = { line: info.lines } as RawRow;
      for (const column of peopleCsvColumns) row[column] = (record[column] ?? '').trim();
      row.email = row.email.toLowerCase();
      rows.push(row);
    }
  } catch (err) {
    if (!binary) unreadable((err as Error).message);
  }
  if (binary) {
    source.resume(); // drain the rest of the upload so the request completes
    throw badRequest({ file: ['The file is not a text CSV file.'] });
  }
  if (count === 0) throw badRequest({ file: ['The file has no rows below its header.'] });
  if (!hasEmail) throw badRequest({ file: ['The file needs an email column.'] });
  if (count > PEOPLE_CSV_MAX_ROWS) {
    throw badRequest({
      file: [
        `A file can hold at most ${numbers.number(PEOPLE_CSV_MAX_ROWS)} people; this one has ${numbers.number(count)}.`,
      ],
    });
  }
  return rows;
}
