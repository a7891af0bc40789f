import { describe, expect, it } from 'vitest';
import { reportPeriodOptions } from './metric-periods';

describe('report periods', () => {
  it('offers months up to this one, newest first, each on the first of its month', () => {
    const options = reportPeriodOptions('Monthly', '2026-03-18', 3);
    expect(options).toEqual([
      { period: '2026-03-01', label: 'Mar 2026' },
      { period: '2026-02-01', label: 'Feb 2026' },
      { period: '2026-01-01', label: 'Jan 2026' },
    ]);
  });

  it('offers quarters aligned to January, April, July and October, none in the future', () => {
    const options = reportPeriodOptions('Quarterly', '2026-05-02', 3);
    expect(options.map((o) => o.period)).toEqual(['2026-04-01', '2026-01-01', '2025-10-01']);
    expect(options[0]?.label).toBe('Q2 2026');
  });
});
