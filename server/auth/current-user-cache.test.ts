import { describe, expect, it } from 'vitest';
import type { CurrentUser } from './current-user';
import { CurrentUserCache } from './current-user-cache';

const user: CurrentUser = {
  id: 1,
  organisationId: 1,
  email: 'a@b.test',
  role: 'ADMIN',
  isActive: true,
  hasToolAccess: true,
};

describe('current-user cache', () => {
  it('forgets an entry once its time is up', () => {
    const cache = new CurrentUserCache(1000);
    cache.set('k', user, { now: 0 });
    expect(cache.get('k', 999)).toBe(user);
    expect(cache.get('k', 1000)).toBeUndefined();
  });

  it('keeps at most its maximum, dropping the oldest', () => {
    const cache = new CurrentUserCache(1000, 2);
    cache.set('a', user, { now: 0 });
    cache.set('b', user, { now: 0 });
    cache.set('c', user, { now: 0 });
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe(user);
  });

  it('caches nothing with a zero lifetime, and clears on demand', () => {
    const off = new CurrentUserCache(0);
    off.set('k', user, { now: 0 });
    expect(off.get('k', 0)).toBeUndefined();
    const cache = new CurrentUserCache(1000);
    cache.set('k', user, { now: 0 });
    cache.clear();
    expect(cache.get('k', 1)).toBeUndefined();
  });

  it("forgets one organisation's callers and keeps the others'", () => {
    const cache = new CurrentUserCache(1000);
    cache.set('a', user, { now: 0 });
    cache.set('b', { ...user, id: 2, organisationId: 2 }, { now: 0 });
    cache.forgetOrganisation(1);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)?.id).toBe(2);
  });

  it('does not keep a caller read before a change came in', () => {
    const cache = new CurrentUserCache(1000);
    const readAt = cache.generation;
    cache.forgetOrganisation(1);
    cache.set('a', user, { readAt, now: 0 });
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', user, { readAt: cache.generation, now: 0 });
    expect(cache.get('a', 1)).toBe(user);
  });
});
