import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  impactDimensionLabels,
  impactDimensions,
} from '../../../../contract/assessments/assessments';
import { changeImpactPatterns as p } from '../../../../contract/assessments/change-impact';
import {
  dimensionNameSchema,
  impactScoreRatingSchema,
  impactScoreRatingsQuerySchema,
  ratingDescriptionQuerySchema,
  ratingDescriptionSchema,
  updateRatingDescriptionInputSchema,
} from '../../../../contract/assessments/change-impact.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { requireToolAccess } from '../../../auth/permissions';
import { routePath } from '../../../http/route-path';
import { presentImpactScoreRating, presentRatingDescription } from './present';
import {
  getRatingDescription,
  listImpactScoreRatings,
  listRatingDescriptions,
  updateRatingDescription,
} from './score-ratings';

const tags = ['assessments'];

/** Ratings across assessments: score ratings by group, dimension names, what each level means. */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(p.scoreRatings),
    {
      schema: {
        tags,
        querystring: impactScoreRatingsQuerySchema,
        response: { 200: z.array(impactScoreRatingSchema) },
      },
    },
    async (request) =>
      (
        await request.tenant((tx, user) =>
          listImpactScoreRatings(tx, user, request.query.dimension, request.query.impacted_groups),
        )
      ).map(presentImpactScoreRating),
  );

  app.get(
    routePath(p.dimensionNames),
    { schema: { tags, response: { 200: z.array(dimensionNameSchema) } } },
    async () => impactDimensions.map((key) => ({ key, label: impactDimensionLabels[key] })),
  );

  app.get(
    routePath(p.ratingDescriptions),
    {
      schema: {
        tags,
        querystring: ratingDescriptionQuerySchema,
        response: { 200: z.array(ratingDescriptionSchema) },
      },
    },
    async (request) =>
      (await request.tenant((tx) => listRatingDescriptions(tx, request.query.itemType))).map(
        presentRatingDescription,
      ),
  );

  app.get(
    routePath(p.ratingDescription),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: ratingDescriptionQuerySchema,
        response: { 200: ratingDescriptionSchema },
      },
    },
    async (request) =>
      presentRatingDescription(
        await request.tenant((tx) =>
          getRatingDescription(tx, request.params.id, request.query.itemType),
        ),
      ),
  );

  // The descriptions are the organisation's own words for every project: admins (tool access)
  // reword them.
  app.patch(
    routePath(p.ratingDescription),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateRatingDescriptionInputSchema,
        response: { 200: ratingDescriptionSchema },
      },
    },
    async (request) =>
      presentRatingDescription(
        await request.tenant((tx, user) => {
          requireToolAccess(user);
          return updateRatingDescription(tx, request.params.id, request.body.description);
        }),
      ),
  );
};
