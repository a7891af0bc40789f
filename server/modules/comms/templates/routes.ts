import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailSchema,
  emailTemplateInputSchema,
  emailTemplateListQuerySchema,
  emailTemplatePatchSchema,
  emailTemplateSchema,
  templateTestInputSchema,
} from '../../../../contract/comms/emails.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  loadTemplate,
  sendTemplateTest,
  updateTemplate,
} from './service';

const tags = ['comms'];

/** Email templates: layouts emails are written into, with a test send. */
export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/email-templates/',
    {
      schema: {
        tags,
        querystring: emailTemplateListQuerySchema,
        response: { 200: z.array(emailTemplateSchema) },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant((tx) => listTemplates(tx, user, request.query.projectId));
    },
  );
  app.get(
    '/email-templates/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: emailTemplateSchema } } },
    async (request) => {
      const user = request.caller();
      return request.tenant((tx) => loadTemplate(tx, user, request.params.id));
    },
  );
  app.post(
    '/email-templates/',
    { schema: { tags, body: emailTemplateInputSchema, response: { 201: emailTemplateSchema } } },
    async (request, reply) => {
      const user = request.caller();
      const template = await request.tenant(async (tx) =>
        loadTemplate(tx, user, await createTemplate(tx, user, request.body)),
      );
      return reply.status(201).send(template);
    },
  );
  app.patch(
    '/email-templates/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: emailTemplatePatchSchema,
        response: { 200: emailTemplateSchema },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant(async (tx) => {
        await updateTemplate(tx, user, request.params.id, request.body);
        return loadTemplate(tx, user, request.params.id);
      });
    },
  );
  app.delete(
    '/email-templates/:id/',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = request.caller();
      await request.tenant((tx) => deleteTemplate(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/email-templates/:id/send_test_email/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: templateTestInputSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant((tx) =>
        sendTemplateTest(tx, user, app.integrations, request.params.id, request.body.email_body),
      );
    },
  );
};
