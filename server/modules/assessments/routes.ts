import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysesRoutes } from './analyses/routes';
import { ratingRoutes } from './change-impact/rating-routes';
import { changeImpactRoutes } from './change-impact/routes';
import { readinessRoutes } from './readiness/routes';
import { riskRoutes } from './risk/routes';
import { summaryRoutes } from './summary/routes';

/** Every call of the assessments area. */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(changeImpactRoutes);
  await app.register(ratingRoutes);
  await app.register(readinessRoutes);
  await app.register(riskRoutes);
  await app.register(analysesRoutes);
  await app.register(summaryRoutes);
};
