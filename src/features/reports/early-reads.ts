import { reportPatterns } from '@contract/reports/portfolio';
import type { HeatmapInput, PortfolioFilters } from '@contract/reports/portfolio.schema';
import { apiPost } from '@/lib/api-client/api-client';
import { apiHandlers } from '@/lib/api-client/api-handlers';
import { heatmapKindFrom, portfolioFiltersFrom, type HeatmapKind } from './portfolio-filters';

/**
 * The reads of /portfolio that the server answers to a POST (the dashboard and the heatmap the
 * address names), started from the address at boot before the screen's code has loaded
 * (src/app/early-start.ts, once a stored token says who is signed in), so the server works while
 * the browser fetches and runs the screen. The screen's hooks take an early answer for the same
 * key instead of asking again. (Its GET, the filter choices, goes with the boot's GET reads,
 * which the API client takes.)
 *
 * An early read is silent: if it fails, the hook that takes it asks again the ordinary way, so
 * the failure is shown (or its error page opened) only when the screen really reads it; a
 * person who may not see the portfolio, whom the shell sends elsewhere, never sees it.
 */
interface EarlyRead {
  /** Absent when the screen asked first: the boot must not start the same read again. */
  answer?: Promise<unknown>;
  /** Whose answer it is: taken only by a read made with the same token. */
  token?: Promise<string | undefined>;
  expires: number;
}
const early = new Map<string, EarlyRead>();
/** An answer nobody took within this long is dropped: the screen was not opened after all. */
const KEEP_MS = 15_000;

export const heatmapPaths: Record<HeatmapKind, string> = {
  load: reportPatterns.activeCycleLoadHeatmap,
  time: reportPatterns.activeCycleTimeImpactHeatmap,
  go_live: reportPatterns.goLiveHeatmap,
};

/** The cache key of a read the server answers to a POST: its path and its body. */
export const postReadKey = (path: string, body: object) => `${path}#${JSON.stringify(body)}`;

export const dashboardBody = (filters: PortfolioFilters) => ({ filters });
export const heatmapBody = (filters: PortfolioFilters): HeatmapInput => ({ filters });

const currentToken = () =>
  apiHandlers()
    .getAccessToken()
    .catch(() => undefined);

const silent = (label: string) => ({ label, notifyOnError: false, redirectOnError: false });

function sweep(now: number): void {
  for (const [key, read] of early) if (read.expires <= now) early.delete(key);
}

function start(key: string, read: () => Promise<unknown>, now: number): void {
  sweep(now);
  const known = early.get(key);
  if (known && known.expires > now) return;
  const answer = read();
  // Taken later, or never: either way its failure is not an unhandled rejection.
  answer.catch(() => undefined);
  early.set(key, { answer, token: currentToken(), expires: now + KEEP_MS });
}

/** Starts the reads the portfolio screen opens with, for the address's filters and heatmap. */
export function startPortfolioReads(search: string, now = Date.now()): void {
  const params = new URLSearchParams(search);
  const filters = portfolioFiltersFrom(params);
  const heatmapPath = heatmapPaths[heatmapKindFrom(params)];
  const dashboard = dashboardBody(filters);
  const heatmap = heatmapBody(filters);
  start(
    postReadKey(reportPatterns.dashboard, dashboard),
    () => apiPost(reportPatterns.dashboard, dashboard, silent('Portfolio dashboard')),
    now,
  );
  start(
    postReadKey(heatmapPath, heatmap),
    () => apiPost(heatmapPath, heatmap, silent('Heatmap')),
    now,
  );
}

/**
 * The early answer for `key` if one was started and is still fresh (taken once), else `read()`;
 * an early read that failed is asked again through `read()`, with its usual error handling.
 */
export async function takeEarly<T>(key: string, read: () => Promise<T>, now = Date.now()) {
  sweep(now);
  const found = early.get(key);
  // Should the boot start its reads only after this, it finds this one asked.
  early.set(key, { expires: now + KEEP_MS });
  if (!found?.answer) return read();
  const [startedAs, askedAs] = await Promise.all([found.token, currentToken()]);
  // Someone else signed in since it started (or the token was renewed): asked afresh.
  if (!askedAs || startedAs !== askedAs) return read();
  let answer: { value: T } | undefined;
  try {
    answer = { value: (await found.answer) as T };
  } catch {
    // Failed: the ordinary read below shows why, if it fails again.
  }
  return answer ? answer.value : read();
}
