import useSWR from 'swr';
import type { FeatureFlagName } from '@contract/admin/feature-flags';
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
import { apiPost } from '@/lib/api-client/api-client';
import type { ApiError } from '@/lib/api-client/api-error';
import { defineWrite } from '@/lib/swr/define-write';
import { defineRead, useApiRead } from '@/lib/swr/use-api-read';
import { clearGroupCapacity, exportStatus, setGroupCapacity } from './api';
import { dashboardBody, heatmapPaths, postReadKey, takeEarly } from './early-reads';
import type { HeatmapKind } from './portfolio-filters';

export const useFilterOptions = defineRead<[], FilterOptions>(
  'Portfolio filters',
  reportPaths.filterOptions,
);

/**
 * A report the server answers to a POST (its filters travel in the body). The cache key is the
 * path and the body, so the same filters read once; `null` reads nothing. An early answer for
 * the same key (started at boot) is taken rather than asked again.
 */
function usePostRead<T>(
  path: string,
  body: object | null,
  label: string,
  options: { revalidateIfStale?: boolean } = {},
) {
  const key = body ? postReadKey(path, body) : null;
  return useSWR<T, ApiError>(
    key,
    () => takeEarly(key ?? '', () => apiPost<T>(path, body ?? {}, { label })),
    options,
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

/**
 * A heatmap; `alsoOnScreen` when the same heatmap is already read by the screen (what-if's
 * "before"), which keeps it fresh: a panel that mounts later takes the cached answer rather
 * than asking for all of it again.
 */
export function useHeatmap(
  kind: HeatmapKind,
  input: HeatmapInput | null,
  { alsoOnScreen = false }: { alsoOnScreen?: boolean } = {},
) {
  return usePostRead<Heatmap>(heatmapPaths[kind], input, 'Heatmap', {
    revalidateIfStale: !alsoOnScreen,
  });
}
export function useDashboard(filters: PortfolioFilters) {
  return usePostRead<Dashboard>(
    reportPatterns.dashboard,
    dashboardBody(filters),
    'Portfolio dashboard',
  );
}

/**
 * What a report asks besides the filters: nothing; a month (`month`: the go-lives of the month
 * of the chosen day); or a day whose week (`week`) or month (`month-of`) the profile covers, for
 * the filters' groups.
 */
export type ReportAsks = 'filters' | 'month' | 'week' | 'month-of';

export interface ReportTableDefinition {
  id: string;
  label: string;
  path: string;
  asks: ReportAsks;
  /** The feature flag that shows it, for reports an organisation may switch off. */
  flag?: FeatureFlagName;
}
const projectLoad: ReportTableDefinition = {
  id: 'project-load',
  label: 'Project load',
  path: reportPatterns.projectLoad,
  asks: 'filters',
};

/** The report tables of /reports, by their call. */
export const reportTables: readonly ReportTableDefinition[] = [
  projectLoad,
  {
    id: 'time-impact',
    label: 'Time impact per group',
    path: reportPatterns.activeCycleTimeImpactReport,
    asks: 'filters',
  },
  {
    id: 'go-lives',
    label: 'Go-live changes',
    path: reportPatterns.goLiveChangesReport,
    asks: 'filters',
  },
  {
    id: 'go-lives-month',
    label: 'Go-lives in a month',
    path: reportPatterns.goLiveChanges,
    asks: 'month',
  },
  {
    id: 'burden',
    label: 'Go-live events and activity burden',
    path: reportPatterns.goLiveEventAndActivityBurden,
    asks: 'filters',
    flag: 'time_commitment_and_burden_reports',
  },
  {
    id: 'change-activities',
    label: 'Activity time per change',
    path: reportPatterns.changeActivityTimeCommitment,
    asks: 'filters',
    flag: 'time_commitment_and_burden_reports',
  },
  {
    id: 'project-change-time',
    label: 'Time by project and change',
    path: reportPatterns.projectAndChangeTimeCommitment,
    asks: 'filters',
    flag: 'time_commitment_and_burden_reports',
  },
  {
    id: 'average-activities',
    label: 'Average activities per group',
    path: reportPatterns.averageActivities,
    asks: 'filters',
  },
  {
    id: 'average-hours',
    label: 'Average activity hours per group',
    path: reportPatterns.averageActivityTimeCommitments,
    asks: 'filters',
  },
  {
    id: 'activity-profile',
    label: 'Activities in a week',
    path: reportPatterns.activityProfile,
    asks: 'week',
  },
  {
    id: 'engagement-profile',
    label: 'Engagement by group',
    path: reportPatterns.engagementProfiles,
    asks: 'month-of',
  },
];

/** The reports the organisation's flags show (`enabled`: its enabled flags, once read). */
export const shownReportTables = (enabled: ReadonlySet<FeatureFlagName> | undefined) =>
  reportTables.filter((t) => !t.flag || (enabled?.has(t.flag) ?? false));

/** The report an address names (`?report=`) among `tables`, the project load by default. */
export const reportTableById = (
  id: string | null,
  tables: readonly ReportTableDefinition[] = reportTables,
) => tables.find((t) => t.id === id) ?? projectLoad;

/**
 * A report's table for the filters and, for the reports that ask for one, the day `on`
 * (YYYY-MM-DD; nothing is read until it is known).
 */
export function useReportTable(
  report: ReportTableDefinition,
  filters: PortfolioFilters,
  on: string,
) {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(on) ? on : null;
  const postPath =
    report.asks === 'filters'
      ? report.path
      : report.asks === 'month' && day
        ? reportPaths.goLiveChanges(day.slice(0, 7))
        : null;
  const posted = usePostRead<ReportTable>(postPath ?? '', postPath ? { filters } : null, 'Report');
  const profile =
    day && report.asks === 'week'
      ? reportPaths.activityProfile(day, filters.groups ?? [])
      : day && report.asks === 'month-of'
        ? reportPaths.engagementProfiles(day, filters.groups ?? [])
        : null;
  const got = useApiRead<ReportTable>(profile, 'Report');
  return profile ? got : posted;
}

/**
 * How long until the export's status is asked again: every 10 s, and every 2 s only once the
 * caller's own deck is ready (SPEC §4, issue 20). A build takes seconds to minutes, and a tab
 * asking every 2 s through all of it is load on the server for nothing; once ready, the screen
 * downloads the deck and clears it, so the faster poll only covers a download to try again.
 */
export function exportPollMs(status: ExportStatus | undefined): number {
  return status?.is_originator && status.status === 'ready' ? EXPORT_READY_POLL_MS : EXPORT_POLL_MS;
}

/** The organisation's PowerPoint export, polled (`exportPollMs`). */
export function useExportStatus(enabled: boolean) {
  return useSWR<ExportStatus, ApiError>(
    enabled ? reportPatterns.exportStatus : null,
    () => exportStatus(),
    { refreshInterval: exportPollMs },
  );
}
