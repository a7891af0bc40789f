import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  projectStatsQuerySchema,
  projectStatsSchema,
} from '../../../contract/projects/project-stats.schema';
import { projectStats } from './project-stats-service';

/** The project overview's numbers. */
export const projectStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/project-stats/grab_one_projects_stats/',
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
