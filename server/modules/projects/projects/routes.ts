import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  createProjectInputSchema,
  paginatedProjectsSchema,
  projectListQuerySchema,
  projectSchema,
  projectSummaryListSchema,
  teamsAppInteractionSchema,
  updateProjectInputSchema,
} from '../../../../contract/projects/projects.schema';
import { paginate } from '../../../http/pagination';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  listProjectsForUser,
  recordTeamsAppOpen,
  updateProject,
} from './service';
import { presentProject, presentProjectSummary, presentTeamsAppInteraction } from './present';
import { routePath } from '../../../http/route-path';
import { projectsPatterns } from '../../../../contract/projects/projects';
import { teamsAppPatterns } from '../../../../contract/projects/teams-app';

const tags = ['projects'];

/** Projects: the list, Home's list, the workspace's project, create, update, soft delete. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(projectsPatterns.collection),
    {
      config: { cacheResponse: true },
      schema: {
        tags,
        querystring: projectListQuerySchema,
        response: { 200: paginatedProjectsSchema },
      },
    },
    async (request) => {
      const { count, rows } = await request.tenant((tx, user) =>
        listProjects(tx, user, request.query),
      );
      return paginate(request, request.query, count, rows.map(presentProjectSummary));
    },
  );

  app.get(
    routePath(projectsPatterns.forUser),
    {
      config: { cacheResponse: true },
      schema: { tags, response: { 200: projectSummaryListSchema } },
    },
    async (request) => {
      const rows = await request.tenant((tx, user) => listProjectsForUser(tx, user));
      return rows.map(presentProjectSummary);
    },
  );

  app.post(
    routePath(projectsPatterns.collection),
    {
      schema: { tags, body: createProjectInputSchema, response: { 201: projectSchema } },
    },
    async (request, reply) => {
      const project = await request.tenant(async (tx, user) => {
        const id = await createProject(tx, user, request.body);
        return getProject(tx, user, id);
      });
      return reply.status(201).send(presentProject(project.row, project.team));
    },
  );

  app.get(
    routePath(projectsPatterns.item),
    {
      config: { cacheResponse: true },
      schema: { tags, params: idParamsSchema, response: { 200: projectSchema } },
    },
    async (request) => {
      const project = await request.tenant((tx, user) => getProject(tx, user, request.params.id));
      return presentProject(project.row, project.team);
    },
  );

  app.patch(
    routePath(projectsPatterns.item),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateProjectInputSchema,
        response: { 200: projectSchema },
      },
    },
    async (request) => {
      const project = await request.tenant(async (tx, user) => {
        await updateProject(tx, user, request.params.id, request.body);
        return getProject(tx, user, request.params.id);
      });
      return presentProject(project.row, project.team);
    },
  );

  app.delete(
    routePath(projectsPatterns.item),
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteProject(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    routePath(teamsAppPatterns.projectInteraction),
    {
      schema: { tags, params: idParamsSchema, response: { 200: teamsAppInteractionSchema } },
    },
    async (request) => {
      const row = await request.tenant((tx, user) =>
        recordTeamsAppOpen(tx, user, request.params.id),
      );
      return presentTeamsAppInteraction(row);
    },
  );
};
