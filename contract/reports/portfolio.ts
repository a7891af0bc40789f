// Zod-free on purpose: the portfolio screens build these paths and read the levels without zod.
import { withQuery } from '../shared/query-string';

/** Path patterns of the reports calls, relative to /api/v1/. */
export const reportPatterns = {
  filterOptions: 'get-data-to-initialise-portfolio-report-filters/',
  filterProjects: 'filter-projects-portfolio-manager/',
  dashboard: 'portfolio-dashboard/get_portfolio_dashboard_data/',
  projectLoad: 'get_project_load_report/',
  activeCycleLoadHeatmap: 'get_active_cycle_load_heatmap_report/',
  activeCycleTimeImpactReport: 'get_active_cycle_time_impact_report/',
  activeCycleTimeImpactHeatmap: 'get_active_cycle_time_impact_heatmap/',
  goLiveHeatmap: 'get_change_go_live_heatmap/',
  changeActivityTimeCommitment: 'get_change_activity_time_commitment_report/',
  goLiveEventAndActivityBurden: 'get_change_go_live_event_and_activity_burden/',
  projectAndChangeTimeCommitment: 'get_project_and_change_time_commitment/',
  goLiveChangesReport: 'get_go_live_changes_report/',
  goLiveChanges: 'get_go_live_changes/',
  averageActivities: 'get_average_activities/',
  averageActivityTimeCommitments: 'get_average_activities_time_commitments/',
  activityProfile: 'portfolio-activity-profile/',
  engagementProfiles: 'portfolio-engagement-profiles/',
  exportPowerpoint: 'organisation/export_powerpoint_template/',
  exportStatus: 'organisation/get_export_pptx_status/',
  downloadPowerpoint: 'organisation/download_powerpoint_template/',
  clearPowerpoint: 'organisation/clear_powerpoint_template/',
} as const;

export const reportPaths = {
  filterOptions: () => reportPatterns.filterOptions,
  goLiveChanges: (month: string) => withQuery(reportPatterns.goLiveChanges, { month }),
  activityProfile: (date: string, groups: readonly string[] = []) =>
    withQuery(reportPatterns.activityProfile, { date, groups }),
  engagementProfiles: (date: string, groups: readonly string[] = []) =>
    withQuery(reportPatterns.engagementProfiles, { date, groups }),
};

/** Change load weights (DESIGN.md §6): a change hits a group VERY_HIGH 5 … VERY_LOW 1. */
export const loadWeights = { VERY_HIGH: 5, HIGH: 4, MEDIUM: 3, LOW: 2, VERY_LOW: 1 } as const;

/** The site of a heatmap row whose members have no site (rows collapse by site too). */
export const noSiteLabel = 'No site';

export const heatmapGranularities = ['week', 'month'] as const;
export type HeatmapGranularity = (typeof heatmapGranularities)[number];

/** Where a cell's number falls against the organisation's thresholds. */
export const heatLevels = ['none', 'low', 'medium', 'high', 'very_high'] as const;
export type HeatLevel = (typeof heatLevels)[number];
export const heatLevelLabels: Record<HeatLevel, string> = {
  none: 'None',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  very_high: 'Very high',
};

/**
 * A cell's level: nothing at 0; below `medium` low (green); from `medium` medium (amber); from
 * `high` high (red); from `very_high` very high.
 */
export function heatLevel(
  value: number,
  thresholds: { medium: number; high: number; very_high: number },
): HeatLevel {
  if (value <= 0) return 'none';
  if (value >= thresholds.very_high) return 'very_high';
  if (value >= thresholds.high) return 'high';
  if (value >= thresholds.medium) return 'medium';
  return 'low';
}

/** PowerPoint export states as the status call answers them (SPEC §4). */
export const EXPORT_STATUS = { none: 200, ready: 201, building: 202 } as const;
/** How often the SPA asks for the status: every 10 s, every 2 s once it is the originator's. */
export const EXPORT_POLL_MS = 10_000;
export const EXPORT_READY_POLL_MS = 2_000;
export const powerpointTemplates = ['project-status'] as const;
export type PowerpointTemplate = (typeof powerpointTemplates)[number];
