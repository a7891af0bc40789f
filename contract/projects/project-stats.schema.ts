import { z } from 'zod';
import { dateSchema, MAX_ID } from '../shared/common.schema';
import { deploymentStates } from './change-attributes';
import { metricStatuses } from './metrics';

const workItemCountsSchema = z.object({
  /** Open and not past due. */
  open: z.number().int(),
  /** Open and past due. */
  overdue: z.number().int(),
  closed: z.number().int(),
  total: z.number().int(),
});
export type WorkItemCounts = z.infer<typeof workItemCountsSchema>;

/** `GET project-stats/grab_one_projects_stats/?projectId=`: the project overview's numbers. */
export const projectStatsSchema = z.object({
  project: z.number().int(),
  team_size: z.number().int(),
  changes: z.object({
    total: z.number().int(),
    by_deployment_state: z.record(z.enum(deploymentStates), z.number().int()),
  }),
  /** Changes going live (go-live date, or start of a duration) from today to 90 days ahead. */
  upcoming_go_lives: z.array(
    z.object({ change: z.number().int(), name: z.string(), date: dateSchema }),
  ),
  workstreams: z.number().int(),
  deliverables: workItemCountsSchema,
  milestones: workItemCountsSchema,
  metrics: z.object({
    total: z.number().int(),
    by_status: z.record(z.enum(metricStatuses), z.number().int()),
    /** Metrics with no report yet: they have no status, so they are counted apart. */
    no_data: z.number().int(),
  }),
});
export type ProjectStats = z.infer<typeof projectStatsSchema>;

export const projectStatsQuerySchema = z.object({
  projectId: z.coerce
    .number({ error: 'Say which project: ?projectId=<id>.' })
    .int('Say which project: ?projectId=<id>.')
    .positive('Say which project: ?projectId=<id>.')
    .max(MAX_ID, 'Say which project: ?projectId=<id>.'),
});
