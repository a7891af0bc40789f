import { describe, expect, it } from 'vitest';
import { clip, rowsThatFit } from './deck';

const colW = [5, 1.6, 1.2, 1.2];
const head = ['Change', 'Go-live', 'Groups', 'Load'];
const row = (name: string) => [name, '2030-03-10', '1', '5'];

describe('the deck’s tables', () => {
  it('take only the rows that fit above the note, fewer when names wrap', () => {
    const short = Array.from({ length: 30 }, (_, i) => row(`Change ${i}`));
    // One line a row at 11 pt is about 0.28 in: 13 rows and the header in the 4 in under the title.
    expect(rowsThatFit(head, short, colW, 11)).toBe(13);
    expect(rowsThatFit(head, short.slice(0, 5), colW, 11)).toBe(5);
    // A name of three lines in the 5 in column takes the height of three short rows.
    const long = Array.from({ length: 30 }, (_, i) =>
      row(`${'Consolidate the regional teams '.repeat(5)}${i}`),
    );
    expect(rowsThatFit(head, long, colW, 11)).toBe(5);
    expect(rowsThatFit(head, [], colW, 11)).toBe(0);
  });

  it('cut long text at a word, with an ellipsis, and leave short text alone', () => {
    expect(clip('Ward rota')).toBe('Ward rota');
    const cut = clip('Very high impact on Finance operations; No readiness measures', 45);
    expect(cut).toBe('Very high impact on Finance operations; No…');
    expect(cut.length).toBeLessThanOrEqual(45);
    expect(clip('x'.repeat(200), 50)).toBe(`${'x'.repeat(49)}…`);
  });
});
