import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phaseListSchema } from '../../../contract/phases';
import { phases } from '../../db/schema/phases';

/** The organisation's phases in their numbered order (area `projects`). */
export const phaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/phases/',
    { schema: { tags: ['projects'], response: { 200: phaseListSchema } } },
    async (request) =>
      request.tenant((tx) =>
        tx
          .select({ id: phases.id, order: phases.order, code: phases.code, name: phases.name })
          .from(phases)
          .orderBy(asc(phases.order)),
      ),
  );
};
