/**
 * Reads started at boot, before React has rendered anything: a signed-in tab knows its token
 * (the fresh copy, src/lib/auth/token-copy.ts) and which screen its address opens, so the
 * shell's and that screen's first reads go out beside the code's download instead of after it
 * (DESIGN.md §8). The API client takes an early answer for the same URL and token instead of
 * asking again; one that nobody takes within a few seconds is dropped.
 */

/** The one API base: /api/v1/ on this origin (as the API client builds it). */
export const API_BASE = '/api/v1/';

/** How long an early answer waits for the screen that asks for it. */
const KEPT_FOR_MS = 10_000;

interface EarlyRead {
  response: Promise<Response>;
  token: string;
  startedAt: number;
}

const started = new Map<string, EarlyRead>();

/** The absolute URL of an API path relative to /api/v1/. */
export function earlyReadUrl(path: string, origin = window.location.origin): string {
  return new URL(`${API_BASE}${path.replace(/^\/+/, '')}`, origin).href;
}

/** Starts GETs of these API paths (relative to /api/v1/) with this token; repeats are ignored. */
export function startEarlyReads(paths: readonly string[], token: string): void {
  const now = Date.now();
  for (const path of paths) {
    const url = earlyReadUrl(path);
    const previous = started.get(url);
    if (previous && previous.token === token && now - previous.startedAt < KEPT_FOR_MS) continue;
    const response = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // A failed early read is asked again by the client; it is nobody's unhandled rejection.
    response.catch(() => undefined);
    started.set(url, { response, token, startedAt: now });
  }
}

/**
 * The early answer for a GET of `url` with `token`, once: a later read of the same URL asks the
 * server again (the data may have changed). Undefined when none was started, it is too old, or
 * it was started with another token (someone else signed in meanwhile).
 */
export function takeEarlyRead(url: string, token: string): Promise<Response> | undefined {
  const read = started.get(url);
  if (!read) return undefined;
  started.delete(url);
  if (read.token !== token || Date.now() - read.startedAt > KEPT_FOR_MS) return undefined;
  return read.response;
}

/** Forgets every early read (sign-out; tests). */
export function dropEarlyReads(): void {
  started.clear();
}
