import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surveysPatterns } from '../../../../contract/surveys/surveys';
import { mySurveyListSchema } from '../../../../contract/surveys/surveys.schema';
import { routePath } from '../../../http/route-path';
import { presentMySurvey } from './present';
import { listMySurveys } from './service';

const tags = ['surveys'];

/** The signed-in person's own open invitations: Home's "My surveys to answer". */
export const mySurveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(surveysPatterns.mine),
    {
      schema: {
        tags,
        summary: 'My surveys to answer',
        description:
          'The invitations sent to the signed-in person that still take an answer, newest first, each with the person’s own link token.',
        response: { 200: mySurveyListSchema },
      },
    },
    async (request) =>
      (await request.tenant((tx, user) => listMySurveys(tx, user))).map(presentMySurvey),
  );
};
