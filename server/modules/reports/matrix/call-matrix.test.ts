import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capacityPatterns } from '@contract/reports/capacity';
import { reportPatterns } from '@contract/reports/portfolio';
import { callMatrix } from '@tests/support/call-matrix';
import { readOperations } from '@tests/support/harness/openapi-operations';
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
 * for the deck), writing nothing, and answers 400 naming the field when malformed. The OpenAPI
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

  it('covers every reports route of the API document, once each', async () => {
    const routes = (await readOperations(server.app))
      .map((o) => ({ ...o, path: o.path.replace('/api/v1/', '').replace(/\{[^}]+\}/g, '{id}') }))
      .filter((o) => paths.has(o.path))
      .map((o) => `${o.method} ${o.path}`);
    const named = reportsCalls.map((c) => c.name.replace(/\?.*$/, ''));
    expect([...new Set(named)].sort()).toEqual([...new Set(routes)].sort());
    expect(reportsCalls).toHaveLength(24);
    expect(new Set(reportsCalls.map((c) => c.name)).size).toBe(reportsCalls.length);
  });

  it('refuses each call to someone who may not make it, writing nothing', async () => {
    expect(await matrix.denied(f.org.id)).toEqual([]);
  });

  it('answers 400 naming the field for each malformed call, writing nothing', async () => {
    expect(await matrix.malformed(f.org.id)).toEqual([]);
  });

  it('succeeds for each call made by someone who may, in order', async () => {
    expect(await matrix.succeeds()).toEqual([]);
  });
});
