import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryRoutes } from './delivery/routes';
import { mySurveyRoutes } from './mine/routes';
import { questionRoutes } from './questions/routes';
import { reportRoutes } from './reports/routes';
import { responseRoutes } from './responses/routes';
import { surveyRoutes } from './surveys/routes';

/** Every surveys call: one registration in server/app.ts. */
export const surveysAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(surveyRoutes);
  await app.register(questionRoutes);
  await app.register(deliveryRoutes);
  await app.register(responseRoutes);
  await app.register(reportRoutes);
  await app.register(mySurveyRoutes);
};
