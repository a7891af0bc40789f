import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activationCyclesPatterns } from '../../../../contract/leaders/activation-cycles';
import {
  activationCycleSchema,
  copyCycleInputSchema,
  createCycleInputSchema,
  cycleActivitySchema,
  cycleListQuerySchema,
  cyclePlanQuerySchema,
  nudgeStatsInputSchema,
  nudgeStatsSchema,
  openedInputSchema,
  updateCycleInputSchema,
} from '../../../../contract/leaders/activation-cycles.schema';
import {
  copiedCountSchema,
  copyIntoCycleInputSchema,
} from '../../../../contract/leaders/shared.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import { markOpened } from '../deliveries';
import { findCycle } from '../leader-policy';
import { presentCycle } from './present';
import {
  copyCycle,
  copyIntoCycle,
  createCycle,
  deleteCycle,
  listCycles,
  updateCycle,
} from './service';
import { nudgeStatsForProject } from './stats';
import { cycleActivities, cycleCopyPreview, cyclePlan } from './plan';
import { cyclePlanOrPreviewSchema } from '../../../../contract/leaders/cycle-plan.schema';
import { presentItem } from '../items/present';
import { presentKeyMessage } from '../key-messages/present';
import { presentNudge } from '../nudges/present';
import { presentBehaviour } from '../new-ways-of-working/present';

const tags = ['leaders'];

/** Activation cycles: the timeline, their groups, copies and their delivery figures. */
export const cycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(activationCyclesPatterns.collection),
    {
      schema: {
        tags,
        querystring: cycleListQuerySchema,
        response: { 200: z.array(activationCycleSchema) },
      },
    },
    async (request) => {
      const list = await request.tenant((tx, user) => listCycles(tx, user, request.query));
      return list.map(presentCycle);
    },
  );

  app.post(
    routePath(activationCyclesPatterns.collection),
    { schema: { tags, body: createCycleInputSchema, response: { 201: activationCycleSchema } } },
    async (request, reply) => {
      const bundle = await request.tenant((tx, user) => createCycle(tx, user, request.body));
      return reply.status(201).send(presentCycle(bundle));
    },
  );

  app.patch(
    routePath(activationCyclesPatterns.detail),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateCycleInputSchema,
        response: { 200: activationCycleSchema },
      },
    },
    async (request) => {
      const bundle = await request.tenant((tx, user) =>
        updateCycle(tx, user, request.params.id, request.body),
      );
      return presentCycle(bundle);
    },
  );

  app.delete(
    routePath(activationCyclesPatterns.detail),
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const images = await request.tenant((tx, user) => deleteCycle(tx, user, request.params.id));
      // The rows are gone with the transaction committed; their images go after.
      await Promise.all(images.map((key) => app.integrations.files.delete(key)));
      return reply.status(204).send(null);
    },
  );

  app.post(
    routePath(activationCyclesPatterns.copy),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: copyCycleInputSchema,
        response: { 201: activationCycleSchema },
      },
    },
    async (request, reply) => {
      const bundle = await request.tenant((tx, user) =>
        copyCycle(tx, user, request.params.id, request.body),
      );
      return reply.status(201).send(presentCycle(bundle));
    },
  );

  app.post(
    routePath(activationCyclesPatterns.copyNewWaysOfWorking),
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
        copyIntoCycle(tx, user, 'new_ways_of_working', request.params.id, request.body),
      );
      return reply.status(201).send({ copied });
    },
  );

  app.post(
    routePath(activationCyclesPatterns.nudgeStats),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: nudgeStatsInputSchema,
        response: { 200: nudgeStatsSchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) =>
        nudgeStatsForProject(tx, user, request.params.id, request.body.activation_cycle_id),
      ),
  );

  app.post(
    routePath(activationCyclesPatterns.opened),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: openedInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await request.tenant(async (tx, user) => {
        await findCycle(tx, user, request.params.id);
        await markOpened(
          tx,
          user,
          request.params.id,
          request.body.item_kind,
          request.body.item_ids,
        );
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    routePath(activationCyclesPatterns.plan),
    {
      schema: {
        tags,
        querystring: cyclePlanQuerySchema,
        response: { 200: cyclePlanOrPreviewSchema },
      },
    },
    async (request) => {
      const { activation_cycle_id: id, create, start_date } = request.query;
      if (create) {
        return request.tenant((tx, user) => cycleCopyPreview(tx, user, id, start_date));
      }
      const plan = await request.tenant((tx, user) => cyclePlan(tx, user, id));
      return {
        cycle: presentCycle(plan.cycle),
        tasks: plan.tasks.map(presentItem),
        actions: plan.actions.map(presentItem),
        key_messages: plan.keyMessages.map(presentKeyMessage),
        new_ways_of_working: plan.behaviours.map(presentBehaviour),
        nudges: plan.nudges.map(presentNudge),
      };
    },
  );

  app.get(
    routePath(activationCyclesPatterns.activities),
    {
      schema: { tags, params: idParamsSchema, response: { 200: z.array(cycleActivitySchema) } },
    },
    async (request) => request.tenant((tx, user) => cycleActivities(tx, user, request.params.id)),
  );
};
