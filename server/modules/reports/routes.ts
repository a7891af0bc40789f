import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { capacityRoutes } from './capacity/routes';
import { exportRoutes } from './exports/routes';
import { portfolioRoutes } from './portfolio/routes';

/** Every call of the reports area. */
export const reportsAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(portfolioRoutes);
  await app.register(exportRoutes);
  await app.register(capacityRoutes);
};
