import { describe, expect, it } from 'vitest';
import { countQueries } from '@tests/support/api';
import { demo, useTestServer } from '@tests/support/test-server';
import { seedScale } from '../db/seed/scale/seed-scale';

/** The ×10 organisation: 1,000 people, 50 projects with their changes, groups and plans. */
const FACTOR = 10;
const scaleAdmin = `admin@scale${FACTOR}.changecraft.test`;
/** Statements a call may add on more data (none expected; a little slack for lazy rows). */
const SLACK = 2;

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] } | undefined>>;
}

/**
 * Every list and read of every area without path parameters, called by the demo organisation's
 * admin (a handful of rows) and by the ×10 organisation's admin (tens to thousands): the number
 * of statements a call sends must not grow with the rows it reads (no query per row). Areas
 * add routes and the scaler adds their data; this test needs no change for either.
 */
describe('statements per call do not grow with the data', () => {
  const server = useTestServer();

  it('is the same for a small and a ×10 organisation on every parameterless read', async () => {
    await seedScale(server.pool, { factor: FACTOR, today: new Date() });
    const document = (
      await server.app.inject({ method: 'GET', url: '/api/v1/schema/' })
    ).json<OpenApiDocument>();
    const routes = Object.entries(document.paths)
      .filter(([path, ops]) => ops.get && !path.includes('{') && path.startsWith('/api/v1/'))
      .map(([path]) => path);
    expect(routes.length).toBeGreaterThan(50);

    const headers = {
      small: await server.authAs(demo.admin),
      large: await server.authAs(scaleAdmin),
    };
    const statements = async (who: 'small' | 'large', url: string) => {
      // The second call counts: the first warms per-caller and per-organisation caches.
      await server.app.inject({ method: 'GET', url, headers: headers[who] });
      const { result, queries } = await countQueries(() =>
        server.app.inject({ method: 'GET', url, headers: headers[who] }),
      );
      return { status: result.statusCode, queries };
    };

    const growing: string[] = [];
    let compared = 0;
    for (const route of routes) {
      const url = `${route}?page_size=50`;
      const small = await statements('small', url);
      const large = await statements('large', url);
      if (small.status !== 200 || large.status !== 200) continue;
      compared += 1;
      if (large.queries > small.queries + SLACK) {
        growing.push(`${route}: ${small.queries} → ${large.queries} statements`);
      }
    }
    expect(compared).toBeGreaterThan(40);
    expect(growing).toEqual([]);
  }, 300_000);
});
