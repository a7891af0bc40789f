import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cycleRoutes } from './cycles/routes';
import { itemRoutes } from './items/routes';
import { keyMessageRoutes } from './key-messages/routes';
import { newWayOfWorkingRoutes } from './new-ways-of-working/routes';
import { nudgeRoutes } from './nudges/routes';
import { scoreRoutes } from './scores/routes';

/** Leader activation: cycles, leader tasks and actions, key messages, nudges, new ways of working, scores. */
export const leaderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cycleRoutes);
  await app.register(itemRoutes);
  await app.register(keyMessageRoutes);
  await app.register(nudgeRoutes);
  await app.register(newWayOfWorkingRoutes);
  await app.register(scoreRoutes);
};
