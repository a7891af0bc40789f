import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

const listening = (ttlMs = 10_000, maxBytes?: number) => {
  const cache = new ResponseCache(ttlMs, maxBytes);
  cache.setListening(true);
  return cache;
};

describe('ResponseCache', () => {
  it('serves what it stored until its lifetime ends', () => {
    const cache = listening(1_000);
    const ticket = cache.ticket('1|7|ADMIN|1|/api/v1/projects/', 1);
    expect(ticket && cache.set(ticket, '{"count":3}', 0)).toBe(true);
    expect(cache.get('1|7|ADMIN|1|/api/v1/projects/', 999)).toBe('{"count":3}');
    expect(cache.get('1|7|ADMIN|1|/api/v1/projects/', 1_000)).toBeUndefined();
  });

  it("drops one organisation's answers on its write and keeps the others'", () => {
    const cache = listening();
    for (const org of [1, 2]) {
      const ticket = cache.ticket(`${org}|/a`, org);
      if (ticket) cache.set(ticket, `org ${org}`);
    }
    cache.invalidate(1);
    expect(cache.get('1|/a')).toBeUndefined();
    expect(cache.get('2|/a')).toBe('org 2');
    cache.invalidateAll();
    expect(cache.get('2|/a')).toBeUndefined();
  });

  it('does not store an answer read before a write that committed while it ran', () => {
    const cache = listening();
    const before = cache.ticket('1|/a', 1);
    cache.invalidate(1);
    expect(before && cache.set(before, 'stale')).toBe(false);
    expect(cache.get('1|/a')).toBeUndefined();
    const otherOrg = cache.ticket('2|/a', 2);
    cache.invalidateAll();
    expect(otherOrg && cache.set(otherOrg, 'stale')).toBe(false);
    const after = cache.ticket('1|/a', 1);
    expect(after && cache.set(after, 'fresh')).toBe(true);
  });

  it('serves and stores nothing while writes may go unreported', () => {
    const cache = listening();
    const ticket = cache.ticket('1|/a', 1);
    if (ticket) cache.set(ticket, 'cached');
    cache.setListening(false);
    expect(cache.get('1|/a')).toBeUndefined();
    expect(cache.ticket('1|/a', 1)).toBeUndefined();
    cache.setListening(true);
    // Back on, it starts empty: writes made while it was deaf are not in what it held.
    expect(cache.get('1|/a')).toBeUndefined();
  });

  it('keeps its memory under the bound by dropping the oldest answers', () => {
    const cache = listening(10_000, 16 * 100);
    for (let i = 0; i < 20; i++) {
      const ticket = cache.ticket(`1|/${i}`, 1);
      if (ticket) cache.set(ticket, 'x'.repeat(50));
    }
    expect(cache.size).toBeLessThanOrEqual(16);
    expect(cache.get('1|/19')).toBe('x'.repeat(50));
    expect(cache.get('1|/0')).toBeUndefined();
  });
});
