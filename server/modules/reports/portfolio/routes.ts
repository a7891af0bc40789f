import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportPatterns } from '../../../../contract/reports/portfolio';
import {
  dashboardSchema,
  filterOptionsSchema,
  goLiveMonthQuerySchema,
  heatmapInputSchema,
  heatmapSchema,
  portfolioProjectSchema,
  profileQuerySchema,
  reportInputSchema,
  reportTableSchema,
} from '../../../../contract/reports/portfolio.schema';
import { routePath } from '../../../http/route-path';
import { dashboard, filterOptions, filterProjects } from './dashboard';
import { buildHeatmap, type HeatmapKind } from './heatmap';
import { assertFilterIdsKnown } from './scope';
import {
  activityProfile,
  averageActivities,
  averageActivityTimeCommitments,
  changeActivityTimeCommitment,
  engagementProfiles,
  goLiveChangesOfMonth,
  goLiveChangesReport,
  goLiveEventAndActivityBurden,
  projectAndChangeTimeCommitment,
  projectLoadReport,
  timeImpactReport,
} from './tables';

const tags = ['reports'];
/**
 * Every portfolio read answers from the organisation's rows, the caller and their question, with
 * no clock finer than the organisation's day: each replica keeps its answers until the
 * organisation's next write (server/http/response-cache.ts). The POSTs only read (their filters
 * travel in the body, as the calls were named), so they neither write nor drop cached answers.
 */
const cached = { cacheResponse: true } as const;
const postRead = { cacheResponse: true, readOnly: true } as const;
// Reports read only: answering 200 to a POST, as the calls were named.
const tables = [
  [reportPatterns.projectLoad, projectLoadReport],
  [reportPatterns.activeCycleTimeImpactReport, timeImpactReport],
  [reportPatterns.changeActivityTimeCommitment, changeActivityTimeCommitment],
  [reportPatterns.goLiveEventAndActivityBurden, goLiveEventAndActivityBurden],
  [reportPatterns.projectAndChangeTimeCommitment, projectAndChangeTimeCommitment],
  [reportPatterns.goLiveChangesReport, goLiveChangesReport],
  [reportPatterns.averageActivities, averageActivities],
  [reportPatterns.averageActivityTimeCommitments, averageActivityTimeCommitments],
] as const;
const heatmaps: [string, HeatmapKind][] = [
  [reportPatterns.activeCycleLoadHeatmap, 'load'],
  [reportPatterns.activeCycleTimeImpactHeatmap, 'time'],
  [reportPatterns.goLiveHeatmap, 'go_live'],
];

/** The portfolio: filters, dashboard, heatmaps and report tables across visible projects. */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(reportPatterns.filterOptions),
    { config: cached, schema: { tags, response: { 200: filterOptionsSchema } } },
    async (request) => request.tenant((tx, user) => filterOptions(tx, user)),
  );
  app.post(
    routePath(reportPatterns.filterProjects),
    {
      config: postRead,
      schema: { tags, body: reportInputSchema, response: { 200: z.array(portfolioProjectSchema) } },
    },
    async (request) =>
      request.tenant(async (tx, user) => {
        await assertFilterIdsKnown(tx, user, request.body.filters);
        return filterProjects(tx, user, request.body.filters);
      }),
  );
  app.post(
    routePath(reportPatterns.dashboard),
    {
      config: postRead,
      schema: { tags, body: reportInputSchema, response: { 200: dashboardSchema } },
    },
    async (request) => dashboard((read) => request.tenant(read), request.body.filters),
  );
  for (const [pattern, kind] of heatmaps) {
    app.post(
      routePath(pattern),
      {
        config: postRead,
        schema: { tags, body: heatmapInputSchema, response: { 200: heatmapSchema } },
      },
      async (request) =>
        request.tenant(async (tx, user) => {
          await assertFilterIdsKnown(tx, user, request.body.filters, request.body.what_if?.change);
          return buildHeatmap(tx, user, kind, request.body);
        }),
    );
  }
  for (const [pattern, build] of tables) {
    app.post(
      routePath(pattern),
      {
        config: postRead,
        schema: { tags, body: reportInputSchema, response: { 200: reportTableSchema } },
      },
      async (request) =>
        request.tenant(async (tx, user) => {
          await assertFilterIdsKnown(tx, user, request.body.filters);
          return build(tx, user, request.body.filters);
        }),
    );
  }
  app.post(
    routePath(reportPatterns.goLiveChanges),
    {
      config: postRead,
      schema: {
        tags,
        querystring: goLiveMonthQuerySchema,
        body: reportInputSchema,
        response: { 200: reportTableSchema },
      },
    },
    async (request) =>
      request.tenant(async (tx, user) => {
        await assertFilterIdsKnown(tx, user, request.body.filters);
        return goLiveChangesOfMonth(tx, user, request.query.month, request.body.filters);
      }),
  );
  app.get(
    routePath(reportPatterns.activityProfile),
    {
      config: cached,
      schema: { tags, querystring: profileQuerySchema, response: { 200: reportTableSchema } },
    },
    async (request) =>
      request.tenant(async (tx, user) => {
        await assertFilterIdsKnown(tx, user, { groups: request.query.groups });
        return activityProfile(tx, user, request.query.date, request.query.groups);
      }),
  );
  app.get(
    routePath(reportPatterns.engagementProfiles),
    {
      config: cached,
      schema: { tags, querystring: profileQuerySchema, response: { 200: reportTableSchema } },
    },
    async (request) =>
      request.tenant(async (tx, user) => {
        await assertFilterIdsKnown(tx, user, { groups: request.query.groups });
        return engagementProfiles(tx, user, request.query.date, request.query.groups);
      }),
  );
};
