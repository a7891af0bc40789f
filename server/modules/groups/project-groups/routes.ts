import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  createDirectoryGroupInputSchema,
  createProjectGroupInputSchema,
  employeeGroupSchema,
  linkDirectoryMembersInputSchema,
  projectGroupListItemSchema,
  projectGroupListQuerySchema,
  projectGroupQuerySchema,
  projectGroupSchema,
  projectTeamQuerySchema,
  projectTeamSchema,
  updateProjectGroupInputSchema,
} from '../../../../contract/groups/project-groups.schema';
import type { DirectoryPort } from '../../../integrations/directory/directory-port';
import { createDirectoryGroup, linkDirectoryMembers } from './directory';
import { employeeGroups, projectTeam, sponsorGroups } from './people';
import { presentProjectGroup } from './present';
import { selectGroupImpacts } from './queries';
import {
  createProjectGroup,
  deleteProjectGroup,
  getProjectGroup,
  listProjectGroups,
  updateProjectGroup,
} from './service';

const tags = ['groups'];

/** A project's stakeholder, impacted, sponsor and project-team groups. */
export const projectGroupRoutes: FastifyPluginAsyncZod<{ directory: DirectoryPort }> = async (
  app,
  { directory },
) => {
  app.get(
    '/projects/:id/groups/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: projectGroupListQuerySchema,
        response: {
          200: z.union([z.array(projectGroupSchema), z.array(projectGroupListItemSchema)]),
        },
      },
    },
    async (request) => {
      const { query } = request;
      return request.tenant(async (tx, user) => {
        const rows = await listProjectGroups(tx, user, request.params.id, query);
        if (query.isList) {
          return rows.map((r) => ({
            id: r.id,
            name: r.name,
            group_type: r.group_type,
            group_role: r.group_role,
            archived: r.archived,
          }));
        }
        if (query.isChangeImpactAssessmentInsights) {
          const impacts = await selectGroupImpacts(
            tx,
            rows.map((r) => r.id),
          );
          return rows.map((r) => presentProjectGroup(r, impacts.get(r.id) ?? []));
        }
        return rows.map((r) => presentProjectGroup(r));
      });
    },
  );

  app.post(
    '/projects/:id/groups/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: createProjectGroupInputSchema,
        response: { 201: projectGroupSchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant(async (tx, user) =>
        getProjectGroup(tx, await createProjectGroup(tx, user, request.params.id, request.body)),
      );
      return reply.status(201).send(presentProjectGroup(row));
    },
  );

  app.patch(
    '/projects/:id/groups/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: projectGroupQuerySchema,
        body: updateProjectGroupInputSchema,
        response: { 200: projectGroupSchema },
      },
    },
    async (request) => {
      const row = await request.tenant(async (tx, user) =>
        getProjectGroup(
          tx,
          await updateProjectGroup(tx, user, request.params.id, request.query.group, request.body),
        ),
      );
      return presentProjectGroup(row);
    },
  );

  app.delete(
    '/projects/:id/groups/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: projectGroupQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await request.tenant((tx, user) =>
        deleteProjectGroup(tx, user, request.params.id, request.query.group),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/projects/:id/groups/create_directory_group/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: createDirectoryGroupInputSchema,
        response: { 201: projectGroupSchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant(async (tx, user) =>
        getProjectGroup(
          tx,
          await createDirectoryGroup(tx, user, directory, request.params.id, request.body),
        ),
      );
      return reply.status(201).send(presentProjectGroup(row));
    },
  );

  app.post(
    '/projects/:id/groups/link_365_members_to_group/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: linkDirectoryMembersInputSchema,
        response: { 200: projectGroupSchema },
      },
    },
    async (request) => {
      const row = await request.tenant(async (tx, user) =>
        getProjectGroup(
          tx,
          await linkDirectoryMembers(tx, user, directory, request.params.id, request.body),
        ),
      );
      return presentProjectGroup(row);
    },
  );

  app.get(
    '/projects/:id/project_team/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: projectTeamQuerySchema,
        response: { 200: projectTeamSchema },
      },
    },
    async (request) => {
      return request.tenant((tx, user) =>
        projectTeam(tx, user, request.params.id, request.query.reduced ?? false),
      );
    },
  );

  app.get(
    '/projects/:id/sponsor_group/',
    { schema: { tags, params: idParamsSchema, response: { 200: z.array(projectGroupSchema) } } },
    async (request) => {
      const rows = await request.tenant((tx, user) => sponsorGroups(tx, user, request.params.id));
      return rows.map((r) => presentProjectGroup(r));
    },
  );

  app.get(
    '/projects/:id/get_employee_groups_in_project/',
    { schema: { tags, params: idParamsSchema, response: { 200: z.array(employeeGroupSchema) } } },
    async (request) => {
      return request.tenant((tx, user) => employeeGroups(tx, user, request.params.id));
    },
  );
};
