import type { CurrentUser } from './current-user';

/**
 * Remembers who a token speaks for, for a few seconds, so a burst of calls from one person costs
 * one look-up. A change of role or a deactivation takes effect within `ttlMs` everywhere, and at
 * once on the server that made it (`clear()`).
 */
export class CurrentUserCache {
  private readonly entries = new Map<string, { user: CurrentUser; expires: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, now = Date.now()): CurrentUser | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.user;
  }

  set(key: string, user: CurrentUser, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { user, expires: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
