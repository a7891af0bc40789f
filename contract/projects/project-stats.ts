// Zod-free on purpose: the project overview reads these, and zod stays out of it.
import { withQuery } from '../shared/query-string';

/** Days ahead that count as an upcoming go-live on the project overview. */
export const UPCOMING_GO_LIVE_DAYS = 90;

/** Path pattern of the project statistics call, relative to /api/v1/. */
export const projectStatsPatterns = { one: 'project-stats/grab_one_projects_stats/' } as const;

export const projectStatsPaths = {
  one: (projectId: number) => withQuery(projectStatsPatterns.one, { projectId }),
};
