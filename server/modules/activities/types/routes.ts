import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityTypePatterns } from '../../../../contract/activities/activity-types';
import {
  createEngagementTypeInputSchema,
  createTrainingTypeInputSchema,
  engagementActivityTypeSchema,
  engagementTypeListQuerySchema,
  trainingActivityTypeSchema,
  trainingTypeListQuerySchema,
  typeDetailQuerySchema,
  updateEngagementTypeInputSchema,
  updateTrainingTypeInputSchema,
} from '../../../../contract/activities/activity-types.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import { presentEngagementType, presentTrainingType } from './present';
import {
  createEngagementType,
  createTrainingType,
  deleteEngagementType,
  deleteTrainingType,
  getEngagementType,
  getTrainingType,
  listEngagementTypes,
  listTrainingTypes,
  updateEngagementType,
  updateTrainingType,
} from './service';

const tags = ['activities'];

/** Engagement and training activity types: predefined ones and the organisation's own. */
export const activityTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(activityTypePatterns.engagementCollection),
    {
      schema: {
        tags,
        querystring: engagementTypeListQuerySchema,
        response: { 200: z.array(engagementActivityTypeSchema) },
      },
    },
    async (request) =>
      (await request.tenant((tx) => listEngagementTypes(tx, request.query))).map(
        presentEngagementType,
      ),
  );
  app.get(
    routePath(activityTypePatterns.engagementItem),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: typeDetailQuerySchema,
        response: { 200: engagementActivityTypeSchema },
      },
    },
    async (request) =>
      presentEngagementType(
        await request.tenant((tx) => getEngagementType(tx, request.params.id, request.query.name)),
      ),
  );
  app.post(
    routePath(activityTypePatterns.engagementCollection),
    {
      schema: {
        tags,
        body: createEngagementTypeInputSchema,
        response: { 201: engagementActivityTypeSchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant((tx, user) => createEngagementType(tx, user, request.body));
      return reply.status(201).send(presentEngagementType(row));
    },
  );
  app.patch(
    routePath(activityTypePatterns.engagementItem),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateEngagementTypeInputSchema,
        response: { 200: engagementActivityTypeSchema },
      },
    },
    async (request) =>
      presentEngagementType(
        await request.tenant((tx, user) =>
          updateEngagementType(tx, user, request.params.id, request.body),
        ),
      ),
  );
  app.delete(
    routePath(activityTypePatterns.engagementItem),
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteEngagementType(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    routePath(activityTypePatterns.trainingCollection),
    {
      schema: {
        tags,
        querystring: trainingTypeListQuerySchema,
        response: { 200: z.array(trainingActivityTypeSchema) },
      },
    },
    async (request) =>
      (await request.tenant((tx) => listTrainingTypes(tx, request.query))).map(presentTrainingType),
  );
  app.get(
    routePath(activityTypePatterns.trainingItem),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: typeDetailQuerySchema,
        response: { 200: trainingActivityTypeSchema },
      },
    },
    async (request) =>
      presentTrainingType(
        await request.tenant((tx) => getTrainingType(tx, request.params.id, request.query.name)),
      ),
  );
  app.post(
    routePath(activityTypePatterns.trainingCollection),
    {
      schema: {
        tags,
        body: createTrainingTypeInputSchema,
        response: { 201: trainingActivityTypeSchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant((tx, user) => createTrainingType(tx, user, request.body));
      return reply.status(201).send(presentTrainingType(row));
    },
  );
  app.patch(
    routePath(activityTypePatterns.trainingItem),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateTrainingTypeInputSchema,
        response: { 200: trainingActivityTypeSchema },
      },
    },
    async (request) =>
      presentTrainingType(
        await request.tenant((tx, user) =>
          updateTrainingType(tx, user, request.params.id, request.body),
        ),
      ),
  );
  app.delete(
    routePath(activityTypePatterns.trainingItem),
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteTrainingType(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
