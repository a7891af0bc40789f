import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  featureFlagPaths,
  featureOffDetail,
  isFeatureOffDetail,
  type FeatureFlagName,
} from '@contract/admin/feature-flags';
import type { FeatureFlag } from '@contract/admin/feature-flags.schema';
import { metricsPaths } from '@contract/projects/metrics';
import { billingPaths } from '@contract/billing/plans';
import { capacityPaths, capacityPatterns } from '@contract/reports/capacity';
import { reportPaths, reportPatterns } from '@contract/reports/portfolio';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { changedTables, organisationChecksum } from '@tests/support/harness/database-probe';
import { useTestServer } from '@tests/support/test-server';
import { flagsForRoute } from './feature-gates';

/** A flag turned off hides its calls at once, for its own organisation only. */
describe('feature flags gate their routes', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let admin: MadeUser;
  let manager: MadeUser;
  let otherManager: MadeUser;
  let project: { id: number };
  let otherProject: { id: number };

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    admin = await make.user(org, { role: 'ADMIN' });
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    project = await make.project(org, { team: [manager] });
    const other = await make.organisation();
    otherManager = await make.user(other, { role: 'CHANGE_MANAGER' });
    otherProject = await make.project(other, { team: [otherManager] });
  });

  async function setFlag(name: FeatureFlag['name'], enabled: boolean) {
    const flags = await api.get<FeatureFlag[]>(admin.email, featureFlagPaths.list());
    const flag = flags.body.find((f) => f.name === name);
    if (!flag) throw new Error(`no ${name} flag`);
    const res = await api.patch<FeatureFlag>(admin.email, featureFlagPaths.detail(flag.id), {
      enabled,
    });
    expect(res.status).toBe(200);
  }

  it('maps registered route URLs to the flags that gate them', () => {
    expect(flagsForRoute('/api/v1/projects/:id/metrics/')).toEqual([['metrics']]);
    expect(flagsForRoute('/api/v1/stripe-payments/get_products/')).toEqual([['card_payment']]);
    expect(flagsForRoute('/api/v1/projects/:id/')).toEqual([]);
  });

  it('names one feature turned off, or each of the features any of which would do', () => {
    expect(featureOffDetail(['metrics'])).toBe('Metrics is turned off for your organisation.');
    const both = featureOffDetail(['portfolio_manager', 'portfolio_manager_reports']);
    expect(both).toBe(
      'Portfolio manager and Reports for portfolio manager are turned off for your organisation.',
    );
    // The app tells these refusals from a role's.
    expect(isFeatureOffDetail(both)).toBe(true);
    expect(isFeatureOffDetail('You do not have permission to perform this action.')).toBe(false);
  });

  it('answers 403 naming the feature once metrics are off, and again once on', async () => {
    expect((await api.get(manager.email, metricsPaths.list(project.id))).status).toBe(200);
    await setFlag('metrics', false);
    const off = await api.get<{ detail: string }>(manager.email, metricsPaths.list(project.id));
    expect(off.status).toBe(403);
    expect(off.body.detail).toBe('Metrics is turned off for your organisation.');
    // Another organisation keeps its own flags.
    const elsewhere = await api.get(otherManager.email, metricsPaths.list(otherProject.id));
    expect(elsewhere.status).toBe(200);
    await setFlag('metrics', true);
    expect((await api.get(manager.email, metricsPaths.list(project.id))).status).toBe(200);
  });

  it('hides billing when card payment is off, and audits each change', async () => {
    await setFlag('card_payment', false);
    expect((await api.get(admin.email, billingPaths.subscription())).status).toBe(403);
    await setFlag('card_payment', true);
    expect((await api.get(admin.email, billingPaths.subscription())).status).toBe(200);
  });

  it('hides the Surveys tab’s and the Leaders tab’s calls with their flags', async () => {
    const surveys = `surveys/?project=${project.id}`;
    const cycles = `activation-cycles/?projectId=${project.id}`;
    for (const [flag, path, label] of [
      ['surveys_tab', surveys, 'Surveys tab'],
      ['activation_cycles', cycles, 'Activation cycles'],
    ] as const) {
      expect((await api.get(manager.email, path)).status).toBe(200);
      await setFlag(flag, false);
      const off = await api.get<{ detail: string }>(manager.email, path);
      expect(off.status).toBe(403);
      expect(off.body.detail).toBe(`${label} is turned off for your organisation.`);
      await setFlag(flag, true);
      expect((await api.get(manager.email, path)).status).toBe(200);
    }
    // Every call of both tabs is gated, the respondents' public links are not.
    expect(flagsForRoute('/api/v1/surveys/:id/send/')).toEqual([['surveys_tab']]);
    expect(flagsForRoute('/api/v1/get-survey-response-answers/')).toEqual([['surveys_tab']]);
    expect(flagsForRoute('/api/v1/survey-response/')).toEqual([]);
    expect(flagsForRoute('/api/v1/leader-tasks/:id/update_tasks/')).toEqual([
      ['activation_cycles'],
    ]);
    expect(flagsForRoute('/api/v1/projects/:id/reorder_messages/')).toEqual([
      ['activation_cycles'],
    ]);
    expect(flagsForRoute('/api/v1/impacted-group-reminders/')).toEqual([['activation_cycles']]);
    expect(flagsForRoute('/api/v1/get-leader-engagement-scores-for-project/')).toEqual([
      ['activation_cycles'],
    ]);
  });

  it('answers every project’s leader scores only while the cycles and the Portfolio are on', async () => {
    const path = 'get-leader-activation-scores-for-portfolio-dashboard/';
    expect(flagsForRoute(`/api/v1/${path}`)).toEqual([
      ['activation_cycles'],
      ['portfolio_manager'],
    ]);
    expect((await api.get(manager.email, path)).status).toBe(200);
    try {
      await setFlag('portfolio_manager', false);
      const off = await api.get<{ detail: string }>(manager.email, path);
      expect([off.status, off.body.detail]).toEqual([
        403,
        'Portfolio manager is turned off for your organisation.',
      ]);
    } finally {
      await setFlag('portfolio_manager', true);
    }
    expect((await api.get(manager.email, path)).status).toBe(200);
  });

  it('hides the project deck and the three time-commitment and burden reports with their flags', async () => {
    const office = (await factories(server.db).user(org, { role: 'CHANGE_OFFICE' })).email;
    const status = reportPatterns.exportStatus;
    const burden = reportPatterns.goLiveEventAndActivityBurden;
    for (const [flag, path, label] of [
      ['powerpoint_export', status, 'PowerPoint export'],
      ['time_commitment_and_burden_reports', burden, 'Time-commitment and burden reports'],
    ] as const) {
      expect((await api.post(office, path, {})).status).toBe(200);
      await setFlag(flag, false);
      const off = await api.post<{ detail: string }>(office, path, {});
      expect(off.status).toBe(403);
      expect(off.body.detail).toBe(`${label} is turned off for your organisation.`);
      // The portfolio's other reports stay.
      expect((await api.post(office, reportPatterns.goLiveChangesReport, {})).status).toBe(200);
      await setFlag(flag, true);
      expect((await api.post(office, path, {})).status).toBe(200);
    }
    for (const path of [
      reportPatterns.exportPowerpoint,
      reportPatterns.downloadPowerpoint,
      reportPatterns.clearPowerpoint,
    ]) {
      expect(flagsForRoute(`/api/v1/${path}`)).toEqual([
        ['portfolio_manager'],
        ['powerpoint_export'],
      ]);
    }
    for (const path of [
      reportPatterns.changeActivityTimeCommitment,
      reportPatterns.projectAndChangeTimeCommitment,
    ]) {
      expect(flagsForRoute(`/api/v1/${path}`)).toEqual([
        ['portfolio_manager_reports'],
        ['time_commitment_and_burden_reports'],
      ]);
    }
  });

  it('gates every call of the reports area by the screen that makes it', () => {
    type Needs = FeatureFlagName[][];
    const portfolio: Needs = [['portfolio_manager']];
    const reports: Needs = [['portfolio_manager_reports']];
    const either: Needs = [['portfolio_manager', 'portfolio_manager_reports']];
    const needs: Record<string, Needs> = {
      // Both screens' filter bar.
      [reportPatterns.filterOptions]: either,
      [reportPatterns.filterProjects]: either,
      // The Portfolio screen's.
      [reportPatterns.dashboard]: portfolio,
      [reportPatterns.activeCycleLoadHeatmap]: portfolio,
      [reportPatterns.activeCycleTimeImpactHeatmap]: portfolio,
      [reportPatterns.goLiveHeatmap]: portfolio,
      [capacityPatterns.collection]: portfolio,
      [capacityPatterns.item]: portfolio,
      [reportPatterns.exportPowerpoint]: [...portfolio, ['powerpoint_export']],
      [reportPatterns.exportStatus]: [...portfolio, ['powerpoint_export']],
      [reportPatterns.downloadPowerpoint]: [...portfolio, ['powerpoint_export']],
      [reportPatterns.clearPowerpoint]: [...portfolio, ['powerpoint_export']],
      // The Reports screen's.
      [reportPatterns.projectLoad]: reports,
      [reportPatterns.activeCycleTimeImpactReport]: reports,
      [reportPatterns.goLiveChangesReport]: reports,
      [reportPatterns.goLiveChanges]: reports,
      [reportPatterns.averageActivities]: reports,
      [reportPatterns.averageActivityTimeCommitments]: reports,
      [reportPatterns.activityProfile]: reports,
      [reportPatterns.engagementProfiles]: reports,
      [reportPatterns.changeActivityTimeCommitment]: [
        ...reports,
        ['time_commitment_and_burden_reports'],
      ],
      [reportPatterns.goLiveEventAndActivityBurden]: [
        ...reports,
        ['time_commitment_and_burden_reports'],
      ],
      [reportPatterns.projectAndChangeTimeCommitment]: [
        ...reports,
        ['time_commitment_and_burden_reports'],
      ],
    };
    // Every path of the area (the call matrix ties these to the API document) is listed above.
    const area = [...Object.values(reportPatterns), ...Object.values(capacityPatterns)];
    expect(Object.keys(needs).sort()).toEqual([...new Set(area)].sort());
    for (const [path, need] of Object.entries(needs)) {
      expect(flagsForRoute(`/api/v1/${path}`), path).toEqual(need);
    }
  });

  it('answers the Portfolio’s and the Reports’ calls while their flags are on, the shared ones while either is', async () => {
    const office = (await factories(server.db).user(org, { role: 'CHANGE_OFFICE' })).email;
    const filters = { filters: { start_date: '2030-03-04', end_date: '2030-03-24' } };
    const portfolioOnly = 'Portfolio manager is turned off for your organisation.';
    const reportsOnly = 'Reports for portfolio manager is turned off for your organisation.';
    const both =
      'Portfolio manager and Reports for portfolio manager are turned off for your organisation.';
    const calls = {
      choices: () => api.get<{ detail?: string }>(office, reportPaths.filterOptions()),
      projects: () => api.post<{ detail?: string }>(office, reportPatterns.filterProjects, filters),
      dashboard: () => api.post<{ detail?: string }>(office, reportPatterns.dashboard, filters),
      heatmap: () => api.post<{ detail?: string }>(office, reportPatterns.goLiveHeatmap, filters),
      capacities: () => api.get<{ detail?: string }>(office, capacityPaths.list()),
      deck: () => api.post<{ detail?: string }>(office, reportPatterns.exportStatus, {}),
      load: () => api.post<{ detail?: string }>(office, reportPatterns.projectLoad, filters),
      profile: () =>
        api.get<{ detail?: string }>(office, reportPaths.activityProfile('2030-03-12')),
      burden: () =>
        api.post<{ detail?: string }>(office, reportPatterns.goLiveEventAndActivityBurden, filters),
    };
    type Name = keyof typeof calls;
    async function expectAnswers(expected: Record<Name, string | null>) {
      for (const [name, detail] of Object.entries(expected) as [Name, string | null][]) {
        const res = await calls[name]();
        if (detail === null) expect(res.status, name).toBe(200);
        else expect([name, res.status, res.body.detail]).toEqual([name, 403, detail]);
      }
    }
    const portfolioCalls = (d: string | null) =>
      ({ dashboard: d, heatmap: d, capacities: d, deck: d }) as const;
    const reportsCalls = (d: string | null) => ({ load: d, profile: d, burden: d }) as const;
    try {
      // Only the Portfolio screen: its calls and the shared ones answer, the Reports’ do not.
      await setFlag('portfolio_manager_reports', false);
      await expectAnswers({
        choices: null,
        projects: null,
        ...portfolioCalls(null),
        ...reportsCalls(reportsOnly),
      });
      // Neither: the shared calls name both features.
      await setFlag('portfolio_manager', false);
      await expectAnswers({
        choices: both,
        projects: both,
        ...portfolioCalls(portfolioOnly),
        ...reportsCalls(reportsOnly),
      });
      // Only the Reports screen.
      await setFlag('portfolio_manager_reports', true);
      await expectAnswers({
        choices: null,
        projects: null,
        ...portfolioCalls(portfolioOnly),
        ...reportsCalls(null),
      });
    } finally {
      await setFlag('portfolio_manager', true);
      await setFlag('portfolio_manager_reports', true);
    }
    await expectAnswers({
      choices: null,
      projects: null,
      ...portfolioCalls(null),
      ...reportsCalls(null),
    });
  });

  it('writes nothing for a Portfolio call refused while the Portfolio is off', async () => {
    const office = (await factories(server.db).user(org, { role: 'CHANGE_OFFICE' })).email;
    const group = (
      await server.db.execute<{ id: number }>(
        sql`INSERT INTO global_impacted_groups (organisation_id, name) VALUES (${org.id}, 'Gated finance') RETURNING id`,
      )
    ).rows[0]?.id;
    if (!group) throw new Error('no organisation group');
    await setFlag('portfolio_manager', false);
    try {
      const before = await organisationChecksum(server.db, org.id);
      const writes = [
        api.put(office, capacityPaths.item(group), { medium: 2, high: 4, very_high: 8 }),
        api.delete(office, capacityPaths.item(group)),
        api.post(office, reportPatterns.exportPowerpoint, {
          projectId: project.id,
          templateName: 'project-status',
        }),
        api.post(office, reportPatterns.clearPowerpoint, {}),
      ];
      for (const res of await Promise.all(writes)) expect(res.status).toBe(403);
      expect(changedTables(before, await organisationChecksum(server.db, org.id))).toEqual([]);
    } finally {
      await setFlag('portfolio_manager', true);
    }
    const kept = await api.put<{ high: number }>(office, capacityPaths.item(group), {
      medium: 2,
      high: 4,
      very_high: 8,
    });
    expect([kept.status, kept.body.high]).toEqual([200, 4]);
  });

  it('keeps onboarding progress only while the onboarding module is on', async () => {
    const path = `user_profiles/${admin.id}/`;
    await setFlag('onboarding_module', false);
    const off = await api.patch<{ detail: string }>(admin.email, path, { onboarding_step: 1 });
    expect(off.status).toBe(403);
    expect(off.body.detail).toBe('Onboarding module is turned off for your organisation.');
    // The person's other fields stay editable.
    expect((await api.patch(admin.email, path, { job_title: 'Head of change' })).status).toBe(200);
    await setFlag('onboarding_module', true);
    expect((await api.patch(admin.email, path, { onboarding_step: 1 })).status).toBe(200);
  });

  it('lets only tool access change a flag', async () => {
    const flags = await api.get<FeatureFlag[]>(manager.email, featureFlagPaths.list());
    const metrics = flags.body.find((f) => f.name === 'metrics');
    const res = await api.patch(manager.email, featureFlagPaths.detail(metrics?.id ?? 0), {
      enabled: false,
    });
    expect(res.status).toBe(403);
  });
});
