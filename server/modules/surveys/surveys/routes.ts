import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { surveysPatterns } from '../../../../contract/surveys/surveys';
import {
  createSurveyInputSchema,
  latestSurveyQuerySchema,
  surveyListQuerySchema,
  surveyPageSchema,
  surveySchema,
  updateSurveyInputSchema,
} from '../../../../contract/surveys/surveys.schema';
import { paginate } from '../../../http/pagination';
import { routePath } from '../../../http/route-path';
import { presentSurvey } from './present';
import { createSurvey, getSurvey, latestSurvey, listSurveys, updateSurvey } from './service';

const tags = ['surveys'];

/** Surveys and pulse checks: list, the project's latest, create (blank, template, version), edit, archive. */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(surveysPatterns.collection),
    { schema: { tags, querystring: surveyListQuerySchema, response: { 200: surveyPageSchema } } },
    async (request) => {
      const page = await request.tenant((tx, user) => listSurveys(tx, user, request.query));
      return paginate(request, request.query, page.count, page.rows.map(presentSurvey));
    },
  );

  app.get(
    routePath(surveysPatterns.latest),
    {
      schema: {
        tags,
        querystring: latestSurveyQuerySchema,
        response: { 200: surveySchema.nullable() },
      },
    },
    async (request) => {
      const { project, withNWOW } = request.query;
      const bundle = await request.tenant((tx, user) =>
        latestSurvey(tx, user, project, withNWOW ?? false),
      );
      return bundle ? presentSurvey(bundle) : null;
    },
  );

  app.get(
    routePath(surveysPatterns.detail),
    { schema: { tags, params: idParamsSchema, response: { 200: surveySchema } } },
    async (request) =>
      presentSurvey(await request.tenant((tx, user) => getSurvey(tx, user, request.params.id))),
  );

  app.post(
    routePath(surveysPatterns.collection),
    { schema: { tags, body: createSurveyInputSchema, response: { 201: surveySchema } } },
    async (request, reply) => {
      const bundle = await request.tenant((tx, user) => createSurvey(tx, user, request.body));
      return reply.status(201).send(presentSurvey(bundle));
    },
  );

  app.patch(
    routePath(surveysPatterns.detail),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateSurveyInputSchema,
        response: { 200: surveySchema },
      },
    },
    async (request) =>
      presentSurvey(
        await request.tenant((tx, user) => updateSurvey(tx, user, request.params.id, request.body)),
      ),
  );
};
