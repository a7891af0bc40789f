import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityPatterns } from '../../../../contract/activities/activities';
import {
  createUserDefinedActivityInputSchema,
  updateUserDefinedActivityInputSchema,
  userDefinedActivitySchema,
  userDefinedListQuerySchema,
  type UserDefinedActivity,
} from '../../../../contract/activities/activities.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import {
  createUserDefined,
  deleteUserDefined,
  listUserDefined,
  updateUserDefined,
  type UserDefinedRow,
} from './service';

const tags = ['activities'];

function present({ activity: a, owner }: UserDefinedRow): UserDefinedActivity {
  return {
    id: a.id,
    project: a.projectId,
    name: a.name,
    description: a.description,
    family: a.family,
    activation_cycle: a.activationCycleId,
    date: a.date,
    hours_per_person: a.hoursPerPerson,
    in_teams: a.inTeams,
    owner,
    created_at: a.createdAt.toISOString(),
  };
}

/** Activities a project defines outside its plans, e.g. within a leaders' activation cycle. */
export const userDefinedActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(activityPatterns.userDefinedCollection),
    {
      schema: {
        tags,
        querystring: userDefinedListQuerySchema,
        response: { 200: z.array(userDefinedActivitySchema) },
      },
    },
    async (request) =>
      (await request.tenant((tx, user) => listUserDefined(tx, user, request.query))).map(present),
  );
  app.post(
    routePath(activityPatterns.userDefinedCollection),
    {
      schema: {
        tags,
        body: createUserDefinedActivityInputSchema,
        response: { 201: userDefinedActivitySchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant((tx, user) => createUserDefined(tx, user, request.body));
      return reply.status(201).send(present(row));
    },
  );
  app.patch(
    routePath(activityPatterns.userDefinedItem),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateUserDefinedActivityInputSchema,
        response: { 200: userDefinedActivitySchema },
      },
    },
    async (request) =>
      present(
        await request.tenant((tx, user) =>
          updateUserDefined(tx, user, request.params.id, request.body),
        ),
      ),
  );
  app.delete(
    routePath(activityPatterns.userDefinedItem),
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteUserDefined(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
