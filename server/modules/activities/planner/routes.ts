import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityPatterns } from '../../../../contract/activities/activities';
import {
  plannerInputSchema,
  plannerResultSchema,
} from '../../../../contract/activities/planner.schema';
import { routePath } from '../../../http/route-path';
import { runPlanner } from './service';

/** The engagement planner: proposals only, saved by the user one by one. */
export const plannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routePath(activityPatterns.planner),
    {
      schema: {
        tags: ['activities'],
        body: plannerInputSchema,
        response: { 200: plannerResultSchema },
      },
    },
    async (request) => request.tenant((tx, user) => runPlanner(tx, user, request.body)),
  );
};
