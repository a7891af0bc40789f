import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keyMessagesPatterns } from '../../../../contract/leaders/key-messages';
import {
  createKeyMessageInputSchema,
  createKeyMessageQuerySchema,
  keyMessageListQuerySchema,
  keyMessageSchema,
  reorderMessagesInputSchema,
  reorderQuerySchema,
  updateKeyMessageInputSchema,
} from '../../../../contract/leaders/key-messages.schema';
import {
  copiedCountSchema,
  copyIntoCycleInputSchema,
} from '../../../../contract/leaders/shared.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import { copyIntoCycle } from '../cycles/service';
import { presentKeyMessage } from './present';
import {
  createKeyMessage,
  deleteKeyMessage,
  listKeyMessages,
  reorderKeyMessages,
  updateKeyMessage,
} from './service';

const tags = ['leaders'];

/** Key messages leaders pass on, in the order the cycle gives them. */
export const keyMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(keyMessagesPatterns.collection),
    {
      schema: {
        tags,
        querystring: keyMessageListQuerySchema,
        response: { 200: z.array(keyMessageSchema) },
      },
    },
    async (request) =>
      (await request.tenant((tx, user) => listKeyMessages(tx, user, request.query))).map(
        presentKeyMessage,
      ),
  );

  app.post(
    routePath(keyMessagesPatterns.collection),
    {
      schema: {
        tags,
        querystring: createKeyMessageQuerySchema,
        body: createKeyMessageInputSchema,
        response: { 201: keyMessageSchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant((tx, user) =>
        createKeyMessage(tx, user, request.query.activationCycleId, request.body),
      );
      return reply.status(201).send(presentKeyMessage(row));
    },
  );

  app.patch(
    routePath(keyMessagesPatterns.detail),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateKeyMessageInputSchema,
        response: { 200: keyMessageSchema },
      },
    },
    async (request) =>
      presentKeyMessage(
        await request.tenant((tx, user) =>
          updateKeyMessage(tx, user, request.params.id, request.body),
        ),
      ),
  );

  app.delete(
    routePath(keyMessagesPatterns.detail),
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteKeyMessage(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    routePath(keyMessagesPatterns.copy),
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
        copyIntoCycle(tx, user, 'key_messages', request.params.id, request.body),
      );
      return reply.status(201).send({ copied });
    },
  );

  app.put(
    routePath(keyMessagesPatterns.reorder),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: reorderQuerySchema,
        body: reorderMessagesInputSchema,
        response: { 200: z.array(keyMessageSchema) },
      },
    },
    async (request) =>
      (
        await request.tenant((tx, user) =>
          reorderKeyMessages(
            tx,
            user,
            request.params.id,
            request.query.leader_group_change_plan,
            request.body.ids,
          ),
        )
      ).map(presentKeyMessage),
  );
};
