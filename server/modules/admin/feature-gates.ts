import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { FeatureFlagName } from '../../../contract/admin/feature-flags';
import { featureOffDetail } from '../../../contract/admin/feature-flags';
import { scoresPatterns } from '../../../contract/leaders/scores';
import { capacityPatterns } from '../../../contract/reports/capacity';
import { reportPatterns } from '../../../contract/reports/portfolio';
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
 * What a gate asks of the organisation's flags: `flags`, every one of them on; `anyOf`, at least
 * one of them on (calls two screens with flags of their own share, such as the filter choices of
 * the Portfolio and the Reports screens).
 */
export type FeatureGate =
  | { routes: string; flags: readonly FeatureFlagName[]; anyOf?: never }
  | { routes: string; anyOf: readonly FeatureFlagName[]; flags?: never };

/**
 * What a route needs, one entry per condition, all of them met: each lists the flags of which at
 * least one must be on (`[['metrics']]`: metrics on; `[['a', 'b']]`: a or b on).
 */
export type FlagNeeds = readonly (readonly FeatureFlagName[])[];

const PORTFOLIO: FeatureFlagName = 'portfolio_manager';
const REPORTS: FeatureFlagName = 'portfolio_manager_reports';

/**
 * Routes that a feature flag switches off, by the start of their path under /api/v1/. A flag that
 * is off hides these calls as well as the screens that make them: a stale tab or a script gets a
 * 403 naming the feature, never the data.
 */
export const featureGates: readonly FeatureGate[] = [
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
  { routes: scoresPatterns.activationForProject, flags: ['activation_cycles'] },
  { routes: scoresPatterns.engagementForProject, flags: ['activation_cycles'] },
  // Every project's leader scores, for the Portfolio screen's dashboard.
  { routes: scoresPatterns.activationForPortfolio, flags: ['activation_cycles', PORTFOLIO] },
  { routes: scoresPatterns.engagementForPortfolio, flags: ['activation_cycles', PORTFOLIO] },
  { routes: 'get-leader-activation-scores-for-impacted-group/', flags: ['activation_cycles'] },
  { routes: 'get-leader-engagement-scores-for-impacted-group/', flags: ['activation_cycles'] },
  // The reports area (server/modules/reports/), which only the Portfolio screen (flag
  // `portfolio_manager`) and the Reports screen (`portfolio_manager_reports`) call. Their shared
  // filter choices, and the filter's project list, answer while either screen is on.
  { routes: reportPatterns.filterOptions, anyOf: [PORTFOLIO, REPORTS] },
  { routes: reportPatterns.filterProjects, anyOf: [PORTFOLIO, REPORTS] },
  // The Portfolio screen's own: its dashboard, three heatmaps (with what-if and a cell's
  // details) and the groups' capacities.
  { routes: reportPatterns.dashboard, flags: [PORTFOLIO] },
  { routes: reportPatterns.activeCycleLoadHeatmap, flags: [PORTFOLIO] },
  { routes: reportPatterns.activeCycleTimeImpactHeatmap, flags: [PORTFOLIO] },
  { routes: reportPatterns.goLiveHeatmap, flags: [PORTFOLIO] },
  { routes: capacityPatterns.collection, flags: [PORTFOLIO] },
  // The project deck's four calls: the Portfolio screen's, while PowerPoint export is on too.
  { routes: reportPatterns.exportPowerpoint, flags: [PORTFOLIO, 'powerpoint_export'] },
  { routes: reportPatterns.exportStatus, flags: [PORTFOLIO, 'powerpoint_export'] },
  { routes: reportPatterns.downloadPowerpoint, flags: [PORTFOLIO, 'powerpoint_export'] },
  { routes: reportPatterns.clearPowerpoint, flags: [PORTFOLIO, 'powerpoint_export'] },
  // The Reports screen's tables.
  { routes: reportPatterns.projectLoad, flags: [REPORTS] },
  { routes: reportPatterns.activeCycleTimeImpactReport, flags: [REPORTS] },
  { routes: reportPatterns.goLiveChangesReport, flags: [REPORTS] },
  { routes: reportPatterns.goLiveChanges, flags: [REPORTS] },
  { routes: reportPatterns.averageActivities, flags: [REPORTS] },
  { routes: reportPatterns.averageActivityTimeCommitments, flags: [REPORTS] },
  { routes: reportPatterns.activityProfile, flags: [REPORTS] },
  { routes: reportPatterns.engagementProfiles, flags: [REPORTS] },
  // Its three time-commitment and burden reports, while their own flag is on too.
  {
    routes: reportPatterns.changeActivityTimeCommitment,
    flags: [REPORTS, 'time_commitment_and_burden_reports'],
  },
  {
    routes: reportPatterns.goLiveEventAndActivityBurden,
    flags: [REPORTS, 'time_commitment_and_burden_reports'],
  },
  {
    routes: reportPatterns.projectAndChangeTimeCommitment,
    flags: [REPORTS, 'time_commitment_and_burden_reports'],
  },
];

/** A gate's conditions, as `FlagNeeds`. */
function needsOf(gate: { flags?: readonly FeatureFlagName[]; anyOf?: readonly FeatureFlagName[] }) {
  return [...(gate.flags ?? []).map((flag) => [flag]), ...(gate.anyOf ? [gate.anyOf] : [])];
}

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

/** What a route needs of the flags, from its registered URL (`/api/v1/threads/:id/`). */
export function flagsForRoute(url: string): FlagNeeds {
  const prefix = '/api/v1/';
  if (!url.startsWith(prefix)) return [];
  const path = url.slice(prefix.length);
  return featureGates.filter((gate) => path.startsWith(gate.routes)).flatMap(needsOf);
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

  async function refuseIfOff(request: FastifyRequest, needs: FlagNeeds) {
    const enabled = await enabledFor(request);
    const unmet = needs.find((anyOf) => !anyOf.some((flag) => enabled.has(flag)));
    if (unmet) throw forbidden(featureOffDetail(unmet));
  }

  app.addHook('onRoute', (route) => {
    if (route.config?.public) return;
    const needs = flagsForRoute(route.url);
    if (needs.length > 0) {
      const gate: onRequestHookHandler = async function (request) {
        await refuseIfOff(request, needs);
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
        for (const { fields, flags } of fieldGates) {
          if (fields.some((field) => field in body)) await refuseIfOff(request, needsOf({ flags }));
        }
      };
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...existing, gate];
    }
  });
}
