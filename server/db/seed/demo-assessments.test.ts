import { describe, expect, it } from 'vitest';
import { capabilitiesPaths } from '../../../contract/assessments/analyses';
import type { CapabilitiesByChange } from '../../../contract/assessments/analyses.schema';
import type { AssessmentHeader } from '../../../contract/assessments/assessments.schema';
import { impactsPaths } from '../../../contract/assessments/change-impact';
import type { Impact } from '../../../contract/assessments/change-impact.schema';
import { summaryPaths } from '../../../contract/assessments/summary';
import type { ChangeSummary } from '../../../contract/assessments/summary.schema';
import { apiClient, seededId } from '@tests/support/api';
import { demo, useTestServer } from '@tests/support/test-server';

/** The demo's main project has every assessment filled in, so the portfolio shows something true. */
describe('demo assessments', () => {
  const server = useTestServer();
  const api = apiClient(server);

  it('fills in every kind of assessment for the patient record rollout', async () => {
    const project = await seededId(server, 'projects', 'Electronic patient record rollout');
    const started = await api.get<AssessmentHeader[]>(
      demo.manager,
      summaryPaths.assessments(project),
    );
    expect(started.body.map((a) => a.kind).sort()).toEqual([
      'BUSINESS_RISK',
      'CHANGE_IMPACT',
      'IMPLEMENTATION_RISK',
      'READINESS',
      'SENTIMENT',
      'TRAINING_NEEDS',
    ]);
    const impacts = await api.get<Impact[]>(demo.manager, impactsPaths.list(project));
    expect(impacts.body).toHaveLength(2);
    expect(impacts.body.every((i) => i.category_name === 'Clinical systems')).toBe(true);
    expect(impacts.body.every((i) => i.impacted_groups.length > 0)).toBe(true);
    const capabilities = await api.get<CapabilitiesByChange>(
      demo.manager,
      capabilitiesPaths.byChange(project),
    );
    expect(capabilities.body.flatMap((c) => c.capabilities.map((x) => x.name)).sort()).toEqual([
      'Chart observations on the handheld',
      'Scan a medicine before giving it',
    ]);
    // With training needs rated, no change of the project reads "training needs unassessed".
    const summary = await api.get<ChangeSummary[]>(demo.manager, summaryPaths.project(project));
    const rated = summary.body.filter((c) => c.training_need !== null);
    expect(rated.length).toBeGreaterThan(0);
  });
});
