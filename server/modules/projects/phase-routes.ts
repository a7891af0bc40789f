import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/shared/common.schema';
import {
  phaseListSchema,
  projectPhaseListSchema,
  projectPhaseSchema,
} from '../../../contract/projects/phases.schema';
import { projectPhaseQuerySchema } from '../../../contract/projects/projects.schema';
import { phases } from '../../db/schema/phases';
import { notFound } from '../../http-errors';
import { findVisibleProject } from './project-access';

const phaseColumns = { id: phases.id, order: phases.order, code: phases.code, name: phases.name };

/** The organisation's phases in their numbered order (area `projects`). */
export const phaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/phases/',
    { schema: { tags: ['projects'], response: { 200: phaseListSchema } } },
    async (request) =>
      request.tenant((tx) => tx.select(phaseColumns).from(phases).orderBy(asc(phases.order))),
  );

  app.get(
    '/projects/:id/phases/',
    {
      schema: {
        tags: ['projects'],
        params: idParamsSchema,
        querystring: projectPhaseQuerySchema,
        response: { 200: z.union([projectPhaseListSchema, projectPhaseSchema]) },
      },
    },
    async (request) => {
      const list = await request.tenant(async (tx, user) => {
        const { project } = await findVisibleProject(tx, user, request.params.id);
        const rows = await tx.select(phaseColumns).from(phases).orderBy(asc(phases.order));
        return rows.map((phase) => ({ ...phase, is_active: phase.code === project.activePhase }));
      });
      if (!request.query.phase) return list;
      const one = list.find((phase) => phase.code === request.query.phase);
      if (!one) throw notFound();
      return one;
    },
  );
};
