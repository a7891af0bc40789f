import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  phaseListSchema,
  projectPhaseListSchema,
  projectPhaseSchema,
} from '../../../../contract/projects/phases.schema';
import { projectPhaseQuerySchema } from '../../../../contract/projects/projects.schema';
import { notFound } from '../../../http-errors';
import { listPhases, listProjectPhases } from './service';
import { routePath } from '../../../http/route-path';
import { phasePatterns } from '../../../../contract/projects/phases';

/** The organisation's phases in their numbered order (area `projects`). */
export const phaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(phasePatterns.collection),
    { schema: { tags: ['projects'], response: { 200: phaseListSchema } } },
    async (request) => request.tenant((tx) => listPhases(tx)),
  );

  app.get(
    routePath(phasePatterns.forProject),
    {
      schema: {
        tags: ['projects'],
        params: idParamsSchema,
        querystring: projectPhaseQuerySchema,
        response: { 200: z.union([projectPhaseListSchema, projectPhaseSchema]) },
      },
    },
    async (request) => {
      const { rows, activePhase } = await request.tenant((tx, user) =>
        listProjectPhases(tx, user, request.params.id),
      );
      const list = rows.map((phase) => ({ ...phase, is_active: phase.code === activePhase }));
      if (!request.query.phase) return list;
      const one = list.find((phase) => phase.code === request.query.phase);
      if (!one) throw notFound();
      return one;
    },
  );
};
