import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  createDeliverableInputSchema,
  createMilestoneInputSchema,
  createMilestoneQuerySchema,
  createWorkstreamInputSchema,
  deliverableListQuerySchema,
  deliverableListSchema,
  deliverableSchema,
  milestoneListQuerySchema,
  milestoneListSchema,
  milestoneSchema,
  updateDeliverableInputSchema,
  updateMilestoneInputSchema,
  updateMilestoneQuerySchema,
  updateWorkstreamInputSchema,
  updateWorkstreamQuerySchema,
  workstreamListQuerySchema,
  workstreamListSchema,
  workstreamSchema,
} from '../../../../contract/projects/work-plan.schema';
import type { TenantTx } from '../../../db/tenant';
import { organisationToday } from '../../../db/sql-helpers';
import {
  createDeliverable,
  createMilestone,
  deleteDeliverable,
  deleteMilestone,
  listDeliverables,
  listMilestones,
  updateDeliverable,
  updateMilestone,
} from './items';
import { createWorkstream, deleteWorkstream, listWorkstreams, updateWorkstream } from './service';
import { presentDeliverable, presentMilestone, presentWorkstream } from './present';
import { routePath } from '../../../http/route-path';
import { workPlanPatterns } from '../../../../contract/projects/work-plan';

const tags = ['projects'];
const noContent = { 204: z.null() };

/** Runs `fn` and reads the organisation's date, which decides Overdue, in one transaction. */
async function withToday<T>(tx: TenantTx, fn: () => Promise<T>): Promise<[T, string]> {
  const result = await fn();
  return [result, await organisationToday(tx)];
}

/** The work plan: workstreams holding deliverables and milestones. */
export const workPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(workPlanPatterns.workstreams),
    {
      schema: {
        tags,
        querystring: workstreamListQuerySchema,
        response: { 200: workstreamListSchema },
      },
    },
    async (request) => {
      const { project, teamsApp } = request.query;
      const plans = await request.tenant((tx, user) =>
        listWorkstreams(tx, user, project, teamsApp ?? false),
      );
      return plans.map(presentWorkstream);
    },
  );

  app.post(
    routePath(workPlanPatterns.workstreams),
    {
      schema: { tags, body: createWorkstreamInputSchema, response: { 201: workstreamSchema } },
    },
    async (request, reply) => {
      const workstream = await request.tenant((tx, user) =>
        createWorkstream(tx, user, request.body),
      );
      return reply.status(201).send(presentWorkstream(workstream));
    },
  );

  app.patch(
    routePath(workPlanPatterns.workstream),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: updateWorkstreamQuerySchema,
        body: updateWorkstreamInputSchema,
        response: { 200: workstreamSchema },
      },
    },
    async (request) => {
      const createItems = request.query.isCreateDeliverableMilestone ?? false;
      const plan = await request.tenant((tx, user) =>
        updateWorkstream(tx, user, request.params.id, request.body, createItems),
      );
      return presentWorkstream(plan);
    },
  );

  app.delete(
    routePath(workPlanPatterns.workstream),
    { schema: { tags, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteWorkstream(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    routePath(workPlanPatterns.deliverables),
    {
      schema: {
        tags,
        querystring: deliverableListQuerySchema,
        response: { 200: deliverableListSchema },
      },
    },
    async (request) => {
      const [rows, today] = await request.tenant((tx, user) =>
        withToday(tx, () => listDeliverables(tx, user, request.query)),
      );
      return rows.map((row) => presentDeliverable(row, today));
    },
  );

  app.post(
    routePath(workPlanPatterns.deliverables),
    {
      schema: { tags, body: createDeliverableInputSchema, response: { 201: deliverableSchema } },
    },
    async (request, reply) => {
      const [row, today] = await request.tenant((tx, user) =>
        withToday(tx, () => createDeliverable(tx, user, request.body)),
      );
      return reply.status(201).send(presentDeliverable(row, today));
    },
  );

  app.patch(
    routePath(workPlanPatterns.deliverable),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateDeliverableInputSchema,
        response: { 200: deliverableSchema },
      },
    },
    async (request) => {
      const [row, today] = await request.tenant((tx, user) =>
        withToday(tx, () => updateDeliverable(tx, user, request.params.id, request.body)),
      );
      return presentDeliverable(row, today);
    },
  );

  app.delete(
    routePath(workPlanPatterns.deliverable),
    { schema: { tags, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteDeliverable(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    routePath(workPlanPatterns.milestones),
    {
      schema: {
        tags,
        querystring: milestoneListQuerySchema,
        response: { 200: milestoneListSchema },
      },
    },
    async (request) => {
      const [rows, today] = await request.tenant((tx, user) =>
        withToday(tx, () => listMilestones(tx, user, request.query)),
      );
      return rows.map((row) => presentMilestone(row, today));
    },
  );

  app.post(
    routePath(workPlanPatterns.milestones),
    {
      schema: {
        tags,
        querystring: createMilestoneQuerySchema,
        body: createMilestoneInputSchema,
        response: { 201: milestoneSchema },
      },
    },
    async (request, reply) => {
      const [row, today] = await request.tenant((tx, user) =>
        withToday(tx, () => createMilestone(tx, user, request.query, request.body)),
      );
      return reply.status(201).send(presentMilestone(row, today));
    },
  );

  app.patch(
    routePath(workPlanPatterns.milestone),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: updateMilestoneQuerySchema,
        body: updateMilestoneInputSchema,
        response: { 200: milestoneSchema },
      },
    },
    async (request) => {
      const [row, today] = await request.tenant((tx, user) =>
        withToday(tx, () =>
          updateMilestone(tx, user, request.params.id, request.query.workstream, request.body),
        ),
      );
      return presentMilestone(row, today);
    },
  );

  app.delete(
    routePath(workPlanPatterns.milestone),
    { schema: { tags, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteMilestone(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
