import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  createImpactedGroupChangeInputSchema,
  impactedGroupChangeListQuerySchema,
  impactedGroupChangeSchema,
  updateImpactedGroupChangeInputSchema,
} from '../../../../contract/groups/impacted-group-changes.schema';
import {
  createImpactedGroupChange,
  deleteImpactedGroupChange,
  getImpactedGroupChange,
  listImpactedGroupChanges,
  updateImpactedGroupChange,
} from './service';

const tags = ['groups'];

/** The change × impacted group matrix: impact level, deployment state and hours per person. */
export const impactedGroupChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/impacted-group-changes/',
    {
      schema: {
        tags,
        querystring: impactedGroupChangeListQuerySchema,
        response: { 200: z.array(impactedGroupChangeSchema) },
      },
    },
    async (request) => {
      return request.tenant((tx, user) => listImpactedGroupChanges(tx, user, request.query));
    },
  );

  app.post(
    '/impacted-group-changes/',
    {
      schema: {
        tags,
        body: createImpactedGroupChangeInputSchema,
        response: { 201: impactedGroupChangeSchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant(async (tx, user) =>
        getImpactedGroupChange(tx, await createImpactedGroupChange(tx, user, request.body)),
      );
      return reply.status(201).send(row);
    },
  );

  app.patch(
    '/impacted-group-changes/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateImpactedGroupChangeInputSchema,
        response: { 200: impactedGroupChangeSchema },
      },
    },
    async (request) => {
      return request.tenant(async (tx, user) => {
        await updateImpactedGroupChange(tx, user, request.params.id, request.body);
        return getImpactedGroupChange(tx, request.params.id);
      });
    },
  );

  app.delete(
    '/impacted-group-changes/:id/',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteImpactedGroupChange(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
