import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { capacityPatterns } from '../../../../contract/reports/capacity';
import {
  groupCapacityInputSchema,
  groupCapacitySchema,
} from '../../../../contract/reports/capacity.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import { clearCapacity, listCapacity, setCapacity } from './service';

const tags = ['reports'];

/** Per-group capacity thresholds: they colour the group's heatmap row and raise overload alerts. */
export const capacityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(capacityPatterns.collection),
    { schema: { tags, response: { 200: z.array(groupCapacitySchema) } } },
    async (request) => request.tenant((tx, user) => listCapacity(tx, user)),
  );
  app.put(
    routePath(capacityPatterns.item),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: groupCapacityInputSchema,
        response: { 200: groupCapacitySchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) => setCapacity(tx, user, request.params.id, request.body)),
  );
  app.delete(
    routePath(capacityPatterns.item),
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => clearCapacity(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
