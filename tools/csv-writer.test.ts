import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectDefused, formulaPayloads } from '../tests/support/csv-injection';
import { defuseFormula, toCsv } from '../contract/shared/csv';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe('the CSV writer', () => {
  it('defuses every formula starter with an apostrophe, and leaves other text alone', () => {
    expect(formulaPayloads.map(defuseFormula)).toEqual(formulaPayloads.map((p) => `'${p}`));
    expect(defuseFormula('Olga')).toBe('Olga');
    expect(defuseFormula('a=b')).toBe('a=b');
    expectDefused(toCsv([['Text'], ...formulaPayloads.map((p) => [p])]));
  });

  it('writes RFC 4180: CRLF lines, quotes where needed, numbers and empties as they are', () => {
    expect(
      toCsv([
        ['Change', 'Note', 'Load'],
        ['Rota, phase 1', 'Say "hi"', -3],
        ['line\nbreak', 'carriage\rreturn', null],
        [],
        [true, undefined, 0],
      ]),
    ).toBe(
      'Change,Note,Load\r\n"Rota, phase 1","Say ""hi""",-3\r\n' +
        '"line\nbreak","carriage\rreturn",\r\n\r\ntrue,,0\r\n',
    );
  });

  it('is the only CSV writer of the server and the SPA', () => {
    const writers = [...sourceFiles('server'), ...sourceFiles('src')].filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      // csv-stringify itself, or a hand-written CSV quote (`.replace(/"/g, '""')`).
      return /from 'csv-stringify/.test(text) || /, '""'\)/.test(text);
    });
    expect(writers).toEqual([]);
  });
});
