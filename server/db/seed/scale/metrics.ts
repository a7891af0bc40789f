import {
  metricCategories,
  metricDirections,
  metricKinds,
  metricStatusOf,
  type MetricStatus,
} from '../../../../contract/projects/metrics';
import { metricReports, projectMetrics } from '../../schema/metrics';
import type { ScaleContext, ScalePart } from './context';
import { metricNames } from './names';
import { projectTeams } from './projects';

/** First day of the month or quarter `back` periods before the scaler's today. */
function periodStart(today: Date, monthly: boolean, back: number): string {
  const month = monthly
    ? today.getUTCMonth() - back
    : Math.floor(today.getUTCMonth() / 3) * 3 - back * 3;
  return new Date(Date.UTC(today.getUTCFullYear(), month, 1)).toISOString().slice(0, 10);
}

/** Metrics (0 to 3 a project) with up to a year of reports. Provides `metrics`. */
export const metricsPart: ScalePart = {
  name: 'metrics: reports',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const projectIds = ctx.need('projects');
    const teams = projectTeams(ctx);
    const perProject = projectIds.map(() => random.int(0, 3));
    const ids = await ctx.allocateIds(
      projectMetrics,
      perProject.reduce((a, b) => a + b, 0),
    );
    const metrics = [];
    const reports = [];
    let at = 0;
    for (const [p, projectId] of projectIds.entries()) {
      for (const name of random.sample(metricNames, perProject[p] ?? 0)) {
        const id = ids[at++] as number;
        const monthly = random.chance(0.7);
        const direction = random.pick(metricDirections);
        const baseline = random.int(10, 60);
        // Lower is better (waiting times, errors): the target sits below the baseline.
        const target =
          direction === 'HIGHER'
            ? baseline + random.int(10, 40)
            : baseline - random.int(5, Math.max(5, Math.floor(baseline / 2)));
        const ownerId = random.pick(teams[p] ?? []);
        const count = monthly ? random.int(0, 12) : random.int(0, 4);
        // How fast this metric moves towards its target: some arrive early, most are on the
        // way, some lag, a few slide back. Each value's status is the one the app derives.
        const pace = random.chance(0.1) ? -0.3 : 0.3 + random.next() * 1.1;
        let status: MetricStatus | null = null;
        for (let back = count - 1; back >= 0; back--) {
          const progress = Math.min(1.2, (pace * (count - back)) / 6);
          const wobble = (random.next() - 0.5) * 0.1;
          const value =
            Math.round((baseline + (target - baseline) * (progress + wobble)) * 10) / 10;
          status = metricStatusOf(value, { target, baseline, direction }) ?? 'On Track';
          reports.push({
            organisationId,
            metricId: id,
            period: periodStart(ctx.today, monthly, back),
            value,
            status,
            commentary: '',
            reportedById: ownerId,
          });
        }
        metrics.push({
          id,
          organisationId,
          projectId,
          name,
          description: '',
          kind: random.pick(metricKinds),
          category: random.pick(metricCategories),
          status,
          direction,
          reportingPeriod: monthly ? ('Monthly' as const) : ('Quarterly' as const),
          unit: '%',
          baseline,
          target,
          ownerId,
        });
      }
    }
    await ctx.insert(projectMetrics, metrics);
    await ctx.insert(metricReports, reports);
    ctx.provide('metrics', ids);
    return `${ids.length} metrics, ${reports.length} reports`;
  },
};
