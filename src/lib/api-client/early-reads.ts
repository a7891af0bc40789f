import { earlyReadUrl, isStarted, keepEarlyRead } from './early-read-store';
import { http } from './http';

/**
 * Reads started at boot, before React has rendered anything: a signed-in tab knows its token
 * (the fresh copy, src/lib/auth/token-copy.ts) and which screen its address opens, so the
 * shell's and that screen's first reads go out beside the code's download instead of after it
 * (DESIGN.md §8). They go through the one HTTP client like every call; the client answers a
 * later GET of the same URL and token with them instead of asking again, and one that nobody
 * takes within a few seconds is dropped.
 */
export function startEarlyReads(paths: readonly string[], token: string): void {
  const now = Date.now();
  for (const path of paths) {
    const url = earlyReadUrl(path);
    if (isStarted(url, token, now)) continue;
    const response = http.get<string>(url, {
      earlyRead: true,
      headers: { Authorization: `Bearer ${token}` },
      // Kept as sent: the call that takes it parses it as its own answer.
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
    });
    // A failed early read is asked again by the client; it is nobody's unhandled rejection.
    response.catch(() => undefined);
    keepEarlyRead(url, { response, token, startedAt: now });
  }
}
