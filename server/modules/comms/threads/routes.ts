import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addMessageInputSchema,
  announcementInputSchema,
  threadDetailSchema,
  threadInputSchema,
  threadListQuerySchema,
  threadSchema,
  threadSendQuerySchema,
} from '../../../../contract/comms/threads.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { parseOrBadRequest } from '../../../http/field-errors';
import { badRequest } from '../../../http-errors';
import { markOpened } from '../deliveries/deliveries';
import { readForm } from '../../../integrations/files/uploads';
import { listThreads, loadThread } from './queries';
import {
  addThreadMessage,
  createThread,
  deleteThread,
  removeThreadImage,
  toggleThreadLike,
  updateThread,
} from './service';

const tags = ['comms'];
const consumes = ['application/json', 'multipart/form-data'];

/** Announcements, feedback and issues, with replies and likes. */
export const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    integrations: app.integrations,
    publicUrl: app.integrations.publicUrl,
  });

  app.get(
    '/threads/',
    {
      schema: {
        tags,
        querystring: threadListQuerySchema,
        response: { 200: z.array(threadSchema) },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant((tx) => listThreads(tx, user, request.query));
    },
  );

  app.get(
    '/threads/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: threadDetailSchema } } },
    async (request) => {
      const user = request.caller();
      return request.tenant(async (tx) => {
        // Reading an announcement sent to you is opening it.
        await markOpened(tx, 'ANNOUNCEMENT', request.params.id, user.id);
        return loadThread(tx, user, request.params.id);
      });
    },
  );

  /** Create: JSON, or multipart with an `image` when `uploadImage` is set. */
  const create =
    (announcement: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const user = request.caller();
      // Validated (and turned into booleans) by the route's querystring schema.
      const query = request.query as z.output<typeof threadSendQuerySchema>;
      const form = await readForm(request);
      const data = parseOrBadRequest(
        announcement ? announcementInputSchema : threadInputSchema,
        form.fields,
      );
      if (query.uploadImage && !form.file) throw badRequest({ image: ['Choose an image.'] });
      const thread = await request.tenant(async (tx) => {
        const id = await createThread(tx, user, deps(), data, {
          isSend: query.isSend ?? false,
          onBehalf: query.on_behalf ?? false,
          image: form.file,
        });
        return loadThread(tx, user, id);
      });
      return reply.status(201).send(thread);
    };

  app.post(
    '/threads/',
    {
      schema: {
        tags,
        consumes,
        formBody: threadInputSchema,
        querystring: threadSendQuerySchema,
        response: { 201: threadDetailSchema },
      },
    },
    create(false),
  );
  app.post(
    '/threads/create_announcement/',
    {
      schema: {
        tags,
        consumes,
        formBody: announcementInputSchema,
        querystring: threadSendQuerySchema,
        response: { 201: threadDetailSchema },
      },
    },
    create(true),
  );

  const update = (announcement: boolean) => async (request: FastifyRequest) => {
    const user = request.caller();
    const { id } = request.params as z.output<typeof idParamsSchema>;
    // Validated (and turned into booleans) by the route's querystring schema.
    const query = request.query as z.output<typeof threadSendQuerySchema>;
    const form = await readForm(request);
    const data = parseOrBadRequest(
      announcement ? announcementInputSchema : threadInputSchema,
      form.fields,
    );
    if (query.uploadImage && !form.file) throw badRequest({ image: ['Choose an image.'] });
    return request.tenant(async (tx) => {
      await updateThread(tx, user, deps(), id, data, {
        isSend: query.isSend ?? false,
        image: form.file,
      });
      return loadThread(tx, user, id);
    });
  };

  app.patch(
    '/threads/:id/',
    {
      schema: {
        tags,
        consumes,
        formBody: threadInputSchema,
        params: idParamsSchema,
        querystring: threadSendQuerySchema,
        response: { 200: threadDetailSchema },
      },
    },
    update(false),
  );
  app.patch(
    '/threads/:id/update_announcement/',
    {
      schema: {
        tags,
        consumes,
        formBody: announcementInputSchema,
        params: idParamsSchema,
        querystring: threadSendQuerySchema,
        response: { 200: threadDetailSchema },
      },
    },
    update(true),
  );

  app.delete(
    '/threads/:id/',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = request.caller();
      await request.tenant((tx) => deleteThread(tx, user, deps(), request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/threads/:id/remove_image/',
    { schema: { tags, params: idParamsSchema, response: { 200: threadDetailSchema } } },
    async (request) => {
      const user = request.caller();
      return request.tenant(async (tx) => {
        await removeThreadImage(tx, user, deps(), request.params.id);
        return loadThread(tx, user, request.params.id);
      });
    },
  );

  app.patch(
    '/threads/:id/add_message/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: addMessageInputSchema,
        response: { 200: threadDetailSchema },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant(async (tx) => {
        await addThreadMessage(tx, user, request.params.id, request.body.body);
        return loadThread(tx, user, request.params.id);
      });
    },
  );

  app.patch(
    '/threads/:id/toggle_like/',
    { schema: { tags, params: idParamsSchema, response: { 200: threadSchema } } },
    async (request) => {
      const user = request.caller();
      return request.tenant(async (tx) => {
        await toggleThreadLike(tx, user, request.params.id);
        const { messages: _messages, ...thread } = await loadThread(tx, user, request.params.id);
        return thread;
      });
    },
  );
};
