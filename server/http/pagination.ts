import type { FastifyRequest } from 'fastify';
import type { Paginated, PaginationQuery } from '../../contract/shared/common.schema';

/**
 * Builds `{count, next, previous, results}` with absolute links, as Django REST framework does.
 * The links start at the configured public origin, never at the request's Host header.
 */
export function paginate<T>(
  request: FastifyRequest,
  query: PaginationQuery,
  count: number,
  results: T[],
): Paginated<T> {
  const url = new URL(request.url, request.server.publicUrl);
  const link = (page: number) => {
    url.searchParams.set('page_number', String(page));
    url.searchParams.set('page_size', String(query.page_size));
    return url.toString();
  };
  const lastPage = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    next: query.page_number < lastPage ? link(query.page_number + 1) : null,
    previous: query.page_number > 1 ? link(Math.min(query.page_number - 1, lastPage)) : null,
    results,
  };
}

/** LIMIT/OFFSET for a page. */
export function pageWindow(query: PaginationQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page_number - 1) * query.page_size };
}
