import { beforeAll, describe, expect, it } from 'vitest';
import { assessmentSwitches } from '../../../../contract/assessments/assessments';
import {
  callMatrix,
  itCoversTheArea,
  itRefusesWritingNothing,
  itSucceedsInOrder,
} from '@tests/support/call-matrix';
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

  itCoversTheArea(server, 'assessments', calls, 66, ({ path }) =>
    prefixes.includes(path.split('/')[0] ?? ''),
  );
  itRefusesWritingNothing(matrix, () => f.org.id);

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

  itSucceedsInOrder(matrix);
});
