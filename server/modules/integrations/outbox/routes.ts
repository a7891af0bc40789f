import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  outboxListQuerySchema,
  outboxMessageSchema,
  outboxPageSchema,
} from '../../../../contract/integrations/outbox.schema';
import { attachmentDisposition } from '../../../integrations/files/upload-check';
import { notFound } from '../../../http-errors';
import { findOutboxMessage, listOutbox, presentOutboxMessage } from './service';

const tags = ['integrations'];

/** The local default's sent items: mail, Teams notifications, Viva Engage posts, events. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox/',
    { schema: { tags, querystring: outboxListQuerySchema, response: { 200: outboxPageSchema } } },
    async (request) => {
      return request.tenant((tx, user) => listOutbox(tx, user, request.query));
    },
  );

  app.get(
    '/outbox/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: outboxMessageSchema } } },
    async (request) => {
      const row = await request.tenant((tx, user) =>
        findOutboxMessage(tx, user, request.params.id),
      );
      return presentOutboxMessage(row);
    },
  );

  app.get(
    '/outbox/:id/raw/',
    { schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const row = await request.tenant((tx, user) =>
        findOutboxMessage(tx, user, request.params.id),
      );
      if (!row.rawPath) throw notFound('This item has no file.');
      const data = await readFile(app.integrations.outbox.rawFile(row.rawPath)).catch(() => null);
      if (!data) throw notFound('The file of this item is no longer there.');
      const name = row.rawPath.split('/').pop() ?? 'message';
      return reply
        .header(
          'content-type',
          name.endsWith('.ics') ? 'text/calendar; charset=utf-8' : 'message/rfc822',
        )
        .header('content-disposition', attachmentDisposition(name))
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
};
