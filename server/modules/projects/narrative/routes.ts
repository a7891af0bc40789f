import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeNarrativePatchBodySchema,
  changeNarrativePatchQuerySchema,
  changeNarrativeSchema,
  createChangeNarrativeInputSchema,
} from '../../../../contract/projects/narrative.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { presentNarrative } from './present';
import { createNarrative, getNarrative, patchNarrative } from './service';
import { routePath } from '../../../http/route-path';
import { changeNarrativePatterns } from '../../../../contract/projects/narrative';

const tags = ['projects'];

/** A project's change narrative: read, create once, save text, change owner. */
export const narrativeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(changeNarrativePatterns.item),
    { schema: { tags, params: idParamsSchema, response: { 200: changeNarrativeSchema } } },
    async (request) => {
      return presentNarrative(
        await request.tenant((tx, user) => getNarrative(tx, user, request.params.id)),
      );
    },
  );

  app.post(
    routePath(changeNarrativePatterns.item),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: createChangeNarrativeInputSchema,
        response: { 201: changeNarrativeSchema },
      },
    },
    async (request, reply) => {
      const narrative = await request.tenant((tx, user) =>
        createNarrative(tx, user, request.params.id, request.body),
      );
      return reply.status(201).send(presentNarrative(narrative));
    },
  );

  app.patch(
    routePath(changeNarrativePatterns.item),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: changeNarrativePatchQuerySchema,
        body: changeNarrativePatchBodySchema,
        response: { 200: changeNarrativeSchema },
      },
    },
    async (request) => {
      const narrative = await request.tenant((tx, user) =>
        patchNarrative(
          tx,
          user,
          request.params.id,
          request.body,
          request.query.edit_owner ?? false,
        ),
      );
      return presentNarrative(narrative);
    },
  );
};
