import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityRoutes } from './activities/routes';
import { calendarRoutes } from './calendar/routes';
import { plannerRoutes } from './planner/routes';
import { activityTypeRoutes } from './types/routes';
import { userDefinedActivityRoutes } from './user-defined/routes';

/** Every call of the activities area (and Home's my-activities). */
export const activitiesAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(activityTypeRoutes);
  await app.register(activityRoutes);
  await app.register(userDefinedActivityRoutes);
  await app.register(calendarRoutes);
  await app.register(plannerRoutes);
};
