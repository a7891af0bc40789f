type Reporter = (error: unknown, context: Record<string, unknown> | undefined) => void;

const MAX_QUEUED = 20;
let reporter: Reporter | undefined;
let queue: [unknown, Record<string, unknown> | undefined][] | undefined = [];

/**
 * Logs an error and hands it to error reporting. Errors raised before Sentry has loaded (it loads
 * after the first paint) wait in a short queue; with no DSN configured the queue is dropped.
 */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  console.error(error, context ?? '');
  if (reporter) reporter(error, context);
  else if (queue && queue.length < MAX_QUEUED) queue.push([error, context]);
}

/** Connects error reporting (or, with null, confirms there is none and drops the queue). */
export function connectErrorReporter(next: Reporter | null): void {
  reporter = next ?? undefined;
  const waiting = queue ?? [];
  queue = undefined;
  if (next) for (const [error, context] of waiting) next(error, context);
}
