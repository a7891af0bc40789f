import { beforeAll, describe, expect, it } from 'vitest';
import { featureFlagPaths } from '@contract/admin/feature-flags';
import type { FeatureFlag } from '@contract/admin/feature-flags.schema';
import { metricsPaths } from '@contract/projects/metrics';
import { billingPaths } from '@contract/billing/plans';
import { reportPatterns } from '@contract/reports/portfolio';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
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
    expect(flagsForRoute('/api/v1/projects/:id/metrics/')).toEqual(['metrics']);
    expect(flagsForRoute('/api/v1/stripe-payments/get_products/')).toEqual(['card_payment']);
    expect(flagsForRoute('/api/v1/projects/:id/')).toEqual([]);
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
    expect(flagsForRoute('/api/v1/surveys/:id/send/')).toEqual(['surveys_tab']);
    expect(flagsForRoute('/api/v1/get-survey-response-answers/')).toEqual(['surveys_tab']);
    expect(flagsForRoute('/api/v1/survey-response/')).toEqual([]);
    expect(flagsForRoute('/api/v1/leader-tasks/:id/update_tasks/')).toEqual(['activation_cycles']);
    expect(flagsForRoute('/api/v1/projects/:id/reorder_messages/')).toEqual(['activation_cycles']);
    expect(flagsForRoute('/api/v1/impacted-group-reminders/')).toEqual(['activation_cycles']);
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
      expect(flagsForRoute(`/api/v1/${path}`)).toEqual(['powerpoint_export']);
    }
    for (const path of [
      reportPatterns.changeActivityTimeCommitment,
      reportPatterns.projectAndChangeTimeCommitment,
    ]) {
      expect(flagsForRoute(`/api/v1/${path}`)).toEqual(['time_commitment_and_burden_reports']);
    }
    expect(flagsForRoute(`/api/v1/${reportPatterns.projectLoad}`)).toEqual([]);
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
