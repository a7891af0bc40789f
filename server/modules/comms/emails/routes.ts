import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailSchema,
  engagementEmailCreateQuerySchema,
  engagementEmailInputSchema,
  engagementEmailListQuerySchema,
  engagementEmailSchema,
  engagementEmailUpdateQuerySchema,
  sendResultSchema,
  sendTestEmailInputSchema,
} from '../../../../contract/comms/emails.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  createEmail,
  deleteEmail,
  listEmails,
  loadEmail,
  sendEmailNow,
  sendTestEmail,
  updateEmail,
} from './service';

const tags = ['comms'];

/** Engagement emails: drafts, schedules, sends and test sends. */
export const engagementEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/engagement-email/',
    {
      schema: {
        tags,
        querystring: engagementEmailListQuerySchema,
        response: { 200: z.array(engagementEmailSchema) },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant((tx) => listEmails(tx, user, request.query.project));
    },
  );

  app.get(
    '/engagement-email/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: engagementEmailSchema } } },
    async (request) => {
      const user = request.caller();
      return request.tenant((tx) => loadEmail(tx, user, request.params.id));
    },
  );

  app.post(
    '/engagement-email/',
    {
      schema: {
        tags,
        querystring: engagementEmailCreateQuerySchema,
        body: engagementEmailInputSchema,
        response: { 201: engagementEmailSchema },
      },
    },
    async (request, reply) => {
      const user = request.caller();
      const email = await request.tenant(async (tx) => {
        const id = await createEmail(tx, user, request.body, request.query.isSchedule ?? false);
        return loadEmail(tx, user, id);
      });
      return reply.status(201).send(email);
    },
  );

  app.patch(
    '/engagement-email/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: engagementEmailUpdateQuerySchema,
        body: engagementEmailInputSchema,
        response: { 200: engagementEmailSchema },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant(async (tx) => {
        await updateEmail(tx, user, request.params.id, request.body, request.query.isDraft ?? true);
        return loadEmail(tx, user, request.params.id);
      });
    },
  );

  app.delete(
    '/engagement-email/:id/',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = request.caller();
      await request.tenant((tx) => deleteEmail(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/engagement-email/:id/send/',
    { schema: { tags, params: idParamsSchema, response: { 200: sendResultSchema } } },
    async (request) => {
      const user = request.caller();
      const delivery = await request.tenant((tx) =>
        sendEmailNow(tx, user, app.integrations, request.params.id),
      );
      return {
        detail: `Sent to ${delivery.delivered} of ${delivery.recipients} people.`,
        delivery,
      };
    },
  );

  app.post(
    '/engagement-email/send_test_email/',
    { schema: { tags, body: sendTestEmailInputSchema, response: { 200: detailSchema } } },
    async (request) => {
      const user = request.caller();
      return request.tenant((tx) => sendTestEmail(tx, user, app.integrations, request.body));
    },
  );
};
