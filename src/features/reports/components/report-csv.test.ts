import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv';

describe('report CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    const csv = reportCsv({
      title: 'Go-live changes',
      columns: [
        { key: 'change', label: 'Change', numeric: false },
        { key: 'load', label: 'Weighted load', numeric: true },
      ],
      rows: [
        { change: 'Charting, phase "two"', load: 9 },
        { change: '=HYPERLINK("x")', load: null },
      ],
    });
    expect(csv).toBe(
      'Change,Weighted load\r\n"Charting, phase ""two""",9\r\n"\'=HYPERLINK(""x"")",\r\n',
    );
  });
});
