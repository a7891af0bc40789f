import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { referenceListPaths } from '../../../../contract/admin/reference-lists';
import { profilesPaths } from '../../../../contract/people/profiles';
import type { Person } from '../../../../contract/people/profiles.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { withTenant } from '../../../db/tenant';
import { apiClient } from '../../../../tests/support/api';
import {
  factories,
  type MadeOrganisation,
  type MadeUser,
} from '../../../../tests/support/factories';
import { useTestServer } from '../../../../tests/support/test-server';

describe('a person’s site and department are references to the organisation’s lists', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let admin: MadeUser;
  let finance: number;
  let leeds: number;
  let york: number;
  let elsewhere: number;

  const insertEntry = async (
    o: MadeOrganisation,
    table: 'departments' | 'reporting_sites',
    name: string,
  ) =>
    withTenant(server.db, o.id, async (tx) => {
      const res = await tx.execute<{ id: number }>(
        sql`INSERT INTO ${sql.identifier(table)} (name) VALUES (${name}) RETURNING id`,
      );
      return res.rows[0]?.id ?? 0;
    });

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    admin = await make.user(org, { role: 'ADMIN' });
    finance = await insertEntry(org, 'departments', 'Finance');
    leeds = await insertEntry(org, 'reporting_sites', 'Leeds');
    york = await insertEntry(org, 'reporting_sites', 'York');
    elsewhere = await insertEntry(await make.organisation(), 'departments', 'Finance');
  });

  it('sets them by id, names them, follows a rename and clears them', async () => {
    const created = await api.post<Person>(admin.email, profilesPaths.create(), {
      email: 'nadia.novak@factory.test',
      first_name: 'Nadia',
      site_id: leeds,
      department_id: finance,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      site_id: leeds,
      site: 'Leeds',
      department_id: finance,
      department: 'Finance',
    });
    const id = created.body.id;

    const moved = await api.patch<FieldErrors>(admin.email, profilesPaths.update(id), {
      site_id: york,
    });
    expect(moved.body).toEqual({ site_id: ['Send updateSite=true to change the site.'] });
    const movedWithFlag = await api.patch<Person>(admin.email, profilesPaths.update(id, true), {
      site_id: york,
    });
    expect(movedWithFlag.body).toMatchObject({ site_id: york, site: 'York' });

    const renamed = await api.patch(
      admin.email,
      referenceListPaths.detail('departments', finance),
      {
        name: 'Finance & Accounts',
      },
    );
    expect(renamed.status).toBe(200);
    const listed = await api.get<{ results: Person[] }>(
      admin.email,
      profilesPaths.list({ department: 'Finance & Accounts' }),
    );
    expect(listed.body.results.map((p) => [p.id, p.department_id])).toEqual([[id, finance]]);

    const cleared = await api.patch<Person>(admin.email, profilesPaths.update(id), {
      department_id: null,
    });
    expect(cleared.body).toMatchObject({ department_id: null, department: null });
  });

  it('refuses another organisation’s entries and ids that are not numbers', async () => {
    const res = await api.post<FieldErrors>(admin.email, profilesPaths.create(), {
      email: 'omar.haddad@factory.test',
      first_name: 'Omar',
      department_id: elsewhere,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ department_id: ['Choose a department of your organisation.'] });
    const bad = await api.post<FieldErrors>(admin.email, profilesPaths.create(), {
      email: 'omar.haddad@factory.test',
      first_name: 'Omar',
      site_id: 'Leeds',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.site_id).toBeDefined();
  });

  it('gives a profile written by name (older writers, imports) the entry of that name', async () => {
    const rows = await withTenant(server.db, org.id, async (tx) => {
      const res = await tx.execute<{
        email: string;
        department_id: number | null;
        department: string | null;
      }>(sql`
        INSERT INTO user_profiles (email, department) VALUES
          ('by.name@factory.test', 'finance & accounts'),
          ('unknown.name@factory.test', 'Astrophysics')
        RETURNING email, department_id, department`);
      return res.rows;
    });
    expect(rows).toEqual([
      { email: 'by.name@factory.test', department_id: finance, department: 'Finance & Accounts' },
      { email: 'unknown.name@factory.test', department_id: null, department: 'Astrophysics' },
    ]);
  });
});
