import { useSearchParams } from 'react-router';
import type { PortfolioFilters } from '@contract/reports/portfolio.schema';
import type { HeatmapGranularity } from '@contract/reports/portfolio';

type ListKey = 'groups' | 'phases' | 'statuses';

const csv = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/**
 * The portfolio's filters, kept in the address (`?groups=g3,p9&from=2030-03-04&by=month`), so a
 * view can be shared and Back undoes a filter.
 */
export function usePortfolioFilters() {
  const [params, setParams] = useSearchParams();
  const lists = Object.fromEntries(
    (['groups', 'phases', 'statuses'] as const).map((k) => [k, csv(params.get(k))]),
  ) as Record<ListKey, string[]>;
  const idsOf = (key: string) =>
    csv(params.get(key))
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  // Tags, sites and departments are entries of the organisation's lists, by id.
  const tags = idsOf('tags');
  const sites = idsOf('sites');
  const departments = idsOf('departments');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const by = (params.get('by') === 'month' ? 'month' : 'week') as HeatmapGranularity;
  const filters: PortfolioFilters = {
    ...(lists.groups.length ? { groups: lists.groups } : {}),
    ...(sites.length ? { sites } : {}),
    ...(departments.length ? { departments } : {}),
    ...(lists.phases.length ? { phases: lists.phases as PortfolioFilters['phases'] } : {}),
    ...(lists.statuses.length ? { statuses: lists.statuses as PortfolioFilters['statuses'] } : {}),
    ...(tags.length ? { tags } : {}),
    ...(from ? { start_date: from } : {}),
    ...(to ? { end_date: to } : {}),
    granularity: by,
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
  return { filters, lists, tags, sites, departments, from, to, by, set, params };
}
