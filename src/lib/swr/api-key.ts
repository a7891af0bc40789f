/** A key parameter that is not there yet: a read keyed by it does not run (SPEC §5). */
export function isMissingKeyParam(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === -1 || value === '-1';
}

type Maybe<T extends readonly unknown[]> = { [K in keyof T]: T[K] | null | undefined };

/**
 * The SWR key of a read: its URL relative to /api/v1/, built by a contract path builder, or null
 * (no fetch) when any parameter is missing or -1. Every argument given counts as a key
 * parameter, so an optional filter is passed only when it is set.
 *
 *   apiKey(projectPaths.detail, projectId) // 'projects/12/' or null
 *   apiKey(phasePaths.forProject, projectId) // all phases; add the code for one phase
 */
export function apiKey<A extends readonly unknown[]>(
  build: (...args: A) => string,
  ...args: Maybe<A>
): string | null {
  if (args.some(isMissingKeyParam)) return null;
  return build(...(args as unknown as A));
}
