import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cycleRoutes } from './cycles/routes';

/** Leader activation: cycles, leader tasks and actions, key messages, nudges, new ways of working, scores. */
export const leaderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cycleRoutes);
};
