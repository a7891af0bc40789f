import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../../tests/support/multipart';
import { peopleCsv, peopleCsvEmail } from '../../../../tests/support/people-csv';
import { demo, useTestServer } from '../../../../tests/support/test-server';

const ROWS = 50_000;
const domain = 'import.example.com';

/**
 * The largest file, through the real route and the background job: 50,000 new people
 * with sites, departments, managers, roles and tags, then the same file again. The timing is
 * measured by `npm run bench:people-import` (against `npm start`), not asserted here.
 */
describe('a 50,000-row people import', () => {
  const server = useTestServer();
  let orgId = 0;
  let sites: string[] = [];
  let departments: string[] = [];
  let form: ReturnType<typeof multipartBody>;

  beforeAll(async () => {
    const org = await server.pool.query<{ id: number }>(
      'SELECT organisation_id AS id FROM user_profiles WHERE email = $1',
      [demo.admin],
    );
    orgId = org.rows[0]?.id ?? 0;
    // Seats come from the plan (billing): the organisation pays for a seat for everyone imported.
    await server.pool.query(
      `UPDATE subscriptions SET status = 'active', seats = $2 WHERE organisation_id = $1`,
      [orgId, ROWS + 1_000],
    );
    const names = async (table: string) =>
      (
        await server.pool.query<{ name: string }>(
          `SELECT name FROM ${table} WHERE organisation_id = $1 AND NOT archived ORDER BY name`,
          [orgId],
        )
      ).rows.map((r) => r.name);
    sites = await names('reporting_sites');
    departments = await names('departments');
    const csv = peopleCsv({ rows: ROWS, sites, departments, domain });
    form = multipartBody(
      {},
      { field: 'file', filename: 'people.csv', contentType: 'text/csv', data: Buffer.from(csv) },
    );
  });

  const commit = async () =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/load-users-from-csv/',
      payload: form.payload,
      headers: { ...form.headers, ...(await server.authAs(demo.admin)) },
    });

  /** Every imported person's fields, in one string, to see whether anything changed. */
  const fingerprint = async () =>
    (
      await server.pool.query<{ n: string; digest: string }>(
        `SELECT count(*) AS n, md5(string_agg(concat_ws('|', id, email, first_name, last_name,
                  job_title, site_id, site, department_id, department, function, persona, role,
                  people_tags::text, manager_id, updated_at), ',' ORDER BY id)) AS digest
         FROM user_profiles WHERE organisation_id = $1 AND email LIKE $2`,
        [orgId, `%@${domain}`],
      )
    ).rows[0];

  // Bounded well above its run time (about 10 s on a quiet machine, 45 s at a load of 20 on 2 cores).
  it(
    'applies every row through the job, then finds nothing to change in the same file',
    { timeout: 120_000 },
    async () => {
      expect(sites.length).toBeGreaterThan(1);
      expect(departments.length).toBeGreaterThan(1);
      const res = await commit();
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({ status: 'running', total_rows: ROWS, created: ROWS });
      await server.app.jobQueue.idle();

      const detail = await server.app.inject({
        method: 'GET',
        url: `/api/v1/people-imports/${res.json().id}/`,
        headers: await server.authAs(demo.admin),
      });
      expect(detail.json()).toMatchObject({
        status: 'committed',
        processed_rows: ROWS,
        created: ROWS,
        updated: 0,
        rejected: 0,
        error: null,
      });

      const counts = await server.pool.query<{ people: string; managed: string; leaders: string }>(
        `SELECT count(*) AS people, count(manager_id) AS managed,
              count(*) FILTER (WHERE role = 'LEADER') AS leaders
       FROM user_profiles WHERE organisation_id = $1 AND email LIKE $2`,
        [orgId, `%@${domain}`],
      );
      expect(counts.rows[0]).toEqual({ people: '50000', managed: '49500', leaders: '500' });

      // A sample across the file: the first manager, a report deep in the file, the last row.
      const sample = await server.pool.query(
        `SELECT p.email, p.first_name, p.job_title, p.site, p.site_id IS NOT NULL AS has_site,
              p.department, p.department_id IS NOT NULL AS has_department, p.function, p.persona,
              p.role, p.people_tags, m.email AS manager
       FROM user_profiles p LEFT JOIN user_profiles m ON m.id = p.manager_id
       WHERE p.organisation_id = $1 AND p.email = ANY($2) ORDER BY p.email`,
        [orgId, [0, 12_345, ROWS - 1].map((i) => peopleCsvEmail(i, domain))],
      );
      expect(sample.rows).toEqual([
        {
          email: peopleCsvEmail(0, domain),
          first_name: 'Ada',
          job_title: 'Team lead',
          site: sites[0],
          has_site: true,
          department: departments[0],
          has_department: true,
          function: 'Operations',
          persona: 'Frontline',
          role: 'LEADER',
          people_tags: ['Pilot', 'Remote'],
          manager: null,
        },
        {
          email: peopleCsvEmail(12_345, domain),
          first_name: 'Fay',
          job_title: 'Specialist',
          site: sites[12_345 % sites.length],
          has_site: true,
          department: departments[12_345 % departments.length],
          has_department: true,
          function: 'Delivery',
          persona: 'Frontline',
          role: 'EMPLOYEE',
          people_tags: [],
          manager: peopleCsvEmail(12_345 % 500, domain),
        },
        {
          email: peopleCsvEmail(ROWS - 1, domain),
          first_name: 'Tao',
          job_title: 'Specialist',
          site: sites[(ROWS - 1) % sites.length],
          has_site: true,
          department: departments[(ROWS - 1) % departments.length],
          has_department: true,
          function: 'Strategy',
          persona: 'Office',
          role: 'EMPLOYEE',
          people_tags: [],
          manager: peopleCsvEmail((ROWS - 1) % 500, domain),
        },
      ]);

      const before = await fingerprint();
      const again = await commit();
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({
        status: 'committed',
        created: 0,
        updated: 0,
        unchanged: ROWS,
        rejected: 0,
      });
      expect(await fingerprint()).toEqual(before);
    },
  );
});
