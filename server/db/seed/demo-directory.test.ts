import { describe, expect, it } from 'vitest';
import { demo, useTestServer } from '../../../tests/support/test-server';

describe('the demo directory', () => {
  const server = useTestServer();

  it('gives Contoso a few hundred people across sites and departments, each with a line manager', async () => {
    const res = await server.db.$client.query<{
      people: number;
      sites: number;
      departments: number;
      without_manager: number;
      leavers: number;
      tagged: number;
    }>(
      `SELECT count(*)::int AS people, count(DISTINCT p.site)::int AS sites,
              count(DISTINCT p.department)::int AS departments,
              count(*) FILTER (WHERE p.manager_id IS NULL)::int AS without_manager,
              count(*) FILTER (WHERE NOT p.is_active)::int AS leavers,
              count(*) FILTER (WHERE cardinality(p.people_tags) > 0)::int AS tagged
       FROM user_profiles p JOIN organisations o ON o.id = p.organisation_id
       WHERE o.name = 'Contoso Logistics'`,
    );
    const row = res.rows[0];
    expect(row?.people).toBeGreaterThanOrEqual(300);
    expect(row?.sites).toBe(6);
    expect(row?.departments).toBe(8);
    // The chief operating officer and the admin, who is outside the reporting lines.
    expect(row?.without_manager).toBe(2);
    expect(row?.leavers).toBeGreaterThan(0);
    expect(row?.tagged).toBeGreaterThan(300);
    // Every site and department is reference data of the organisation, as imports expect.
    const unknown = await server.db.$client.query(
      `SELECT DISTINCT p.department FROM user_profiles p
       JOIN organisations o ON o.id = p.organisation_id AND o.name = 'Contoso Logistics'
       WHERE NOT EXISTS (SELECT 1 FROM departments d
                         WHERE d.organisation_id = p.organisation_id AND d.name = p.department)`,
    );
    expect(unknown.rows).toEqual([]);
  });

  it('is searchable by the organisation’s admin, and by no one else', async () => {
    const inject = async (as: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/v1/user_profiles/search_profiles/?search=whitfield',
        headers: await server.authAs(as),
      });
    const own = await inject(demo.otherAdmin);
    expect(own.json()).toMatchObject({
      count: 1,
      results: [expect.objectContaining({ display_name: 'Rowan Whitfield' })],
    });
    const other = await inject(demo.admin);
    expect(other.json()).toMatchObject({ count: 0 });
  });
});
