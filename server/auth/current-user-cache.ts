import type { CurrentUser } from './current-user';

/**
 * Remembers who a token speaks for, for a few seconds, so a burst of calls from one person costs
 * one look-up. A change of role, tool access or a deactivation takes effect at once on the
 * server that made it (`clear()`) and, through the write notifications, on every other replica
 * (`forgetOrganisation`); `ttlMs` is the backstop while notifications are not heard.
 */
export class CurrentUserCache {
  private readonly entries = new Map<string, { user: CurrentUser; expires: number }>();
  private forgets = 0;

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

  /** Taken before a look-up: `set` refuses what was read before a change came in. */
  get generation(): number {
    return this.forgets;
  }

  /** `readAt`: the generation taken before the look-up (default: now). */
  set(
    key: string,
    user: CurrentUser,
    { readAt = this.forgets, now = Date.now() }: { readAt?: number; now?: number } = {},
  ): void {
    if (this.ttlMs <= 0 || readAt !== this.forgets) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { user, expires: now + this.ttlMs });
  }

  clear(): void {
    this.forgets += 1;
    this.entries.clear();
  }

  /** Forgets the callers of one organisation (a person or the organisation itself changed). */
  forgetOrganisation(organisationId: number): void {
    this.forgets += 1;
    for (const [key, entry] of this.entries) {
      if (entry.user.organisationId === organisationId) this.entries.delete(key);
    }
  }
}
