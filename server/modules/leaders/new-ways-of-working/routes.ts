import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newWaysOfWorkingPatterns } from '../../../../contract/leaders/new-ways-of-working';
import {
  adoptionQuerySchema,
  adoptionStatsSchema,
  createNewWayOfWorkingInputSchema,
  highConsistencyCountSchema,
  highConsistencyQuerySchema,
  newWayOfWorkingListQuerySchema,
  newWayOfWorkingSchema,
  observationalSurveyQuerySchema,
  observationalSurveySchema,
  submitObservationsInputSchema,
  updateNewWayOfWorkingInputSchema,
} from '../../../../contract/leaders/new-ways-of-working.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import { presentBehaviour } from './present';
import {
  adoptionStats,
  createBehaviour,
  deleteBehaviour,
  highConsistencyCount,
  listBehaviours,
  observationalSurvey,
  submitObservations,
  updateBehaviour,
} from './service';

const tags = ['leaders'];

/** New ways of working: a cycle's behaviours, how consistently they are lived, and adoption. */
export const newWayOfWorkingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(newWaysOfWorkingPatterns.collection),
    {
      schema: {
        tags,
        querystring: newWayOfWorkingListQuerySchema,
        response: { 200: z.array(newWayOfWorkingSchema) },
      },
    },
    async (request) =>
      (
        await request.tenant((tx, user) =>
          listBehaviours(tx, user, request.query.activationCycleId),
        )
      ).map(presentBehaviour),
  );

  app.post(
    routePath(newWaysOfWorkingPatterns.collection),
    {
      schema: {
        tags,
        body: createNewWayOfWorkingInputSchema,
        response: { 201: newWayOfWorkingSchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant((tx, user) => createBehaviour(tx, user, request.body));
      return reply.status(201).send(presentBehaviour(row));
    },
  );

  app.patch(
    routePath(newWaysOfWorkingPatterns.detail),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateNewWayOfWorkingInputSchema,
        response: { 200: newWayOfWorkingSchema },
      },
    },
    async (request) =>
      presentBehaviour(
        await request.tenant((tx, user) =>
          updateBehaviour(tx, user, request.params.id, request.body),
        ),
      ),
  );

  app.delete(
    routePath(newWaysOfWorkingPatterns.detail),
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteBehaviour(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    routePath(newWaysOfWorkingPatterns.highConsistency),
    {
      schema: {
        tags,
        querystring: highConsistencyQuerySchema,
        response: { 200: highConsistencyCountSchema },
      },
    },
    async (request) => request.tenant((tx, user) => highConsistencyCount(tx, user, request.query)),
  );

  app.get(
    routePath(newWaysOfWorkingPatterns.adoption),
    {
      schema: { tags, querystring: adoptionQuerySchema, response: { 200: adoptionStatsSchema } },
    },
    async (request) =>
      request.tenant((tx, user) =>
        adoptionStats(tx, user, request.query.projectId, request.query.nwowAdoptionStatsOnly),
      ),
  );

  app.get(
    routePath(newWaysOfWorkingPatterns.observationalSurvey),
    {
      schema: {
        tags,
        querystring: observationalSurveyQuerySchema,
        response: { 200: observationalSurveySchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) => observationalSurvey(tx, user, request.query.projectId)),
  );

  app.post(
    routePath(newWaysOfWorkingPatterns.observationalSurvey),
    {
      schema: {
        tags,
        body: submitObservationsInputSchema,
        response: { 200: observationalSurveySchema },
      },
    },
    async (request) =>
      request.tenant(async (tx, user) => {
        await submitObservations(tx, user, request.body);
        return observationalSurvey(tx, user);
      }),
  );
};
