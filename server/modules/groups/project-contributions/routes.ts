import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkContributionParamsSchema,
  bulkProjectContributionsInputSchema,
  projectContributionListQuerySchema,
  projectContributionSchema,
} from '../../../../contract/groups/project-contributions.schema';
import { listContributions, replaceContributions } from './service';

const tags = ['groups'];

/** What each person of a project group contributes to the project. */
export const projectContributionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/project-contributions/',
    {
      schema: {
        tags,
        querystring: projectContributionListQuerySchema,
        response: { 200: z.array(projectContributionSchema) },
      },
    },
    async (request) => {
      return request.tenant((tx, user) => listContributions(tx, user, request.query.group));
    },
  );

  app.patch(
    '/project-contributions/:id/',
    {
      schema: {
        tags,
        params: bulkContributionParamsSchema,
        body: bulkProjectContributionsInputSchema,
        response: { 200: z.array(projectContributionSchema) },
      },
    },
    async (request) => {
      return request.tenant(async (tx, user) => {
        await replaceContributions(tx, user, request.body);
        return listContributions(tx, user, request.body.group);
      });
    },
  );
};
