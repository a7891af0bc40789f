import useSWR from 'swr';
import { capacityPaths } from '@contract/reports/capacity';
import type { GroupCapacity } from '@contract/reports/capacity.schema';
import {
  EXPORT_POLL_MS,
  EXPORT_READY_POLL_MS,
  reportPaths,
  reportPatterns,
} from '@contract/reports/portfolio';
import type {
  Dashboard,
  ExportStatus,
  FilterOptions,
  Heatmap,
  HeatmapInput,
  PortfolioFilters,
  ReportTable,
} from '@contract/reports/portfolio.schema';
import { apiGet, apiPost } from '@/lib/api-client/api-client';
import type { ApiError } from '@/lib/api-client/api-error';
import { defineWrite } from '@/lib/swr/define-write';
import { defineRead } from '@/lib/swr/use-api-read';
import { clearGroupCapacity, exportStatus, setGroupCapacity } from './api';
import { dashboardBody, heatmapPaths, postReadKey, takeEarly } from './early-reads';
import type { HeatmapKind } from './portfolio-filters';

/** The filters' choices; the answer the router started early when the screen opened is taken. */
export function useFilterOptions() {
  const key = reportPaths.filterOptions();
  return useSWR<FilterOptions, ApiError>(key, () =>
    takeEarly(key, () => apiGet<FilterOptions>(key, { label: 'Portfolio filters' })),
  );
}

/**
 * A report the server answers to a POST (its filters travel in the body). The cache key is the
 * path and the body, so the same filters read once; `null` reads nothing. An early answer for
 * the same key (started by the router) is taken rather than asked again.
 */
function usePostRead<T>(path: string, body: object | null, label: string) {
  const key = body ? postReadKey(path, body) : null;
  return useSWR<T, ApiError>(key, () =>
    takeEarly(key ?? '', () => apiPost<T>(path, body ?? {}, { label })),
  );
}

/** Every read a group's capacity colours: the heatmaps, their alerts and the dashboard. */
const coloured = [
  capacityPaths.list(),
  reportPatterns.activeCycleLoadHeatmap,
  reportPatterns.activeCycleTimeImpactHeatmap,
  reportPatterns.goLiveHeatmap,
  reportPatterns.dashboard,
];
export const useGroupCapacities = defineRead<[], GroupCapacity[]>(
  'Group capacity',
  capacityPaths.list,
);
export const useSetGroupCapacity = defineWrite(setGroupCapacity, { invalidates: () => coloured });
export const useClearGroupCapacity = defineWrite(clearGroupCapacity, {
  invalidates: () => coloured,
});

export function useHeatmap(kind: HeatmapKind, input: HeatmapInput | null) {
  return usePostRead<Heatmap>(heatmapPaths[kind], input, 'Heatmap');
}
export function useDashboard(filters: PortfolioFilters) {
  return usePostRead<Dashboard>(
    reportPatterns.dashboard,
    dashboardBody(filters),
    'Portfolio dashboard',
  );
}

/** The report tables of /reports, by their call. */
export const reportTables = [
  { id: 'project-load', label: 'Project load', path: reportPatterns.projectLoad },
  {
    id: 'time-impact',
    label: 'Time impact per group',
    path: reportPatterns.activeCycleTimeImpactReport,
  },
  { id: 'go-lives', label: 'Go-live changes', path: reportPatterns.goLiveChangesReport },
  {
    id: 'burden',
    label: 'Go-live events and activity burden',
    path: reportPatterns.goLiveEventAndActivityBurden,
  },
  {
    id: 'change-activities',
    label: 'Activity time per change',
    path: reportPatterns.changeActivityTimeCommitment,
  },
  {
    id: 'project-change-time',
    label: 'Time by project and change',
    path: reportPatterns.projectAndChangeTimeCommitment,
  },
  {
    id: 'average-activities',
    label: 'Average activities per group',
    path: reportPatterns.averageActivities,
  },
  {
    id: 'average-hours',
    label: 'Average activity hours per group',
    path: reportPatterns.averageActivityTimeCommitments,
  },
] as const;
export type ReportTableId = (typeof reportTables)[number]['id'];

export function useReportTable(id: ReportTableId, filters: PortfolioFilters) {
  const path = reportTables.find((t) => t.id === id)?.path ?? reportPatterns.projectLoad;
  return usePostRead<ReportTable>(path, { filters }, 'Report');
}

/**
 * The organisation's PowerPoint export, polled every 10 s; every 2 s while the caller's own deck
 * is pending or ready, so it downloads as soon as it exists (SPEC §4).
 */
export function useExportStatus(enabled: boolean) {
  return useSWR<ExportStatus, ApiError>(
    enabled ? reportPatterns.exportStatus : null,
    () => exportStatus(),
    {
      refreshInterval: (data) =>
        data?.is_originator && (data.status === 'building' || data.status === 'ready')
          ? EXPORT_READY_POLL_MS
          : EXPORT_POLL_MS,
    },
  );
}
