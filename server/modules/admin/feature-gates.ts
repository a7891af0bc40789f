import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FeatureFlagName } from '../../../contract/admin/feature-flags';
import { featureFlagLabels } from '../../../contract/admin/feature-flags';
import { forbidden } from '../../http-errors';
import { enabledFeatureNames } from './feature-flag-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops the cached flags of an organisation, after one of them changed. */
    forgetFeatureFlags(organisationId: number): void;
  }
}

/**
 * Routes that a feature flag switches off, by the start of their path under /api/v1/. A flag that
 * is off hides these calls as well as the screens that make them: a stale tab or a script gets a
 * 403 naming the feature, never the data.
 */
export const featureGates: readonly { routes: string; flags: readonly FeatureFlagName[] }[] = [
  { routes: 'stripe-payments/', flags: ['card_payment'] },
  { routes: 'projects/:id/metrics/', flags: ['metrics'] },
  { routes: 'projects/:id/metric_reports/', flags: ['metrics'] },
  { routes: 'threads/', flags: ['announcements_chats_issues'] },
  { routes: 'comms-files/', flags: ['comms_files'] },
  { routes: 'training-materials/', flags: ['training_links'] },
  { routes: 'custom-tools/', flags: ['toolkit'] },
  { routes: 'email-templates/', flags: ['email_templates'] },
  { routes: 'engagement-email/', flags: ['sending_engagements'] },
  { routes: 'yammer-post/', flags: ['sending_engagements'] },
  { routes: 'invites/', flags: ['invite_system'] },
  { routes: 'get-sites-for-user/', flags: ['document_store_integration'] },
  { routes: 'get-drive-items-', flags: ['document_store_integration'] },
  { routes: 'search-sharepoint-drive-items/', flags: ['document_store_integration'] },
  { routes: 'get-sharepoint-drive-item-web-url/', flags: ['document_store_integration'] },
  { routes: 'download-sharepoint-drive-item/', flags: ['document_store_integration'] },
];

/** The flags a route needs, from its registered URL (`/api/v1/threads/:id/`). */
export function flagsForRoute(url: string): FeatureFlagName[] {
  const prefix = '/api/v1/';
  if (!url.startsWith(prefix)) return [];
  const path = url.slice(prefix.length);
  return featureGates.filter((gate) => path.startsWith(gate.routes)).flatMap((g) => g.flags);
}

/** How long a server instance trusts the flags it read; other instances see a change by then. */
const cacheMs = 5_000;

/**
 * Adds the flag check to every gated route registered after this call. Public routes (the
 * billing webhook) are never gated: the provider must always reach them.
 */
export function registerFeatureGates(app: FastifyInstance): void {
  const cache = new Map<number, { at: number; enabled: Set<FeatureFlagName> }>();
  app.decorate('forgetFeatureFlags', (organisationId: number) => cache.delete(organisationId));

  async function enabledFor(request: FastifyRequest): Promise<Set<FeatureFlagName>> {
    const orgId = request.caller().organisationId;
    const hit = cache.get(orgId);
    if (hit && Date.now() - hit.at < cacheMs) return hit.enabled;
    const enabled = await request.tenant((tx) => enabledFeatureNames(tx));
    cache.set(orgId, { at: Date.now(), enabled });
    return enabled;
  }

  app.addHook('onRoute', (route) => {
    if (route.config?.public) return;
    const flags = flagsForRoute(route.url);
    if (flags.length === 0) return;
    const gate: onRequestHookHandler = async function (request) {
      const enabled = await enabledFor(request);
      const off = flags.find((flag) => !enabled.has(flag));
      if (off) {
        throw forbidden(`${featureFlagLabels[off]} is turned off for your organisation.`);
      }
    };
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, gate];
  });
}
