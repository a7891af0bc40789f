import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { groupMemberSchema } from '../../../../contract/groups/group-members.schema';
import {
  createImpactedGroupFunctionInputSchema,
  departmentCsvQuerySchema,
  impactedGroupFunctionListQuerySchema,
  impactedGroupFunctionSchema,
  updateImpactedGroupFunctionInputSchema,
} from '../../../../contract/groups/impacted-group-functions.schema';
import { membersCsv } from './members-csv';
import {
  createFunction,
  deleteFunction,
  functionMembers,
  getFunction,
  listFunctions,
  updateFunction,
} from './service';

const tags = ['groups'];

/** Functions of a global group and the people in them. */
export const impactedGroupFunctionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/impacted-group-functions/',
    {
      schema: {
        tags,
        querystring: impactedGroupFunctionListQuerySchema,
        response: { 200: z.array(impactedGroupFunctionSchema) },
      },
    },
    async (request) => {
      return request.tenant((tx, user) =>
        listFunctions(tx, user, request.query.globalImpactedGroup),
      );
    },
  );

  app.post(
    '/impacted-group-functions/',
    {
      schema: {
        tags,
        body: createImpactedGroupFunctionInputSchema,
        response: { 201: impactedGroupFunctionSchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant(async (tx, user) =>
        getFunction(tx, await createFunction(tx, user, request.body)),
      );
      return reply.status(201).send(row);
    },
  );

  app.patch(
    '/impacted-group-functions/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateImpactedGroupFunctionInputSchema,
        response: { 200: impactedGroupFunctionSchema },
      },
    },
    async (request) => {
      return request.tenant(async (tx, user) => {
        await updateFunction(tx, user, request.params.id, request.body);
        return getFunction(tx, request.params.id);
      });
    },
  );

  app.delete(
    '/impacted-group-functions/:id/',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteFunction(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/impacted-group-functions/:id/get_members_impacted_group_function/',
    { schema: { tags, params: idParamsSchema, response: { 200: z.array(groupMemberSchema) } } },
    async (request) => {
      const rows = await request.tenant((tx, user) => functionMembers(tx, user, request.params.id));
      return rows.map(({ department_id: _, ...member }) => member);
    },
  );

  app.get(
    '/impacted-group-functions/:id/get_members_impacted_group_department_CSV/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: departmentCsvQuerySchema,
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const rows = await request.tenant((tx, user) =>
        functionMembers(tx, user, request.params.id, request.query.departmentId),
      );
      const department = (rows[0]?.department ?? 'department').replace(/[^\w -]+/g, '');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${department} members.csv"`)
        .send(membersCsv(rows));
    },
  );
};
