/**
 * Counts requests per key in fixed windows: enough to stop a flood from one client without a
 * shared store. Each replica counts its own (the limit is per replica, documented as such).
 */
export class FixedWindowLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** Keys remembered at most; beyond that the oldest window is forgotten. */
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one request for `key`; 0 when allowed, else the seconds until the window ends. */
  take(key: string, now = Date.now()): number {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (window) this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.max ? 0 : Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  }
}
