import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  impactedGroupDetailQuerySchema,
  impactedGroupDetailResponseSchema,
  impactedGroupListQuerySchema,
  impactedGroupQuerySchema,
  impactedGroupSchema,
  linkImpactedGroupInputSchema,
  updateImpactedGroupInputSchema,
} from '../../../../contract/groups/impacted-groups.schema';
import { presentImpactedGroup } from '../project-groups/present';
import { getProjectGroup } from '../project-groups/service';
import {
  findImpactedGroup,
  impactedGroupMembers,
  impactedGroupStats,
  linkImpactedGroup,
  listImpactedGroups,
  unlinkImpactedGroup,
  updateImpactedGroup,
} from './service';

const tags = ['groups'];

/** Impacted groups of a project: global groups linked to it, with their audience size. */
export const impactedGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/impacted-groups/',
    {
      schema: {
        tags,
        querystring: impactedGroupListQuerySchema,
        response: { 200: z.array(impactedGroupSchema) },
      },
    },
    async (request) => {
      const rows = await request.tenant((tx, user) => listImpactedGroups(tx, user, request.query));
      return rows.map(presentImpactedGroup);
    },
  );

  app.get(
    '/impacted-groups/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: impactedGroupDetailQuerySchema,
        response: { 200: impactedGroupDetailResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      return request.tenant(async (tx, user) => {
        if (request.query.membersOnly) return impactedGroupMembers(tx, user, id);
        if (request.query.engagementStatsOnly) return impactedGroupStats(tx, user, id);
        return presentImpactedGroup(await findImpactedGroup(tx, user, id));
      });
    },
  );

  app.post(
    '/projects/:id/impacted_groups/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: linkImpactedGroupInputSchema,
        response: { 201: impactedGroupSchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant(async (tx, user) =>
        getProjectGroup(tx, await linkImpactedGroup(tx, user, request.params.id, request.body)),
      );
      return reply.status(201).send(presentImpactedGroup(row));
    },
  );

  app.patch(
    '/projects/:id/impacted_groups/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: impactedGroupQuerySchema,
        body: updateImpactedGroupInputSchema,
        response: { 200: impactedGroupSchema },
      },
    },
    async (request) => {
      const row = await request.tenant(async (tx, user) =>
        getProjectGroup(
          tx,
          await updateImpactedGroup(
            tx,
            user,
            request.params.id,
            request.query.impacted_group,
            request.body,
          ),
        ),
      );
      return presentImpactedGroup(row);
    },
  );

  app.delete(
    '/projects/:id/impacted_groups/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: impactedGroupQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await request.tenant((tx, user) =>
        unlinkImpactedGroup(tx, user, request.params.id, request.query.impacted_group),
      );
      return reply.status(204).send(null);
    },
  );
};
