import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  createGlobalImpactedGroupInputSchema,
  globalImpactedGroupDetailQuerySchema,
  globalImpactedGroupListQuerySchema,
  globalImpactedGroupSchema,
  globalImpactedGroupPageSchema,
  groupNameSchema,
  groupNamesQuerySchema,
  membersByDepartmentSchema,
  updateGlobalImpactedGroupInputSchema,
} from '../../../../contract/groups/global-impacted-groups.schema';
import type { DirectoryPort } from '../../../integrations/directory/directory-port';
import { requireGlobalGroupCreator } from '../group-policy';
import { membersByDepartment } from './members';
import { presentGlobalGroup, presentGlobalGroupSummary } from './present';
import { countGlobalGroups, selectGlobalGroupParts, selectGlobalGroups } from './queries';
import { pageWindow, paginate } from '../../../http/pagination';
import {
  createGlobalGroup,
  deleteGlobalGroup,
  findGlobalGroup,
  listGroupNames,
  syncGlobalGroup,
  updateGlobalGroup,
} from './service';

const tags = ['groups'];

/** Global impacted groups: the organisation's groups of people that changes reach. */
export const globalImpactedGroupRoutes: FastifyPluginAsyncZod<{
  directory: DirectoryPort;
}> = async (app, { directory }) => {
  const detail = async (
    tx: Parameters<typeof findGlobalGroup>[0],
    user: Parameters<typeof findGlobalGroup>[1],
    id: number,
    isCreate = false,
  ) => {
    const row = await findGlobalGroup(tx, user, id);
    return presentGlobalGroup(row, await selectGlobalGroupParts(tx, id, isCreate));
  };

  app.get(
    '/global-impacted-groups/',
    {
      schema: {
        tags,
        querystring: globalImpactedGroupListQuerySchema,
        response: { 200: globalImpactedGroupPageSchema },
      },
    },
    async (request) => {
      const page = await request.tenant(async (tx, user) => ({
        count: await countGlobalGroups(tx, user, request.query),
        rows: await selectGlobalGroups(tx, user, request.query, pageWindow(request.query)),
      }));
      return paginate(request, request.query, page.count, page.rows.map(presentGlobalGroupSummary));
    },
  );

  app.get(
    '/global-impacted-groups/group_names/',
    {
      schema: {
        tags,
        querystring: groupNamesQuerySchema,
        response: { 200: z.array(groupNameSchema) },
      },
    },
    async (request) => {
      return request.tenant((tx, user) => {
        requireGlobalGroupCreator(user);
        return listGroupNames(tx, request.query.excludeGroupId);
      });
    },
  );

  app.get(
    '/global-impacted-groups/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: globalImpactedGroupDetailQuerySchema,
        response: { 200: globalImpactedGroupSchema },
      },
    },
    async (request) => {
      return request.tenant((tx, user) =>
        detail(tx, user, request.params.id, request.query.isCreate ?? false),
      );
    },
  );

  app.get(
    '/global-impacted-groups/:id/get_impacted_group_members_by_department/',
    { schema: { tags, params: idParamsSchema, response: { 200: membersByDepartmentSchema } } },
    async (request) => {
      return request.tenant((tx, user) => membersByDepartment(tx, user, request.params.id));
    },
  );

  app.post(
    '/global-impacted-groups/',
    {
      schema: {
        tags,
        body: createGlobalImpactedGroupInputSchema,
        response: { 201: globalImpactedGroupSchema },
      },
    },
    async (request, reply) => {
      const group = await request.tenant(async (tx, user) => {
        const id = await createGlobalGroup(tx, user, directory, request.body);
        return detail(tx, user, id);
      });
      return reply.status(201).send(group);
    },
  );

  app.patch(
    '/global-impacted-groups/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateGlobalImpactedGroupInputSchema,
        response: { 200: globalImpactedGroupSchema },
      },
    },
    async (request) => {
      return request.tenant(async (tx, user) => {
        await updateGlobalGroup(tx, user, directory, request.params.id, request.body);
        return detail(tx, user, request.params.id);
      });
    },
  );

  app.post(
    '/global-impacted-groups/:id/sync_directory_group/',
    { schema: { tags, params: idParamsSchema, response: { 200: globalImpactedGroupSchema } } },
    async (request) => {
      return request.tenant(async (tx, user) => {
        await syncGlobalGroup(tx, user, directory, request.params.id);
        return detail(tx, user, request.params.id);
      });
    },
  );

  app.delete(
    '/global-impacted-groups/:id/',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteGlobalGroup(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
