import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { communityFeedPatterns } from '../../../../contract/comms/yammer-posts';
import {
  communityLikeInputSchema,
  communityPostSchema,
  communityReplyInputSchema,
  yammerListQuerySchema,
} from '../../../../contract/comms/yammer-posts.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import { communityFeed, likeCommunityPost, replyToCommunityPost } from './community-feed';

const tags = ['comms'];

/** The local Viva Engage's community view: a project's posts where the viewer is a member. */
export const communityFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(communityFeedPatterns.list),
    {
      schema: {
        tags,
        querystring: yammerListQuerySchema,
        response: { 200: z.array(communityPostSchema) },
      },
    },
    async (request) =>
      request.tenant((tx, user) =>
        communityFeed(tx, user, app.integrations, request.query.project),
      ),
  );
  app.post(
    routePath(communityFeedPatterns.like),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: communityLikeInputSchema,
        response: { 200: communityPostSchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) =>
        likeCommunityPost(tx, user, app.integrations, request.params.id, request.body.liked),
      ),
  );
  app.post(
    routePath(communityFeedPatterns.reply),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: communityReplyInputSchema,
        response: { 200: communityPostSchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) =>
        replyToCommunityPost(tx, user, app.integrations, request.params.id, request.body.body),
      ),
  );
};
