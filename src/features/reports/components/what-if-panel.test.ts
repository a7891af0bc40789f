import { describe, expect, it } from 'vitest';
import type { FilterOptions } from '@contract/reports/portfolio.schema';
import { changesMatching } from './what-if-panel';

const changes: FilterOptions['changes'] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: i % 3 === 0 ? `Ledger move ${i}` : `Rota change ${i}`,
  project: 1,
  go_live_date: null,
}));

describe('the what-if change picker', () => {
  it('lists the first 30 changes, in their order, and says there are more', () => {
    const { listed, more } = changesMatching(changes, '  ');
    expect(listed.map((c) => c.id)).toEqual(changes.slice(0, 30).map((c) => c.id));
    expect(more).toBe(true);
  });

  it('lists the changes with the typed text in their name, whatever its case', () => {
    const { listed, more } = changesMatching(changes, 'LEDGER');
    expect(listed).toHaveLength(15);
    expect(listed.every((c) => c.name.startsWith('Ledger move'))).toBe(true);
    expect(more).toBe(false);
    expect(changesMatching(changes, 'payroll').listed).toEqual([]);
  });
});
