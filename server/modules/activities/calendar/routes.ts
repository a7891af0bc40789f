import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityPatterns } from '../../../../contract/activities/activities';
import {
  averageTimeCommitmentQuerySchema,
  averageTimeCommitmentSchema,
} from '../../../../contract/activities/activities.schema';
import {
  burdenQuerySchema,
  calendarQuerySchema,
  calendarSchema,
  myActivitiesSchema,
  weekBurdenSchema,
} from '../../../../contract/activities/calendar.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import { averageTimeCommitment } from '../activities/time-commitment';
import { weekBurden } from './burden';
import { listCalendarEvents, listMyActivities } from './service';

const tags = ['activities'];

/** The calendar across projects, Home's "my activities" and a project's hours per group. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(activityPatterns.calendarEvents),
    { schema: { tags, querystring: calendarQuerySchema, response: { 200: calendarSchema } } },
    async (request) => {
      const { month, year } = request.query;
      const events = await request.tenant((tx, user) =>
        listCalendarEvents(tx, user, request.query),
      );
      return { month, year, events };
    },
  );
  app.get(
    routePath(activityPatterns.myActivities),
    { schema: { tags: ['home'], response: { 200: myActivitiesSchema } } },
    async (request) => request.tenant((tx, user) => listMyActivities(tx, user)),
  );
  app.get(
    routePath(activityPatterns.averageTimeCommitment),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: averageTimeCommitmentQuerySchema,
        response: { 200: averageTimeCommitmentSchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) =>
        averageTimeCommitment(tx, user, request.params.id, request.query.impacted_groups),
      ),
  );
  app.get(
    routePath(activityPatterns.burden),
    { schema: { tags, querystring: burdenQuerySchema, response: { 200: weekBurdenSchema } } },
    async (request) => request.tenant((tx, user) => weekBurden(tx, user, request.query)),
  );
};
