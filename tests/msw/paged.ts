import type { Paginated } from '@contract/shared/common.schema';

/**
 * One page of `items` in the server's `{count, next, previous, results}` shape, for the page the
 * request's `page_number` and `page_size` ask for (50 by default), with working `next` and
 * `previous` links, so a screen under test can page through every row as it would on the server.
 */
export function pageOf<T>(items: readonly T[], request: Request): Paginated<T> {
  const url = new URL(request.url);
  const size = Number(url.searchParams.get('page_size') ?? 50);
  const number = Number(url.searchParams.get('page_number') ?? 1);
  const link = (n: number) => {
    const to = new URL(url);
    to.searchParams.set('page_number', String(n));
    to.searchParams.set('page_size', String(size));
    return to.toString();
  };
  return {
    count: items.length,
    next: number * size < items.length ? link(number + 1) : null,
    previous: number > 1 ? link(number - 1) : null,
    results: items.slice((number - 1) * size, number * size),
  };
}
