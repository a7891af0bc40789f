import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/shared/common.schema';
import { featureFlagLabels } from '../../../contract/admin/feature-flags';
import {
  featureFlagListSchema,
  featureFlagSchema,
  featureFlagStateSchema,
  flickFeatureFlagQuerySchema,
  updateFeatureFlagInputSchema,
} from '../../../contract/admin/feature-flags.schema';
import {
  organisationSchema,
  organisationSizeSchema,
  syncLeaderExclusionListSchema,
  toolAccessSettingsSchema,
  updateOrganisationInputSchema,
  updateSyncLeaderExclusionListInputSchema,
  updateToolAccessSettingsInputSchema,
} from '../../../contract/admin/organisation.schema';
import { recordAdminChange } from './audit-log/service';
import { findFeatureFlag, listFeatureFlags, setFeatureFlag } from './feature-flag-service';
import {
  getOrganisationSize,
  getSyncLeaderExclusionList,
  updateSyncLeaderExclusionList,
} from './organisation-people';
import {
  getOrganisation,
  getToolAccessSettings,
  updateOrganisation,
  updateToolAccessSettings,
} from './organisation-service';
import { presentFeatureFlag, presentOrganisation } from './present';
import { withToolAccess } from './tool-access';

const tags = ['admin'];

/** Organisation settings, tool access, leader sync exclusions and feature flags (area `admin`). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organisation/',
    { config: { cacheResponse: true }, schema: { tags, response: { 200: organisationSchema } } },
    async (request) => presentOrganisation(await request.tenant(getOrganisation)),
  );

  app.patch(
    '/organisation/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateOrganisationInputSchema,
        response: { 200: organisationSchema },
      },
    },
    async (request) => {
      const row = await withToolAccess(request, async (tx, actorId) => {
        const before = presentOrganisation(await getOrganisation(tx));
        const after = presentOrganisation(
          await updateOrganisation(tx, request.params.id, request.body),
        );
        await recordAdminChange(tx, {
          actorId,
          entity: 'organisation',
          entityId: after.id,
          action: 'update',
          summary: 'Organisation settings',
          before,
          after,
        });
        return after;
      });
      return row;
    },
  );

  app.get(
    '/organisation-size/',
    { schema: { tags, response: { 200: organisationSizeSchema } } },
    async (request) => withToolAccess(request, (tx) => getOrganisationSize(tx)),
  );

  app.get(
    '/organisation/get_tool_access_settings/',
    { schema: { tags, response: { 200: toolAccessSettingsSchema } } },
    async (request) => request.tenant(getToolAccessSettings),
  );

  app.patch(
    '/organisation/update_tool_access_settings/',
    {
      schema: {
        tags,
        body: updateToolAccessSettingsInputSchema,
        response: { 200: toolAccessSettingsSchema },
      },
    },
    async (request) => {
      const settings = await withToolAccess(request, async (tx, actorId) => {
        const before = await getToolAccessSettings(tx);
        const after = await updateToolAccessSettings(tx, request.body);
        await recordAdminChange(tx, {
          actorId,
          entity: 'tool_access',
          entityId: null,
          action: 'update',
          summary: 'Tool access',
          before,
          after,
        });
        return after;
      });
      // Who has tool access changed: callers resolved before this must be looked up again.
      app.forgetCurrentUsers();
      return settings;
    },
  );

  app.get(
    '/organisation/get_sync_leader_exclusion_list/',
    { schema: { tags, response: { 200: syncLeaderExclusionListSchema } } },
    async (request) => withToolAccess(request, (tx) => getSyncLeaderExclusionList(tx)),
  );

  app.patch(
    '/organisation/update_sync_leader_exclusion_list/',
    {
      schema: {
        tags,
        body: updateSyncLeaderExclusionListInputSchema,
        response: { 200: syncLeaderExclusionListSchema },
      },
    },
    async (request) =>
      withToolAccess(request, async (tx, actorId) => {
        const { before, after } = await updateSyncLeaderExclusionList(tx, request.body);
        await recordAdminChange(tx, {
          actorId,
          entity: 'sync_leader_exclusion_list',
          entityId: null,
          action: 'update',
          summary: `Leader sync exclusions: ${after.length} ${after.length === 1 ? 'person' : 'people'}`,
          before: { sync_leader_exclusion_list: before },
          after: { sync_leader_exclusion_list: after },
        });
        return { sync_leader_exclusion_list: after };
      }),
  );

  app.get(
    '/feature-flags/',
    { config: { cacheResponse: true }, schema: { tags, response: { 200: featureFlagListSchema } } },
    async (request) => (await request.tenant(listFeatureFlags)).map(presentFeatureFlag),
  );

  app.get(
    '/feature-flags/flick_feature_flag/',
    {
      schema: {
        tags,
        querystring: flickFeatureFlagQuerySchema,
        response: { 200: featureFlagStateSchema },
      },
    },
    async (request) => {
      const name = request.query.feature;
      const row = await request.tenant((tx) => findFeatureFlag(tx, name));
      return row
        ? presentFeatureFlag(row)
        : { id: null, name, label: featureFlagLabels[name], enabled: false };
    },
  );

  app.patch(
    '/feature-flags/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateFeatureFlagInputSchema,
        response: { 200: featureFlagSchema },
      },
    },
    async (request) => {
      const flag = await withToolAccess(request, async (tx, actorId) => {
        const { row, was } = await setFeatureFlag(tx, request.params.id, request.body.enabled);
        await recordAdminChange(tx, {
          actorId,
          entity: 'feature_flag',
          entityId: row.id,
          action: 'update',
          summary: `${featureFlagLabels[row.name]} turned ${row.enabled ? 'on' : 'off'}`,
          before: { enabled: was },
          after: { enabled: row.enabled },
        });
        return row;
      });
      // Gated routes answer from a short cache of the flags; this organisation's is now stale.
      app.forgetFeatureFlags(request.caller().organisationId);
      return presentFeatureFlag(flag);
    },
  );
};
