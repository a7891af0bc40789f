import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  projectStatsQuerySchema,
  projectStatsSchema,
} from '../../../../contract/projects/project-stats.schema';
import { projectStats } from './service';
import { routePath } from '../../../http/route-path';
import { projectStatsPatterns } from '../../../../contract/projects/project-stats';

/** The project overview's numbers. */
export const projectStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(projectStatsPatterns.one),
    {
      schema: {
        tags: ['projects'],
        querystring: projectStatsQuerySchema,
        response: { 200: projectStatsSchema },
      },
    },
    async (request) => {
      return request.tenant((tx, user) => projectStats(tx, user, request.query.projectId));
    },
  );
};
