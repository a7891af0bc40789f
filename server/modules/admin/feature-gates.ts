import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { FeatureFlagName } from '../../../contract/admin/feature-flags';
import { featureFlagLabels } from '../../../contract/admin/feature-flags';
import { getTableName } from 'drizzle-orm';
import { featureFlags } from '../../db/schema/feature-flags';
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
  // The Surveys tab's calls; the respondents' public links are never gated (see below).
  { routes: 'surveys/', flags: ['surveys_tab'] },
  { routes: 'survey-questions/', flags: ['surveys_tab'] },
  { routes: 'survey-reports/', flags: ['surveys_tab'] },
  { routes: 'base-survey-reports/', flags: ['surveys_tab'] },
  { routes: 'custom-survey-reports/', flags: ['surveys_tab'] },
  { routes: 'latest-survey/', flags: ['surveys_tab'] },
  { routes: 'survey-reminder-recipients/', flags: ['surveys_tab'] },
  { routes: 'survey-recipient-delivery-data/', flags: ['surveys_tab'] },
  { routes: 'get-survey-response-answers/', flags: ['surveys_tab'] },
  { routes: 'audiences-for-survey-audience-selection/', flags: ['surveys_tab'] },
  // The Leaders tab and a leader's own task list: cycles, tasks, actions, key messages, nudges.
  { routes: 'activation-cycles/', flags: ['activation_cycles'] },
  { routes: 'leader-tasks/', flags: ['activation_cycles'] },
  { routes: 'leader-actions/', flags: ['activation_cycles'] },
  { routes: 'key-messages/', flags: ['activation_cycles'] },
  { routes: 'impacted-group-reminders/', flags: ['activation_cycles'] },
  { routes: 'projects/:id/tasks/', flags: ['activation_cycles'] },
  { routes: 'projects/:id/reorder_messages/', flags: ['activation_cycles'] },
  { routes: 'leader-activation-score/', flags: ['activation_cycles'] },
  { routes: 'leader-engagement-score/', flags: ['activation_cycles'] },
  { routes: 'get-leader-activation-scores-for-impacted-group/', flags: ['activation_cycles'] },
  { routes: 'get-leader-engagement-scores-for-impacted-group/', flags: ['activation_cycles'] },
  // The project deck's four calls, and the three time-commitment and burden reports.
  { routes: 'organisation/export_powerpoint_template/', flags: ['powerpoint_export'] },
  { routes: 'organisation/get_export_pptx_status/', flags: ['powerpoint_export'] },
  { routes: 'organisation/download_powerpoint_template/', flags: ['powerpoint_export'] },
  { routes: 'organisation/clear_powerpoint_template/', flags: ['powerpoint_export'] },
  {
    routes: 'get_change_activity_time_commitment_report/',
    flags: ['time_commitment_and_burden_reports'],
  },
  {
    routes: 'get_change_go_live_event_and_activity_burden/',
    flags: ['time_commitment_and_burden_reports'],
  },
  {
    routes: 'get_project_and_change_time_commitment/',
    flags: ['time_commitment_and_burden_reports'],
  },
];

/**
 * Fields of a body that a flag switches off on a route shared with other uses: the onboarding
 * wizard keeps its progress on the person, whose other fields stay editable.
 */
export const featureFieldGates: readonly {
  method: string;
  routes: string;
  fields: readonly string[];
  flags: readonly FeatureFlagName[];
}[] = [
  {
    method: 'PATCH',
    routes: 'user_profiles/:id/',
    fields: ['onboarding_step'],
    flags: ['onboarding_module'],
  },
];

/** The flags a route needs, from its registered URL (`/api/v1/threads/:id/`). */
export function flagsForRoute(url: string): FeatureFlagName[] {
  const prefix = '/api/v1/';
  if (!url.startsWith(prefix)) return [];
  const path = url.slice(prefix.length);
  return featureGates.filter((gate) => path.startsWith(gate.routes)).flatMap((g) => g.flags);
}

/** The body fields a flag gates on a route, with their flags. */
export function fieldGatesForRoute(method: string, url: string) {
  const prefix = '/api/v1/';
  if (!url.startsWith(prefix)) return [];
  const path = url.slice(prefix.length);
  return featureFieldGates.filter((gate) => gate.method === method && gate.routes === path);
}

/**
 * How long a server instance trusts the flags it read while it hears no write notifications;
 * while it does, a change made anywhere drops them at once.
 */
export const FEATURE_FLAGS_TTL_MS = 5_000;
const flagsTable = getTableName(featureFlags);

/**
 * Adds the flag check to every gated route registered after this call. Public routes (the
 * billing webhook) are never gated: the provider must always reach them.
 */
export function registerFeatureGates(
  app: FastifyInstance,
  cacheMs: number = FEATURE_FLAGS_TTL_MS,
): void {
  const cache = new Map<number, { at: number; enabled: Set<FeatureFlagName> }>();
  let forgets = 0;
  const forget = (organisationId: number | 'all') => {
    forgets += 1;
    if (organisationId === 'all') cache.clear();
    else cache.delete(organisationId);
  };
  app.decorate('forgetFeatureFlags', (organisationId: number) => forget(organisationId));
  app.writeNotices.subscribe({
    onWrite: (organisationId, table) => {
      if (table === undefined || table === flagsTable) forget(organisationId);
    },
    // Changes made while nobody listened were not reported.
    onListening: () => forget('all'),
  });

  async function enabledFor(request: FastifyRequest): Promise<Set<FeatureFlagName>> {
    const orgId = request.caller().organisationId;
    const hit = cache.get(orgId);
    if (hit && Date.now() - hit.at < cacheMs) return hit.enabled;
    const readAt = forgets;
    const enabled = await request.tenant((tx) => enabledFeatureNames(tx));
    // Flags read before a change came in are used once, not kept.
    if (readAt === forgets) cache.set(orgId, { at: Date.now(), enabled });
    return enabled;
  }

  async function refuseIfOff(request: FastifyRequest, flags: readonly FeatureFlagName[]) {
    const enabled = await enabledFor(request);
    const off = flags.find((flag) => !enabled.has(flag));
    if (off) throw forbidden(`${featureFlagLabels[off]} is turned off for your organisation.`);
  }

  app.addHook('onRoute', (route) => {
    if (route.config?.public) return;
    const flags = flagsForRoute(route.url);
    if (flags.length > 0) {
      const gate: onRequestHookHandler = async function (request) {
        await refuseIfOff(request, flags);
      };
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...existing, gate];
    }
    const methods = [route.method].flat();
    const fieldGates = methods.flatMap((method) => fieldGatesForRoute(method, route.url));
    if (fieldGates.length > 0) {
      // After validation, so that a malformed body is a 400 and the field's presence is certain.
      const gate: preHandlerHookHandler = async function (request) {
        const body = request.body;
        if (body === null || typeof body !== 'object') return;
        for (const { fields, flags: needed } of fieldGates) {
          if (fields.some((field) => field in body)) await refuseIfOff(request, needed);
        }
      };
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...existing, gate];
    }
  });
}
