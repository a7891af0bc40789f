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
  toolAccessSettingsSchema,
  updateOrganisationInputSchema,
  updateToolAccessSettingsInputSchema,
} from '../../../contract/admin/organisation.schema';
import { requireToolAccess } from '../../auth/permissions';
import { findFeatureFlag, listFeatureFlags, setFeatureFlag } from './feature-flag-service';
import {
  getOrganisation,
  getToolAccessSettings,
  updateOrganisation,
  updateToolAccessSettings,
} from './organisation-service';
import { presentFeatureFlag, presentOrganisation } from './present';

const tags = ['admin'];

/** Organisation settings, tool access and feature flags (area `admin`). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organisation/',
    { schema: { tags, response: { 200: organisationSchema } } },
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
      const row = await request.tenant((tx, user) => {
        requireToolAccess(user);
        return updateOrganisation(tx, request.params.id, request.body);
      });
      return presentOrganisation(row);
    },
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
      const settings = await request.tenant((tx, user) => {
        requireToolAccess(user);
        return updateToolAccessSettings(tx, request.body);
      });
      // Who has tool access changed: callers resolved before this must be looked up again.
      app.forgetCurrentUsers();
      return settings;
    },
  );

  app.get(
    '/feature-flags/',
    { schema: { tags, response: { 200: featureFlagListSchema } } },
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
      return presentFeatureFlag(
        await request.tenant((tx, user) => {
          requireToolAccess(user);
          return setFeatureFlag(tx, request.params.id, request.body.enabled);
        }),
      );
    },
  );
};
