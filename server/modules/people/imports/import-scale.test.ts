import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../../../tests/support/multipart';
import { peopleCsv } from '../../../../tests/support/people-csv';
import { demo, useTestServer } from '../../../../tests/support/test-server';

describe('a 50,000-row people import', () => {
  const server = useTestServer();

  it('imports through the job and a second run changes nothing', { timeout: 120_000 }, async () => {
    const org = await server.db.execute<{ id: number }>(
      sql`SELECT organisation_id AS id FROM user_profiles WHERE email = ${demo.admin}`,
    );
    const orgId = org.rows[0]!.id;
    const sites = (
      await server.db.execute<{ name: string }>(
        sql`SELECT name FROM reporting_sites WHERE organisation_id = ${orgId} ORDER BY name`,
      )
    ).rows.map((r) => r.name);
    const departments = (
      await server.db.execute<{ name: string }>(
        sql`SELECT name FROM departments WHERE organisation_id = ${orgId} ORDER BY name`,
      )
    ).rows.map((r) => r.name);
    let t = performance.now();
    const csv = peopleCsv({ rows: 50_000, sites, departments });
    console.log('gen', performance.now() - t, csv.length);
    const form = multipartBody(
      {},
      { field: 'file', filename: 'people.csv', contentType: 'text/csv', data: Buffer.from(csv) },
    );
    t = performance.now();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/load-users-from-csv/',
      payload: form.payload,
      headers: { ...form.headers, ...(await server.authAs(demo.admin)) },
    });
    console.log('request', performance.now() - t, res.statusCode, res.body.slice(0, 300));
    t = performance.now();
    await server.app.jobQueue.idle();
    console.log('job', performance.now() - t);
    const detail = await server.app.inject({
      method: 'GET',
      url: `/api/v1/people-imports/${res.json().id}/`,
      headers: await server.authAs(demo.admin),
    });
    console.log(detail.body);
    t = performance.now();
    const res2 = await server.app.inject({
      method: 'POST',
      url: '/api/v1/load-users-from-csv/',
      payload: form.payload,
      headers: { ...form.headers, ...(await server.authAs(demo.admin)) },
    });
    console.log('request2', performance.now() - t, res2.statusCode, res2.body.slice(0, 300));
    expect(res.statusCode).toBe(202);
  });
});
