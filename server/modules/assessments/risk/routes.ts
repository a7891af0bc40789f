import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createAssessmentInputSchema,
  projectQuerySchema,
} from '../../../../contract/assessments/assessments.schema';
import { riskPatterns } from '../../../../contract/assessments/risk';
import {
  businessRiskAssessmentSchema,
  businessRiskListQuerySchema,
  businessRiskSchema,
  changeRiskAssessmentSchema,
  createBusinessRiskInputSchema,
  createRiskCategoryInputSchema,
  reorderChangesInputSchema,
  riskCategoryListQuerySchema,
  riskCategorySchema,
  updateBusinessRiskAssessmentInputSchema,
  updateBusinessRiskInputSchema,
  updateChangeRiskAssessmentInputSchema,
  updateRiskCategoryInputSchema,
} from '../../../../contract/assessments/risk.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import {
  createBusinessRiskAssessment,
  createChangeRiskAssessment,
  getBusinessRiskAssessment,
  getChangeRiskAssessment,
  reorderChangeRisks,
  startChangeRiskAssessment,
  updateBusinessRiskAssessment,
  updateChangeRiskAssessment,
} from './assessments';
import {
  createBusinessRisk,
  createRiskCategory,
  deleteBusinessRisk,
  deleteRiskCategory,
  listBusinessRisks,
  listRiskCategories,
  updateBusinessRisk,
  updateRiskCategory,
} from './business-risks';
import {
  presentBusinessRisk,
  presentBusinessRiskAssessment,
  presentChangeRiskAssessment,
  presentRiskCategory,
} from './present';

const tags = ['assessments'];
const noContent = { 204: z.null() };
const p = riskPatterns;
const withId = { tags, params: idParamsSchema };

/** Business risk (assessment, risks, categories) and implementation risk. */
export const riskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routePath(p.businessAssessments),
    {
      schema: {
        tags,
        querystring: projectQuerySchema,
        body: createAssessmentInputSchema,
        response: { 201: businessRiskAssessmentSchema },
      },
    },
    async (request, reply) => {
      const bundle = await request.tenant((tx, user) =>
        createBusinessRiskAssessment(tx, user, request.query.project, request.body),
      );
      return reply.status(201).send(presentBusinessRiskAssessment(bundle));
    },
  );

  app.get(
    routePath(p.businessAssessment),
    { schema: { ...withId, response: { 200: businessRiskAssessmentSchema } } },
    async (request) =>
      presentBusinessRiskAssessment(
        await request.tenant((tx, user) => getBusinessRiskAssessment(tx, user, request.params.id)),
      ),
  );

  app.patch(
    routePath(p.businessAssessment),
    {
      schema: {
        ...withId,
        body: updateBusinessRiskAssessmentInputSchema,
        response: { 200: businessRiskAssessmentSchema },
      },
    },
    async (request) =>
      presentBusinessRiskAssessment(
        await request.tenant((tx, user) =>
          updateBusinessRiskAssessment(tx, user, request.params.id, request.body),
        ),
      ),
  );

  app.get(
    routePath(p.risks),
    {
      schema: {
        tags,
        querystring: businessRiskListQuerySchema,
        response: { 200: z.array(businessRiskSchema) },
      },
    },
    async (request) =>
      (
        await request.tenant((tx, user) => listBusinessRisks(tx, user, request.query.projectId))
      ).map(presentBusinessRisk),
  );

  app.post(
    routePath(p.risks),
    {
      schema: { tags, body: createBusinessRiskInputSchema, response: { 201: businessRiskSchema } },
    },
    async (request, reply) => {
      const row = await request.tenant((tx, user) => createBusinessRisk(tx, user, request.body));
      return reply.status(201).send(presentBusinessRisk(row));
    },
  );

  app.patch(
    routePath(p.risk),
    {
      schema: {
        ...withId,
        body: updateBusinessRiskInputSchema,
        response: { 200: businessRiskSchema },
      },
    },
    async (request) =>
      presentBusinessRisk(
        await request.tenant((tx, user) =>
          updateBusinessRisk(tx, user, request.params.id, request.body),
        ),
      ),
  );

  app.delete(
    routePath(p.risk),
    { schema: { ...withId, response: noContent } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteBusinessRisk(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    routePath(p.categories),
    {
      schema: {
        tags,
        querystring: riskCategoryListQuerySchema,
        response: { 200: z.array(riskCategorySchema) },
      },
    },
    async (request) =>
      (
        await request.tenant((tx, user) =>
          listRiskCategories(
            tx,
            user,
            request.query.projectId,
            request.query.groupBy === 'category',
          ),
        )
      ).map(presentRiskCategory),
  );

  app.post(
    routePath(p.categories),
    {
      schema: { tags, body: createRiskCategoryInputSchema, response: { 201: riskCategorySchema } },
    },
    async (request, reply) => {
      const row = await request.tenant((tx, user) => createRiskCategory(tx, user, request.body));
      return reply.status(201).send(presentRiskCategory({ category: row }));
    },
  );

  app.patch(
    routePath(p.category),
    {
      schema: {
        ...withId,
        body: updateRiskCategoryInputSchema,
        response: { 200: riskCategorySchema },
      },
    },
    async (request) =>
      presentRiskCategory({
        category: await request.tenant((tx, user) =>
          updateRiskCategory(tx, user, request.params.id, request.body),
        ),
      }),
  );

  app.delete(
    routePath(p.category),
    { schema: { ...withId, response: noContent } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteRiskCategory(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    routePath(p.changeAssessments),
    {
      schema: {
        tags,
        querystring: projectQuerySchema,
        body: createAssessmentInputSchema,
        response: { 201: changeRiskAssessmentSchema },
      },
    },
    async (request, reply) => {
      const bundle = await request.tenant((tx, user) =>
        createChangeRiskAssessment(tx, user, request.query.project, request.body),
      );
      return reply.status(201).send(presentChangeRiskAssessment(bundle));
    },
  );

  app.get(
    routePath(p.changeAssessment),
    { schema: { ...withId, response: { 200: changeRiskAssessmentSchema } } },
    async (request) =>
      presentChangeRiskAssessment(
        await request.tenant((tx, user) => getChangeRiskAssessment(tx, user, request.params.id)),
      ),
  );

  app.patch(
    routePath(p.changeAssessment),
    {
      schema: {
        ...withId,
        body: updateChangeRiskAssessmentInputSchema,
        response: { 200: changeRiskAssessmentSchema },
      },
    },
    async (request) =>
      presentChangeRiskAssessment(
        await request.tenant((tx, user) =>
          updateChangeRiskAssessment(tx, user, request.params.id, request.body),
        ),
      ),
  );

  app.post(
    routePath(p.start),
    { schema: { ...withId, response: { 200: changeRiskAssessmentSchema } } },
    async (request) =>
      presentChangeRiskAssessment(
        await request.tenant((tx, user) => startChangeRiskAssessment(tx, user, request.params.id)),
      ),
  );

  app.put(
    routePath(p.reorder),
    {
      schema: {
        ...withId,
        body: reorderChangesInputSchema,
        response: { 200: changeRiskAssessmentSchema },
      },
    },
    async (request) =>
      presentChangeRiskAssessment(
        await request.tenant((tx, user) =>
          reorderChangeRisks(tx, user, request.params.id, request.body),
        ),
      ),
  );
};
