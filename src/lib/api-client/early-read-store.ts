import type { AxiosResponse } from 'axios';

/**
 * The reads started at boot, kept until the screen's own call takes them (early-reads.ts).
 * Its own module so that the HTTP client can look here without importing what starts them.
 */

/** The one API base: /api/v1/ on this origin (as the API client builds it). */
export const API_BASE = '/api/v1/';

/** How long an early answer waits for the screen that asks for it. */
export const KEPT_FOR_MS = 10_000;

interface EarlyRead {
  response: Promise<AxiosResponse<string>>;
  token: string;
  startedAt: number;
}

const started = new Map<string, EarlyRead>();

/** The absolute URL of an API path relative to /api/v1/. */
export function earlyReadUrl(path: string, origin = window.location.origin): string {
  return new URL(`${API_BASE}${path.replace(/^\/+/, '')}`, origin).href;
}

/** Whether a read of `url` with `token` was started recently enough to be used. */
export function isStarted(url: string, token: string, now: number): boolean {
  const previous = started.get(url);
  return (
    previous !== undefined && previous.token === token && now - previous.startedAt < KEPT_FOR_MS
  );
}

export function keepEarlyRead(url: string, read: EarlyRead): void {
  started.set(url, read);
}

/**
 * The early answer for a GET of `url` with `token`, once: a later read of the same URL asks the
 * server again (the data may have changed). Undefined when none was started, it is too old, or
 * it was started with another token (someone else signed in meanwhile).
 */
export function takeEarlyRead(
  url: string,
  token: string,
): Promise<AxiosResponse<string>> | undefined {
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
