import { describe, expect, it } from 'vitest';
import { ResponseCache, type CacheTicket } from './response-cache';

const listening = (ttlMs = 10_000, maxBytes?: number) => {
  const cache = new ResponseCache(ttlMs, maxBytes);
  cache.setListening(true);
  return cache;
};

const bytes = (text: string) => Buffer.from(text);

/** The ticket of a read that must compute its answer (fails the test otherwise). */
function miss(cache: ResponseCache, key: string, organisationId: number, now?: number) {
  const found = cache.lookup(key, organisationId, now);
  expect(found.kind).toBe('miss');
  return (found as { ticket: CacheTicket }).ticket;
}

function served(cache: ResponseCache, key: string, organisationId: number, now?: number) {
  const found = cache.lookup(key, organisationId, now);
  return found.kind === 'hit' ? found.payload.toString() : found.kind;
}

describe('ResponseCache', () => {
  it('serves what it stored until its lifetime ends', () => {
    const cache = listening(1_000);
    const key = '1|7|ADMIN|1|/api/v1/projects/';
    expect(cache.settle(miss(cache, key, 1, 0), bytes('{"count":3}'), 0)).toBe(true);
    expect(served(cache, key, 1, 500)).toBe('{"count":3}');
    expect(served(cache, key, 1, 1_000)).toBe('miss');
  });

  it("drops one organisation's answers on its write and keeps the others'", () => {
    const cache = listening();
    for (const org of [1, 2]) cache.settle(miss(cache, `${org}|/a`, org), bytes(`org ${org}`));
    cache.invalidate(1);
    expect(served(cache, '1|/a', 1)).toBe('miss');
    expect(served(cache, '2|/a', 2)).toBe('org 2');
    cache.invalidateAll();
    expect(served(cache, '2|/a', 2)).toBe('miss');
  });

  it("drops an organisation's answers on its reported write, and everyone's on an owner's", () => {
    const cache = listening();
    cache.settle(miss(cache, '1|/a', 1), bytes('one'));
    cache.settle(miss(cache, '2|/b', 2), bytes('other'));
    cache.noteWrite(1);
    expect(served(cache, '1|/a', 1)).toBe('miss');
    expect(served(cache, '2|/b', 2)).toBe('other');
    // A write with owner rights (the seed, a job across organisations) drops everything.
    cache.noteWrite('all');
    expect(served(cache, '2|/b', 2)).toBe('miss');
  });

  it('does not store an answer read before a write that committed while it ran', () => {
    const cache = listening();
    const before = miss(cache, '1|/a', 1);
    cache.invalidate(1);
    expect(cache.settle(before, bytes('stale'))).toBe(false);
    const otherOrg = miss(cache, '2|/a', 2);
    cache.invalidateAll();
    expect(cache.settle(otherOrg, bytes('stale'))).toBe(false);
    const after = miss(cache, '1|/a', 1);
    expect(cache.settle(after, bytes('fresh'))).toBe(true);
    expect(served(cache, '1|/a', 1)).toBe('fresh');
  });

  it('computes an answer once for every read that misses meanwhile', async () => {
    const cache = listening();
    const leader = miss(cache, '1|/a', 1);
    const waiting = cache.lookup('1|/a', 1);
    expect(waiting.kind).toBe('wait');
    cache.settle(leader, bytes('page'));
    expect((await (waiting as { answer: Promise<Buffer> }).answer).toString()).toBe('page');

    // A failed read hands its waiters nothing: they read by themselves.
    cache.invalidate(1);
    const failing = miss(cache, '1|/a', 1);
    const second = cache.lookup('1|/a', 1) as { answer: Promise<Buffer | undefined> };
    cache.settle(failing, undefined);
    expect(await second.answer).toBeUndefined();
  });

  it('lets a read after a write start afresh instead of waiting for an older one', () => {
    const cache = listening();
    const older = miss(cache, '1|/a', 1);
    cache.invalidate(1);
    const newer = miss(cache, '1|/a', 1);
    expect(cache.settle(older, bytes('stale'))).toBe(false);
    expect(cache.settle(newer, bytes('fresh'))).toBe(true);
    expect(served(cache, '1|/a', 1)).toBe('fresh');
  });

  it('renews a busy answer before it expires, by one read while the others are served', () => {
    const cache = listening(10_000);
    expect(cache.refreshAheadMs).toBe(2_000);
    cache.settle(miss(cache, '1|/a', 1, 0), bytes('first'), 0);
    expect(served(cache, '1|/a', 1, 7_999)).toBe('first');
    const renewal = miss(cache, '1|/a', 1, 8_500);
    expect(served(cache, '1|/a', 1, 8_600)).toBe('first');
    cache.settle(renewal, bytes('second'), 8_700);
    expect(served(cache, '1|/a', 1, 16_000)).toBe('second');
  });

  it('serves and stores nothing while writes may go unreported', () => {
    const cache = listening();
    cache.settle(miss(cache, '1|/a', 1), bytes('cached'));
    cache.setListening(false);
    expect(cache.lookup('1|/a', 1).kind).toBe('off');
    cache.setListening(true);
    // Back on, it starts empty: writes made while it was deaf are not in what it held.
    expect(cache.lookup('1|/a', 1).kind).toBe('miss');
  });

  it('keeps its memory under the bound by dropping the oldest answers', () => {
    const cache = listening(10_000, 16 * 100);
    for (let i = 0; i < 20; i++) cache.settle(miss(cache, `1|/${i}`, 1), bytes('x'.repeat(100)));
    expect(cache.size).toBeLessThanOrEqual(16);
    expect(served(cache, '1|/19', 1)).toBe('x'.repeat(100));
    expect(served(cache, '1|/0', 1)).toBe('miss');
  });
});
