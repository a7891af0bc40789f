import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LeaderItemKind } from '../../../../contract/leaders/kinds';
import {
  leaderActionsPatterns,
  leaderTasksPatterns,
} from '../../../../contract/leaders/leader-items';
import {
  actionListQuerySchema,
  bulkUpdateInputSchema,
  bulkUpdateResultSchema,
  createItemInputSchema,
  createItemQuerySchema,
  cycleTaskGroupsSchema,
  itemStatsSchema,
  leaderItemPageSchema,
  leaderItemSchema,
  personalStatsQuerySchema,
  planTasksQuerySchema,
  projectStatsInputSchema,
  projectTaskStatsSchema,
  taskFilterInputSchema,
  taskListQuerySchema,
  updateItemInputSchema,
  updateItemQuerySchema,
} from '../../../../contract/leaders/leader-items.schema';
import {
  copiedCountSchema,
  copyIntoCycleInputSchema,
} from '../../../../contract/leaders/shared.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { paginate } from '../../../http/pagination';
import { routePath } from '../../../http/route-path';
import { copyIntoCycle } from '../cycles/service';
import {
  filterCycleItems,
  filterProjectItems,
  listItems,
  personalStats,
  planItems,
  projectItemStats,
} from './list';
import { presentItem } from './present';
import { bulkUpdate, createItem, deleteItem, updateItem } from './service';

const tags = ['leaders'];

/** Leader tasks and leader actions: the same item, two kinds, two sets of paths. */
export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifyDeps = (organisationId: number) => ({
    integrations: app.integrations,
    publicUrl: app.integrations.publicUrl,
    organisationId,
  });

  app.get(
    routePath(leaderTasksPatterns.collection),
    {
      schema: {
        tags,
        querystring: taskListQuerySchema,
        response: { 200: z.union([leaderItemPageSchema, itemStatsSchema]) },
      },
    },
    async (request) => {
      const result = await request.tenant((tx, user) => listItems(tx, user, 'TASK', request.query));
      if ('stats' in result) return result.stats;
      return paginate(request, request.query, result.count, result.rows.map(presentItem));
    },
  );

  app.get(
    routePath(leaderActionsPatterns.collection),
    {
      schema: { tags, querystring: actionListQuerySchema, response: { 200: leaderItemPageSchema } },
    },
    async (request) => {
      const result = await request.tenant((tx, user) =>
        listItems(tx, user, 'ACTION', request.query),
      );
      if ('stats' in result) throw new Error('actions are never listed as stats');
      return paginate(request, request.query, result.count, result.rows.map(presentItem));
    },
  );

  const create = (kind: LeaderItemKind, path: string) =>
    app.post(
      routePath(path),
      {
        schema: {
          tags,
          querystring: createItemQuerySchema,
          body: createItemInputSchema,
          response: { 201: leaderItemSchema },
        },
      },
      async (request, reply) => {
        const row = await request.tenant((tx, user) =>
          createItem(tx, user, notifyDeps(user.organisationId), kind, request.query, request.body),
        );
        return reply.status(201).send(presentItem(row));
      },
    );
  create('TASK', leaderTasksPatterns.collection);
  create('ACTION', leaderActionsPatterns.collection);

  const update = (kind: LeaderItemKind, path: string) =>
    app.patch(
      routePath(path),
      {
        schema: {
          tags,
          params: idParamsSchema,
          querystring: updateItemQuerySchema,
          body: updateItemInputSchema,
          response: { 200: leaderItemSchema },
        },
      },
      async (request) =>
        presentItem(
          await request.tenant((tx, user) =>
            updateItem(tx, user, kind, request.params.id, request.query, request.body),
          ),
        ),
    );
  update('TASK', leaderTasksPatterns.detail);
  update('ACTION', leaderActionsPatterns.detail);

  const remove = (kind: LeaderItemKind, path: string) =>
    app.delete(
      routePath(path),
      { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await request.tenant((tx, user) => deleteItem(tx, user, kind, request.params.id));
        return reply.status(204).send(null);
      },
    );
  remove('TASK', leaderTasksPatterns.detail);
  remove('ACTION', leaderActionsPatterns.detail);

  const copy = (part: 'tasks' | 'actions', path: string) =>
    app.post(
      routePath(path),
      {
        schema: {
          tags,
          params: idParamsSchema,
          body: copyIntoCycleInputSchema,
          response: { 201: copiedCountSchema },
        },
      },
      async (request, reply) => {
        const copied = await request.tenant((tx, user) =>
          copyIntoCycle(tx, user, part, request.params.id, request.body),
        );
        return reply.status(201).send({ copied });
      },
    );
  copy('tasks', leaderTasksPatterns.copy);
  copy('actions', leaderActionsPatterns.copy);

  app.get(
    routePath(leaderTasksPatterns.personalStats),
    { schema: { tags, querystring: personalStatsQuerySchema, response: { 200: itemStatsSchema } } },
    async (request) => request.tenant((tx, user) => personalStats(tx, user, request.query)),
  );

  app.patch(
    routePath(leaderTasksPatterns.bulkUpdate),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: bulkUpdateInputSchema,
        response: { 200: bulkUpdateResultSchema },
      },
    },
    async (request) => {
      const result = await request.tenant((tx, user) =>
        bulkUpdate(tx, user, request.params.id, request.body),
      );
      return { updated: result.updated.map(presentItem), previous: result.previous };
    },
  );

  app.post(
    routePath(leaderTasksPatterns.filter),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: taskFilterInputSchema,
        response: { 200: leaderItemPageSchema },
      },
    },
    async (request) => {
      const result = await request.tenant((tx, user) =>
        filterProjectItems(tx, user, request.params.id, request.body),
      );
      return paginate(request, result.page, result.count, result.rows.map(presentItem));
    },
  );

  app.post(
    routePath(leaderTasksPatterns.cycleFilter),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: taskFilterInputSchema,
        response: { 200: cycleTaskGroupsSchema },
      },
    },
    async (request) => {
      const groups = await request.tenant((tx, user) =>
        filterCycleItems(tx, user, request.params.id, request.body),
      );
      return groups.map((g) => ({
        impacted_group: g.group,
        stats: g.stats,
        items: g.rows.map(presentItem),
      }));
    },
  );

  app.post(
    routePath(leaderTasksPatterns.projectStats),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: projectStatsInputSchema,
        response: { 200: projectTaskStatsSchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) => projectItemStats(tx, user, request.params.id, request.body)),
  );

  app.get(
    routePath(leaderTasksPatterns.projectTasks),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: planTasksQuerySchema,
        response: { 200: leaderItemPageSchema },
      },
    },
    async (request) => {
      const result = await request.tenant((tx, user) =>
        planItems(tx, user, request.params.id, request.query),
      );
      return paginate(request, request.query, result.count, result.rows.map(presentItem));
    },
  );
};
