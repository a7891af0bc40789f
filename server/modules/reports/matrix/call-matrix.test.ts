import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capacityPatterns } from '@contract/reports/capacity';
import { reportPatterns } from '@contract/reports/portfolio';
import {
  callMatrix,
  itCoversTheArea,
  itRefusesWritingNothing,
  itSucceedsInOrder,
} from '@tests/support/call-matrix';
import { useTestServer } from '@tests/support/test-server';
import { reportsCalls } from './calls';
import { makeReportsFixture, type ReportsFixture } from './fixture';

/** Every path of the reports area, as the API document names it. */
const paths = new Set(
  [...Object.values(reportPatterns), ...Object.values(capacityPatterns)].map((p) =>
    p.replace(/:[a-z]+/g, '{id}'),
  ),
);

/**
 * The 21 reports calls of the catalogue and the 3 capacity calls, each with a valid request: it
 * succeeds for a change manager (the change office for capacities) and carries the fixture's
 * rows, is refused to an employee (a change manager for capacities, anyone but its originator
 * for the deck), writing nothing, answers 400 naming the field when malformed, and 403 while the
 * organisation has switched the Portfolio and the Reports screens off. The OpenAPI
 * harness adds bad credentials and another organisation's ids for the same routes.
 */
describe('reports call matrix', () => {
  const server = useTestServer();
  let f: ReportsFixture;
  const matrix = callMatrix(server, reportsCalls, () => f);
  beforeAll(async () => {
    f = await makeReportsFixture(server);
  });
  // The last call queues a deck; it is built before the server stops.
  afterAll(() => server.app.jobQueue.idle());

  itCoversTheArea(server, 'reports', reportsCalls, 24, ({ path }) => paths.has(path));
  itRefusesWritingNothing(matrix, () => f.org.id);

  it('refuses each call with 403 while the Portfolio and the Reports are switched off', async () => {
    const switchBoth = async (enabled: boolean) => {
      await server.db.execute(
        sql`UPDATE feature_flags SET enabled = ${enabled} WHERE organisation_id = ${f.org.id}
              AND name IN ('portfolio_manager', 'portfolio_manager_reports')`,
      );
      server.app.forgetFeatureFlags(f.org.id);
    };
    await switchBoth(false);
    try {
      expect(await matrix.switchedOff(f.org.id)).toEqual([]);
    } finally {
      await switchBoth(true);
    }
  });

  itSucceedsInOrder(matrix);
});
