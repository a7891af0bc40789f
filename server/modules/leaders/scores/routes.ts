import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoresPatterns } from '../../../../contract/leaders/scores';
import {
  groupScoreInputSchema,
  groupScoreQuerySchema,
  groupScoreSchema,
  groupScoresByCycleSchema,
  portfolioScoreQuerySchema,
  portfolioScoresSchema,
  projectIdScoreQuerySchema,
  projectScoresSchema,
} from '../../../../contract/leaders/scores.schema';
import { routePath } from '../../../http/route-path';
import {
  groupScore,
  leaderActivationScoresForGroup,
  leaderActivationScoresForPortfolio,
  leaderActivationScoresForProject,
  leaderEngagementScoresForGroup,
  leaderEngagementScoresForPortfolio,
  leaderEngagementScoresForProject,
} from './service';

const tags = ['leaders'];

/** Leader activation and engagement scores (DESIGN.md §6), each with how it was computed. */
export const scoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const projectRoute = (path: string, compute: typeof leaderActivationScoresForProject) =>
    app.get(
      routePath(path),
      {
        schema: {
          tags,
          querystring: projectIdScoreQuerySchema,
          response: { 200: projectScoresSchema },
        },
      },
      async (request) => request.tenant((tx, user) => compute(tx, user, request.query.projectId)),
    );
  projectRoute(scoresPatterns.activationForProject, leaderActivationScoresForProject);
  projectRoute(scoresPatterns.engagementForProject, leaderEngagementScoresForProject);

  const portfolioRoute = (path: string, compute: typeof leaderActivationScoresForPortfolio) =>
    app.get(
      routePath(path),
      {
        schema: {
          tags,
          querystring: portfolioScoreQuerySchema,
          response: { 200: portfolioScoresSchema },
        },
      },
      async (request) => request.tenant((tx, user) => compute(tx, user, request.query.projectId)),
    );
  portfolioRoute(scoresPatterns.activationForPortfolio, leaderActivationScoresForPortfolio);
  portfolioRoute(scoresPatterns.engagementForPortfolio, leaderEngagementScoresForPortfolio);

  const groupRoute = (path: string, kind: 'activation' | 'engagement') =>
    app.get(
      routePath(path),
      {
        schema: { tags, querystring: groupScoreQuerySchema, response: { 200: groupScoreSchema } },
      },
      async (request) =>
        request.tenant((tx, user) => groupScore(tx, user, kind, request.query.impactedGroupId)),
    );
  groupRoute(scoresPatterns.activationForGroup, 'activation');
  groupRoute(scoresPatterns.engagementForGroup, 'engagement');

  const groupByCycleRoute = (path: string, compute: typeof leaderActivationScoresForGroup) =>
    app.post(
      routePath(path),
      {
        schema: {
          tags,
          body: groupScoreInputSchema,
          response: { 200: groupScoresByCycleSchema },
        },
      },
      async (request) =>
        request.tenant((tx, user) =>
          compute(tx, user, request.body.impactedGroupId, request.body.activation_cycle_id),
        ),
    );
  groupByCycleRoute(scoresPatterns.activationForGroupByCycle, leaderActivationScoresForGroup);
  groupByCycleRoute(scoresPatterns.engagementForGroupByCycle, leaderEngagementScoresForGroup);
};
