import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeImpactRoutes } from './change-impact/routes';

/** Every call of the assessments area. */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(changeImpactRoutes);
};
