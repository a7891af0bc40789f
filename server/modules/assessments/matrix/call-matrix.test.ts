import { beforeAll, describe, expect, it } from 'vitest';
import { assessmentSwitches } from '../../../../contract/assessments/assessments';
import { callMatrix } from '@tests/support/call-matrix';
import { readOperations } from '@tests/support/harness/openapi-operations';
import { useTestServer } from '@tests/support/test-server';
import { assessmentKit } from '../assessments-test-kit';
import { analysesCalls } from './analyses-calls';
import { changeImpactCalls } from './change-impact-calls';
import { makeMatrixFixture, type MatrixFixture } from './fixture';
import { readinessCalls, readinessDelete } from './readiness-calls';
import { riskCalls } from './risk-calls';

const calls = [
  ...changeImpactCalls,
  ...readinessCalls,
  ...riskCalls,
  ...analysesCalls,
  readinessDelete,
];

/** The first segment of every assessments path. */
const prefixes = [
  'change-impact-assessment',
  'impact-categories',
  'impacts',
  'impact-score-ratings',
  'change-rating-descriptions',
  'change-readiness-assessment',
  'readiness-assessment-measure',
  'status-report-readiness-assessment',
  'risk-categories',
  'business-risk',
  'business-risk-assessment',
  'change-risk-assessment',
  'change-sentiment-analysis',
  'change-sentiment-analysis-score',
  'training-needs-analysis',
  'training-needs-capabilities',
  'capability-training-items',
  'capability-competency-levels',
];

/**
 * Every assessments call, each with a valid request: it succeeds for the one who may send it,
 * is refused for a change manager off the team (or an employee the project does not target),
 * answers 400 naming the field when malformed, and 403 while the organisation has switched
 * that assessment off. One database, one app, one set of rows for the whole table.
 */
describe('assessments call matrix', () => {
  const server = useTestServer();
  let f: MatrixFixture;
  const matrix = callMatrix(server, calls, () => f);
  beforeAll(async () => {
    f = await makeMatrixFixture(server);
  });

  it('covers every assessments route of the API document, once each', async () => {
    const routes = (await readOperations(server.app))
      .filter((o) => prefixes.includes(o.path.split('/')[3] ?? ''))
      .map((o) => `${o.method} ${o.path.replace('/api/v1/', '').replace(/\{[^}]+\}/g, '{id}')}`);
    const named = calls.map((c) => c.name.replace(/\?.*$/, ''));
    expect([...new Set(named)].sort()).toEqual([...new Set(routes)].sort());
    expect(calls).toHaveLength(65);
    expect(new Set(calls.map((c) => c.name)).size).toBe(calls.length);
  });

  it('refuses each call to someone who may not make it, writing nothing', async () => {
    expect(await matrix.denied(f.org.id)).toEqual([]);
  });

  it('answers 400 naming the field for each malformed call, writing nothing', async () => {
    expect(await matrix.malformed(f.org.id)).toEqual([]);
  });

  it('refuses each call with 403 while its assessment is switched off', async () => {
    const kit = assessmentKit(server.db);
    const entries = Object.values(assessmentSwitches).map((s) => s.access);
    for (const access of entries) await kit.switchOff(f.org, access);
    try {
      expect(await matrix.switchedOff(f.org.id)).toEqual([]);
    } finally {
      for (const access of entries) await kit.switchOff(f.org, access, true);
    }
  });

  it('succeeds for each call made by someone who may, in order', async () => {
    expect(await matrix.succeeds()).toEqual([]);
  });
});
