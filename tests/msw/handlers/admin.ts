import { http, HttpResponse } from 'msw';
import { auditLogPaths } from '@contract/admin/audit-log';
import type { AuditEvent } from '@contract/admin/audit-log.schema';
import { featureFlagPaths } from '@contract/admin/feature-flags';
import type { FeatureFlag, UpdateFeatureFlagInput } from '@contract/admin/feature-flags.schema';
import { organisationPaths } from '@contract/admin/organisation';
import type {
  Organisation,
  OrganisationSize,
  SyncLeaderExclusionList,
  ToolAccessSettings,
  UpdateOrganisationInput,
} from '@contract/admin/organisation.schema';
import type { Paginated } from '@contract/shared/common.schema';
import { defaultPhaseNames } from '@contract/projects/phases';
import { apiPath } from '../api-path';
import { featureFlags } from './session';

/** The admin area's data as a component test's fake server holds it; tests may change it. */
export interface AdminData {
  organisation: Organisation;
  size: OrganisationSize;
  toolAccess: ToolAccessSettings;
  exclusions: string[];
  flags: FeatureFlag[];
  audit: AuditEvent[];
  /** Every write the screens sent, in order. */
  writes: { method: string; url: string; body: unknown }[];
}

export function adminData(overrides: Partial<AdminData> = {}): AdminData {
  return {
    organisation: {
      id: 1,
      name: 'Demo Organisation',
      time_zone: 'Europe/London',
      locale: 'en-GB',
      phase_names: { ...defaultPhaseNames },
      heatmap_thresholds: { medium: 5, high: 10, very_high: 15 },
      created_at: '2026-01-05T09:00:00.000Z',
    },
    size: {
      active_people: 42,
      inactive_people: 3,
      by_role: { ADMIN: 2, CHANGE_OFFICE: 3, CHANGE_MANAGER: 7, LEADER: 10, EMPLOYEE: 20 },
      seats: 50,
      size_band: 'Small (under 50 people)',
    },
    toolAccess: {
      admin_roles: ['ADMIN'],
      assessments: {
        business_readiness: true,
        business_risk: true,
        change_impact: true,
        implementation_risk: false,
        change_narrative: true,
        sentiment_analysis: false,
        training_needs_analysis: true,
      },
    },
    exclusions: ['ceo@demo.test'],
    flags: featureFlags(),
    audit: [],
    writes: [],
    ...overrides,
  };
}

/** The admin calls of the Organisation, Access, Features and Audit screens. */
export function adminHandlers(data: AdminData = adminData()) {
  const record = async (request: Request) => {
    const body: unknown = await request.clone().json();
    data.writes.push({ method: request.method, url: new URL(request.url).pathname, body });
    return body;
  };
  return [
    http.get(apiPath(organisationPaths.detail()), () => HttpResponse.json(data.organisation)),
    http.patch(apiPath('organisation/:id/'), async ({ request, params }) => {
      // The two named updates share the pattern; they are matched before this by their own paths.
      if (Number.isNaN(Number(params.id))) return undefined;
      const body = (await record(request)) as UpdateOrganisationInput;
      data.organisation = {
        ...data.organisation,
        ...body,
        phase_names: { ...data.organisation.phase_names, ...body.phase_names },
        heatmap_thresholds: body.heatmap_thresholds ?? data.organisation.heatmap_thresholds,
      };
      return HttpResponse.json(data.organisation);
    }),
    http.get(apiPath(organisationPaths.size()), () => HttpResponse.json(data.size)),
    http.get(apiPath(organisationPaths.toolAccess()), () => HttpResponse.json(data.toolAccess)),
    http.patch(apiPath(organisationPaths.updateToolAccess()), async ({ request }) => {
      const body = (await record(request)) as Partial<ToolAccessSettings>;
      data.toolAccess = { ...data.toolAccess, ...body };
      return HttpResponse.json(data.toolAccess);
    }),
    http.get(apiPath(organisationPaths.syncLeaderExclusions()), () =>
      HttpResponse.json<SyncLeaderExclusionList>({ sync_leader_exclusion_list: data.exclusions }),
    ),
    http.get(apiPath(featureFlagPaths.list()), () => HttpResponse.json(data.flags)),
    http.patch(apiPath('feature-flags/:id/'), async ({ request, params }) => {
      const body = (await record(request)) as UpdateFeatureFlagInput;
      data.flags = data.flags.map((flag) =>
        flag.id === Number(params.id) ? { ...flag, enabled: body.enabled } : flag,
      );
      const flag = data.flags.find((f) => f.id === Number(params.id));
      return flag
        ? HttpResponse.json(flag)
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.get(apiPath(auditLogPaths.list({ page_number: 1, page_size: 25 })), () =>
      HttpResponse.json<Paginated<AuditEvent>>({
        count: data.audit.length,
        next: null,
        previous: null,
        results: data.audit,
      }),
    ),
  ];
}
