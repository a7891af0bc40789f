import type { HeatmapGranularity } from '@contract/reports/portfolio';
import type { PortfolioFilters } from '@contract/reports/portfolio.schema';

const csv = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

const idsOf = (params: URLSearchParams, key: string) =>
  csv(params.get(key))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

export type HeatmapKind = 'load' | 'time' | 'go_live';
const heatmapKindIds: readonly HeatmapKind[] = ['load', 'go_live', 'time'];

/** The heatmap the address asks for (`?map=`), the change load by default. */
export function heatmapKindFrom(params: URLSearchParams): HeatmapKind {
  return heatmapKindIds.find((k) => k === params.get('map')) ?? 'load';
}

/**
 * The portfolio's filters as the address holds them (`?groups=g3,p9&from=2030-03-04&by=month`).
 * Pure, so the reads can start from the address before the screen's code has loaded.
 */
export function portfolioFiltersFrom(params: URLSearchParams): PortfolioFilters {
  const groups = csv(params.get('groups'));
  const phases = csv(params.get('phases'));
  const statuses = csv(params.get('statuses'));
  // Tags, sites and departments are entries of the organisation's lists, by id.
  const tags = idsOf(params, 'tags');
  const sites = idsOf(params, 'sites');
  const departments = idsOf(params, 'departments');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const by = (params.get('by') === 'month' ? 'month' : 'week') as HeatmapGranularity;
  return {
    ...(groups.length ? { groups } : {}),
    ...(sites.length ? { sites } : {}),
    ...(departments.length ? { departments } : {}),
    ...(phases.length ? { phases: phases as PortfolioFilters['phases'] } : {}),
    ...(statuses.length ? { statuses: statuses as PortfolioFilters['statuses'] } : {}),
    ...(tags.length ? { tags } : {}),
    ...(from ? { start_date: from } : {}),
    ...(to ? { end_date: to } : {}),
    granularity: by,
  };
}
