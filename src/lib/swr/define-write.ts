import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** A read a write changes: a URL prefix (`'projects/'`) or a test of the key. */
export type ReadMatch = string | ((key: string) => boolean);

/**
 * A change made to the cached reads `match` names before the server answers, undone if the
 * write fails. Only reads already in the cache are changed.
 */
export interface OptimisticUpdate {
  match: ReadMatch;
  update: (current: unknown) => unknown;
}

export interface WriteOptions<A extends readonly unknown[], R> {
  /** The reads the write may have changed; they are fetched again once it succeeds. */
  invalidates: (result: R, args: A) => readonly ReadMatch[];
  /**
   * Reads the write's answer already holds (`{'projects/4/': saved}`): they take it as they
   * are, without a second fetch.
   */
  seeds?: (result: R, args: A) => Readonly<Record<string, unknown>>;
  /** Cached reads to change at once, before the server answers (toggles, reorders, likes). */
  optimistic?: (args: A) => readonly OptimisticUpdate[];
  /**
   * Reads of what the write deleted (`projects/4/phases/…`): they are not fetched again, so the
   * screen that showed the thing keeps its last view while it moves on, instead of asking for
   * something that is gone (whose 404 would send the user to "Page not found").
   */
  removes?: (result: R, args: A) => readonly ReadMatch[];
}

/** Whether `key` is one of the reads `matches` names. SWR's own keys (`$inf$…`) never are. */
export function matchesRead(key: unknown, matches: readonly ReadMatch[]): boolean {
  if (typeof key !== 'string' || key.startsWith('$')) return false;
  return matches.some((match) => (typeof match === 'string' ? key.startsWith(match) : match(key)));
}

/**
 * Declares an area's write hook from its `api.ts` function and the reads it changes, so a
 * screen calls the hook and nothing else:
 *
 *   export const useCreateMilestone = defineWrite(createMilestone, {
 *     invalidates: (_milestone, [projectId]) => ['milestones/', projectStatsPaths.one(projectId)],
 *   });
 *   const createMilestone = useCreateMilestone();
 *   await createMilestone(projectId, workstreamId, body);
 *
 * A failed write rejects as the API function does (forms place its messages) and rolls back
 * its optimistic updates.
 */
export function defineWrite<A extends readonly unknown[], R>(
  write: (...args: A) => Promise<R>,
  options: WriteOptions<NoInfer<A>, NoInfer<R>>,
) {
  return function useWrite(): (...args: A) => Promise<R> {
    const { mutate, cache } = useSWRConfig();
    return useCallback(
      async (...args: A) => {
        const updates = options.optimistic?.(args) ?? [];
        const before: (readonly [string, unknown])[] = [];
        for (const { match, update } of updates) {
          for (const key of [...cache.keys()].filter((k) => matchesRead(k, [match]))) {
            const current = cache.get(key)?.data;
            if (current === undefined) continue;
            before.push([key, current]);
            await mutate(key, update(current), { revalidate: false });
          }
        }
        let result: R;
        try {
          result = await write(...args);
        } catch (error) {
          for (const [key, data] of before) await mutate(key, data, { revalidate: false });
          throw error;
        }
        const seeded = options.seeds?.(result, args) ?? {};
        for (const [key, data] of Object.entries(seeded)) {
          await mutate(key, data, { revalidate: false });
        }
        const matches = options.invalidates(result, args);
        const removed = options.removes?.(result, args) ?? [];
        // Only the reads on screen fetch now; the rest refresh when they are next shown.
        void mutate(
          (key) =>
            !(typeof key === 'string' && key in seeded) &&
            matchesRead(key, matches) &&
            !matchesRead(key, removed),
        );
        return result;
      },
      [mutate, cache],
    );
  };
}
