import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responsesPatterns } from '../../../../contract/surveys/responses';
import {
  nwowBehavioursSchema,
  nwowQuerySchema,
  respondentSurveySchema,
  responseInputSchema,
  responseResultSchema,
  statusQuerySchema,
  statusResultSchema,
  tokenQuerySchema,
} from '../../../../contract/surveys/responses.schema';
import { routePath } from '../../../http/route-path';
import { SURVEY_LINK_KIND } from '../delivery/invitations';
import { markOpened, nwowBehaviours, respondentSurvey, saveResponse } from './service';

const tags = ['surveys'];
// No sign-in: the token finds the organisation; these routes are rate limited (server/app.ts).
const config = { public: true };

/** The respondent's calls: read the survey, save or submit answers, mark the link opened. */
export const responseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(responsesPatterns.recipient),
    {
      config,
      schema: {
        tags,
        security: [],
        querystring: tokenQuerySchema,
        response: { 200: respondentSurveySchema },
      },
    },
    async (request) =>
      request.publicTenant(request.query.token, SURVEY_LINK_KIND, (tx, link) =>
        respondentSurvey(tx, link.targetId),
      ),
  );

  app.get(
    routePath(responsesPatterns.nwow),
    {
      config,
      schema: {
        tags,
        security: [],
        querystring: nwowQuerySchema,
        response: { 200: nwowBehavioursSchema },
      },
    },
    async (request) =>
      request.publicTenant(request.query.token, SURVEY_LINK_KIND, (tx, link) =>
        nwowBehaviours(tx, link.targetId, request.query.surveyId),
      ),
  );

  app.post(
    routePath(responsesPatterns.response),
    {
      config,
      schema: {
        tags,
        security: [],
        body: responseInputSchema,
        response: { 200: responseResultSchema },
      },
    },
    async (request) =>
      request.publicTenant(request.body.token, SURVEY_LINK_KIND, (tx, link) =>
        saveResponse(tx, link.targetId, request.body),
      ),
  );

  app.patch(
    routePath(responsesPatterns.status),
    {
      config,
      schema: {
        tags,
        security: [],
        querystring: statusQuerySchema,
        response: { 200: statusResultSchema },
      },
    },
    async (request) =>
      request.publicTenant(request.query.token, SURVEY_LINK_KIND, (tx, link) =>
        markOpened(tx, link.targetId, request.query.from),
      ),
  );
};
