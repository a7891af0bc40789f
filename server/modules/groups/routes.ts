import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DirectoryPort } from '../../integrations/directory/directory-port';
import { globalImpactedGroupRoutes } from './global-impacted-groups/routes';
import { impactedGroupChangeRoutes } from './impacted-group-changes/routes';
import { impactedGroupFunctionRoutes } from './impacted-group-functions/routes';
import { impactedGroupRoutes } from './impacted-groups/routes';
import { projectContributionRoutes } from './project-contributions/routes';
import { projectGroupRoutes } from './project-groups/routes';

/** Every route of the groups area, syncing groups through the organisation's directory. */
export const groupRoutes: FastifyPluginAsyncZod<{ directory: DirectoryPort }> = async (
  app,
  { directory },
) => {
  await app.register(globalImpactedGroupRoutes, { directory });
  await app.register(impactedGroupFunctionRoutes);
  await app.register(projectGroupRoutes, { directory });
  await app.register(impactedGroupRoutes);
  await app.register(impactedGroupChangeRoutes);
  await app.register(projectContributionRoutes);
};
