import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createAssessmentInputSchema,
  projectQuerySchema,
} from '../../../../contract/assessments/assessments.schema';
import { changeImpactPatterns } from '../../../../contract/assessments/change-impact';
import {
  changeImpactAssessmentSchema,
  createImpactCategoryInputSchema,
  createImpactInputSchema,
  distributionQuerySchema,
  impactCategorySchema,
  impactDistributionSchema,
  impactListQuerySchema,
  impactSchema,
  projectListQuerySchema,
  updateChangeImpactInputSchema,
  updateImpactCategoryInputSchema,
  updateImpactInputSchema,
} from '../../../../contract/assessments/change-impact.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import {
  createImpactCategory,
  deleteImpactCategory,
  listImpactCategories,
  updateImpactCategory,
} from './categories';
import { createImpact, deleteImpact, listImpacts, updateImpact } from './impacts';
import { presentGridAssessment } from '../shared/grid-present';
import { presentDistribution, presentImpact, presentImpactCategory } from './present';
import {
  createChangeImpactAssessment,
  getChangeImpactAssessment,
  impactDistribution,
  updateChangeImpactAssessment,
} from './service';

const tags = ['assessments'];
const noContent = { 204: z.null() };
const p = changeImpactPatterns;

/** Change impact: the assessment's grid, its categories and its impacts. */
export const changeImpactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routePath(p.collection),
    {
      schema: {
        tags,
        querystring: projectQuerySchema,
        body: createAssessmentInputSchema,
        response: { 201: changeImpactAssessmentSchema },
      },
    },
    async (request, reply) => {
      const bundle = await request.tenant((tx, user) =>
        createChangeImpactAssessment(tx, user, request.query.project, request.body),
      );
      return reply.status(201).send(presentGridAssessment(bundle));
    },
  );

  app.get(
    routePath(p.byProject),
    {
      schema: {
        tags,
        querystring: projectQuerySchema,
        response: { 200: changeImpactAssessmentSchema },
      },
    },
    async (request) =>
      presentGridAssessment(
        await request.tenant((tx, user) =>
          getChangeImpactAssessment(tx, user, request.query.project),
        ),
      ),
  );

  app.patch(
    routePath(p.detail),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateChangeImpactInputSchema,
        response: { 200: changeImpactAssessmentSchema },
      },
    },
    async (request) =>
      presentGridAssessment(
        await request.tenant((tx, user) =>
          updateChangeImpactAssessment(tx, user, request.params.id, request.body),
        ),
      ),
  );

  app.get(
    routePath(p.distribution),
    {
      schema: {
        tags,
        querystring: distributionQuerySchema,
        response: { 200: impactDistributionSchema },
      },
    },
    async (request) =>
      presentDistribution(
        await request.tenant((tx, user) =>
          impactDistribution(
            tx,
            user,
            request.query.change_impact_assessment,
            request.query.dimension,
          ),
        ),
      ),
  );

  app.get(
    routePath(p.categories),
    {
      schema: {
        tags,
        querystring: projectListQuerySchema,
        response: { 200: z.array(impactCategorySchema) },
      },
    },
    async (request) =>
      (
        await request.tenant((tx, user) => listImpactCategories(tx, user, request.query.project))
      ).map(presentImpactCategory),
  );

  app.post(
    routePath(p.categories),
    {
      schema: {
        tags,
        body: createImpactCategoryInputSchema,
        response: { 201: impactCategorySchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant((tx, user) => createImpactCategory(tx, user, request.body));
      return reply.status(201).send(presentImpactCategory(row));
    },
  );

  app.patch(
    routePath(p.category),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateImpactCategoryInputSchema,
        response: { 200: impactCategorySchema },
      },
    },
    async (request) =>
      presentImpactCategory(
        await request.tenant((tx, user) =>
          updateImpactCategory(tx, user, request.params.id, request.body),
        ),
      ),
  );

  app.delete(
    routePath(p.category),
    { schema: { tags, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteImpactCategory(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    routePath(p.impacts),
    {
      schema: {
        tags,
        querystring: impactListQuerySchema,
        response: { 200: z.array(impactSchema) },
      },
    },
    async (request) =>
      (await request.tenant((tx, user) => listImpacts(tx, user, request.query))).map(presentImpact),
  );

  app.post(
    routePath(p.impacts),
    { schema: { tags, body: createImpactInputSchema, response: { 201: impactSchema } } },
    async (request, reply) => {
      const row = await request.tenant((tx, user) => createImpact(tx, user, request.body));
      return reply.status(201).send(presentImpact(row));
    },
  );

  app.patch(
    routePath(p.impact),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateImpactInputSchema,
        response: { 200: impactSchema },
      },
    },
    async (request) =>
      presentImpact(
        await request.tenant((tx, user) => updateImpact(tx, user, request.params.id, request.body)),
      ),
  );

  app.delete(
    routePath(p.impact),
    { schema: { tags, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteImpact(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
