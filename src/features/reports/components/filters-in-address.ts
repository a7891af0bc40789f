import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { portfolioFiltersFrom } from '../portfolio-filters';

const csv = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/**
 * The portfolio's filters, kept in the address (`?groups=g3,p9&from=2030-03-04&by=month`), so a
 * view can be shared and Back undoes a filter.
 */
export function usePortfolioFilters() {
  const [params, setParams] = useSearchParams();
  // The same object while the address is the same: panels that take it render again only when
  // it really changes, and a deferred copy of it is not renewed by every render.
  const filters = useMemo(() => portfolioFiltersFrom(params), [params]);
  const lists = {
    groups: csv(params.get('groups')),
    phases: csv(params.get('phases')),
    statuses: csv(params.get('statuses')),
  };
  const set = (changes: Record<string, string | readonly string[]>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        const text = Array.isArray(value) ? value.join(',') : (value as string);
        if (text) next.set(key, text);
        else next.delete(key);
      }
      return next;
    });
  return {
    filters,
    lists,
    tags: filters.tags ?? [],
    sites: filters.sites ?? [],
    departments: filters.departments ?? [],
    from: filters.start_date ?? '',
    to: filters.end_date ?? '',
    by: filters.granularity ?? 'week',
    set,
    params,
  };
}
