import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityPaths, activityPatterns } from '../../../../contract/activities/activities';
import {
  averageTimeCommitmentQuerySchema,
  averageTimeCommitmentSchema,
} from '../../../../contract/activities/activities.schema';
import {
  activityFeedParamsSchema,
  activityFeedSchema,
  burdenQuerySchema,
  calendarQuerySchema,
  calendarSchema,
  myActivitiesSchema,
  weekBurdenSchema,
} from '../../../../contract/activities/calendar.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { z } from 'zod';
import { routePath } from '../../../http/route-path';
import { averageTimeCommitment } from '../activities/time-commitment';
import { weekBurden } from './burden';
import { ACTIVITY_FEED_KIND, currentFeedToken, feedForLink, renewFeed, stopFeed } from './feed';
import { listCalendarEvents, listMyActivities, monthsRange } from './service';

const tags = ['activities'];

/** The calendar across projects, Home's "my activities" and a project's hours per group. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(activityPatterns.calendarEvents),
    { schema: { tags, querystring: calendarQuerySchema, response: { 200: calendarSchema } } },
    async (request) => {
      const { month, year, months, project } = request.query;
      const range = monthsRange(month, year, months ?? 1);
      const events = await request.tenant((tx, user) =>
        listCalendarEvents(tx, user, { ...range, project }),
      );
      return { month, year, from: range.first, to: range.last, events };
    },
  );
  app.get(
    routePath(activityPatterns.myActivities),
    { schema: { tags: ['home'], response: { 200: myActivitiesSchema } } },
    async (request) => request.tenant((tx, user) => listMyActivities(tx, user)),
  );
  const feedUrl = (token: string | null) =>
    token ? `${app.publicUrl}/api/v1/${activityPaths.myActivitiesIcs(token)}` : null;
  app.get(
    routePath(activityPatterns.myActivitiesFeed),
    { schema: { tags: ['home'], response: { 200: activityFeedSchema } } },
    async (request) => ({
      url: feedUrl(await request.tenant((tx, user) => currentFeedToken(tx, user))),
    }),
  );
  app.post(
    routePath(activityPatterns.myActivitiesFeed),
    { schema: { tags: ['home'], response: { 201: activityFeedSchema } } },
    async (request, reply) => {
      const token = await request.tenant((tx, user) => renewFeed(tx, user));
      return reply.status(201).send({ url: feedUrl(token) });
    },
  );
  app.delete(
    routePath(activityPatterns.myActivitiesFeed),
    { schema: { tags: ['home'], response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => stopFeed(tx, user));
      return reply.status(204).send(null);
    },
  );
  // Calendar apps fetch this without signing in: the token in the address is the only key.
  app.get(
    routePath(activityPatterns.myActivitiesIcs),
    {
      config: { public: true },
      schema: {
        tags: ['home'],
        security: [],
        params: activityFeedParamsSchema,
        response: { 200: z.string().describe('text/calendar') },
      },
    },
    async (request, reply) => {
      const body = await request.publicTenant(
        request.params.token,
        ACTIVITY_FEED_KIND,
        (tx, link) => feedForLink(tx, link, app.publicUrl),
      );
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="my-activities.ics"')
        .send(body);
    },
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
