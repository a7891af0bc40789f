import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityPatterns } from '../../../../contract/activities/activities';
import {
  createEngagementActivityInputSchema,
  createTrainingActivityInputSchema,
  engagementActivitySchema,
  engagementListQuerySchema,
  trainingActivitySchema,
  trainingListQuerySchema,
  updateEngagementActivityInputSchema,
  updateTrainingActivityInputSchema,
} from '../../../../contract/activities/activities.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import { presentEngagementActivity, presentTrainingActivity } from './present';
import {
  createActivity,
  deleteActivity,
  getActivity,
  listActivities,
  updateActivity,
} from './service';

const tags = ['activities'];

/** Engagement and training activities of projects (one service, two families). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  // ── Engagement ──
  app.get(
    routePath(activityPatterns.engagementCollection),
    {
      schema: {
        tags,
        querystring: engagementListQuerySchema,
        response: { 200: z.array(engagementActivitySchema) },
      },
    },
    async (request) =>
      (
        await request.tenant((tx, user) => listActivities(tx, user, 'ENGAGEMENT', request.query))
      ).map(presentEngagementActivity),
  );
  app.get(
    routePath(activityPatterns.engagementItem),
    { schema: { tags, params: idParamsSchema, response: { 200: engagementActivitySchema } } },
    async (request) =>
      presentEngagementActivity(
        await request.tenant((tx, user) => getActivity(tx, user, 'ENGAGEMENT', request.params.id)),
      ),
  );
  app.post(
    routePath(activityPatterns.engagementCollection),
    {
      schema: {
        tags,
        body: createEngagementActivityInputSchema,
        response: { 201: engagementActivitySchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant((tx, user) =>
        createActivity(tx, user, 'ENGAGEMENT', request.body),
      );
      return reply.status(201).send(presentEngagementActivity(row));
    },
  );
  app.patch(
    routePath(activityPatterns.engagementItem),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateEngagementActivityInputSchema,
        response: { 200: engagementActivitySchema },
      },
    },
    async (request) =>
      presentEngagementActivity(
        await request.tenant((tx, user) =>
          updateActivity(tx, user, 'ENGAGEMENT', request.params.id, request.body),
        ),
      ),
  );
  app.delete(
    routePath(activityPatterns.engagementItem),
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteActivity(tx, user, 'ENGAGEMENT', request.params.id));
      return reply.status(204).send(null);
    },
  );

  // ── Training ──
  app.get(
    routePath(activityPatterns.trainingCollection),
    {
      schema: {
        tags,
        querystring: trainingListQuerySchema,
        response: { 200: z.array(trainingActivitySchema) },
      },
    },
    async (request) =>
      (await request.tenant((tx, user) => listActivities(tx, user, 'TRAINING', request.query))).map(
        presentTrainingActivity,
      ),
  );
  app.get(
    routePath(activityPatterns.trainingItem),
    { schema: { tags, params: idParamsSchema, response: { 200: trainingActivitySchema } } },
    async (request) =>
      presentTrainingActivity(
        await request.tenant((tx, user) => getActivity(tx, user, 'TRAINING', request.params.id)),
      ),
  );
  app.post(
    routePath(activityPatterns.trainingCollection),
    {
      schema: {
        tags,
        body: createTrainingActivityInputSchema,
        response: { 201: trainingActivitySchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant((tx, user) =>
        createActivity(tx, user, 'TRAINING', request.body),
      );
      return reply.status(201).send(presentTrainingActivity(row));
    },
  );
  app.patch(
    routePath(activityPatterns.trainingItem),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateTrainingActivityInputSchema,
        response: { 200: trainingActivitySchema },
      },
    },
    async (request) =>
      presentTrainingActivity(
        await request.tenant((tx, user) =>
          updateActivity(tx, user, 'TRAINING', request.params.id, request.body),
        ),
      ),
  );
  app.delete(
    routePath(activityPatterns.trainingItem),
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteActivity(tx, user, 'TRAINING', request.params.id));
      return reply.status(204).send(null);
    },
  );
};
