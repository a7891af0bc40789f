import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  yammerCommunitySchema,
  yammerListQuerySchema,
  yammerPostInputSchema,
  yammerPostSchema,
} from '../../../../contract/comms/yammer-posts.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { parseOrBadRequest } from '../../../http/field-errors';
import { requireCommsEditor } from '../shared/comms-access';
import { readForm } from '../../../integrations/files/uploads';
import { communityFeedRoutes } from './community-feed-routes';
import {
  createYammerPost,
  deleteYammerPost,
  listYammerPosts,
  loadYammerPost,
  updateYammerPost,
} from './service';

const tags = ['comms'];
const consumes = ['application/json', 'multipart/form-data'];

/** Viva Engage posts and the communities they go to. */
export const yammerPostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/yammer-post/',
    {
      schema: {
        tags,
        querystring: yammerListQuerySchema,
        response: { 200: z.array(yammerPostSchema) },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant((tx) => listYammerPosts(tx, user, request.query.project));
    },
  );
  app.get(
    '/yammer-post/get_yammer_communities/',
    { schema: { tags, response: { 200: z.array(yammerCommunitySchema) } } },
    async (request) => {
      const user = request.caller();
      await request.tenant((tx) => requireCommsEditor(tx, user, null));
      return app.integrations.vivaEngage.communities(user.organisationId);
    },
  );
  app.get(
    '/yammer-post/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: yammerPostSchema } } },
    async (request) => {
      const user = request.caller();
      return request.tenant((tx) => loadYammerPost(tx, user, request.params.id));
    },
  );
  app.post(
    '/yammer-post/',
    {
      schema: {
        tags,
        consumes,
        formBody: yammerPostInputSchema,
        response: { 201: yammerPostSchema },
      },
    },
    async (request, reply) => {
      const user = request.caller();
      const form = await readForm(request);
      const data = parseOrBadRequest(yammerPostInputSchema, form.fields);
      const post = await request.tenant(async (tx) =>
        loadYammerPost(
          tx,
          user,
          await createYammerPost(tx, user, app.integrations, data, form.file),
        ),
      );
      return reply.status(201).send(post);
    },
  );
  app.patch(
    '/yammer-post/:id/',
    {
      schema: {
        tags,
        consumes,
        formBody: yammerPostInputSchema,
        params: idParamsSchema,
        response: { 200: yammerPostSchema },
      },
    },
    async (request) => {
      const user = request.caller();
      const form = await readForm(request);
      const data = parseOrBadRequest(yammerPostInputSchema, form.fields);
      return request.tenant(async (tx) => {
        await updateYammerPost(tx, user, app.integrations, request.params.id, data, form.file);
        return loadYammerPost(tx, user, request.params.id);
      });
    },
  );
  app.delete(
    '/yammer-post/:id/',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = request.caller();
      await request.tenant((tx) => deleteYammerPost(tx, user, app.integrations, request.params.id));
      return reply.status(204).send(null);
    },
  );
  await app.register(communityFeedRoutes);
};
