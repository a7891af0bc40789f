import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="Change plan.pptx"', 'Change plan.pptx'],
    ['attachment; filename=report.csv', 'report.csv'],
    ['attachment;filename="quoted \\"name\\".txt"', 'quoted "name".txt'],
    [
      'attachment; filename="fallback.pdf"; filename*=UTF-8\'\'R%C3%A9sum%C3%A9%20plan.pdf',
      'Résumé plan.pdf',
    ],
    ["attachment; filename*=utf-8'en'%E2%82%AC%20rates.xlsx", '€ rates.xlsx'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\Users\\\\x\\\\notes.txt"', 'notes.txt'],
  ])('reads %j as %j', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it.each([undefined, null, '', 'attachment', 'inline; filename=""', 'attachment; filename="/"'])(
    'falls back to "download" for %j',
    (header) => {
      expect(fileNameFromContentDisposition(header)).toBe('download');
    },
  );

  it('uses the plain name when the extended one is malformed', () => {
    expect(
      fileNameFromContentDisposition("attachment; filename=plain.txt; filename*=UTF-8''%E0%A4%A"),
    ).toBe('plain.txt');
  });
});
