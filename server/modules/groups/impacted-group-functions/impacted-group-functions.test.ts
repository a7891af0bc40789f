import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import type { GroupMember } from '../../../../contract/groups/group-members.schema';
import { referenceListPaths } from '../../../../contract/admin/reference-lists';
import { impactedGroupFunctionsPaths as paths } from '../../../../contract/groups/impacted-group-functions';
import type { ImpactedGroupFunction } from '../../../../contract/groups/impacted-group-functions.schema';
import { apiClient, seededId, seededPeople } from '../../../../tests/support/api';
import { demo, useTestServer } from '../../../../tests/support/test-server';

describe('functions of a global group', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let clinical: number;
  let finance: number;
  let clinicalOps: number;
  let patientServices: number;
  let technology: number;
  beforeAll(async () => {
    const id = async (q: ReturnType<typeof sql>) =>
      (await server.db.execute<{ id: number }>(q)).rows[0]?.id ?? 0;
    clinical = await id(
      sql`SELECT id FROM global_impacted_groups WHERE name = 'Clinical and patient-facing staff'`,
    );
    finance = await id(
      sql`SELECT id FROM global_impacted_groups WHERE name = 'Finance operations'`,
    );
    clinicalOps = await seededId(server, 'departments', 'Clinical Operations');
    patientServices = await seededId(server, 'departments', 'Patient Services');
    technology = await seededId(server, 'departments', 'Technology');
  });

  it('lists a group’s functions with departments and member counts', async () => {
    const res = await api.get<ImpactedGroupFunction[]>(demo.manager, paths.list(clinical));
    expect(res.body.map((f) => [f.name, f.departments.map((d) => d.name), f.member_count])).toEqual(
      [
        ['Clinical', ['Clinical Operations'], 2],
        ['Patient services', ['Patient Services'], 1],
      ],
    );
    expect((await api.get(demo.employee, paths.list(finance))).status).toBe(404);
    expect((await api.get(demo.otherAdmin, paths.list(clinical))).status).toBe(404);
  });

  it('creates, renames, re-scopes and deletes a function as an editor of the group', async () => {
    const res = await api.post<ImpactedGroupFunction>(demo.manager, paths.create(), {
      global_impacted_group: clinical,
      name: 'Front of house',
      departments: [patientServices, clinicalOps],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ global_impacted_group: clinical, member_count: 3 });
    const taken = await api.post<FieldErrors>(demo.manager, paths.create(), {
      global_impacted_group: clinical,
      name: 'clinical',
    });
    expect(taken.body.name).toEqual(['This group already has a function with this name.']);
    const badDepartment = await api.post<FieldErrors>(demo.manager, paths.create(), {
      global_impacted_group: clinical,
      name: 'Elsewhere',
      departments: [999999],
    });
    expect(badDepartment.body.departments).toEqual(['Choose departments of your organisation.']);
    const patched = await api.patch<ImpactedGroupFunction>(
      demo.manager,
      paths.detail(res.body.id),
      {
        name: 'Reception',
        departments: [technology],
      },
    );
    expect(patched.body).toMatchObject({ name: 'Reception', member_count: 0 });
    expect(
      (await api.patch(seededPeople.priya, paths.detail(res.body.id), { name: 'x' })).status,
    ).toBe(403);
    expect((await api.delete(demo.leader, paths.detail(res.body.id))).status).toBe(403);
    expect((await api.delete(demo.manager, paths.detail(res.body.id))).status).toBe(204);
    expect((await api.delete(demo.manager, paths.detail(res.body.id))).status).toBe(404);
  });

  it('lists a function’s members and downloads one department as CSV', async () => {
    const [fn] = (await api.get<ImpactedGroupFunction[]>(demo.manager, paths.list(clinical))).body;
    const members = await api.get<GroupMember[]>(demo.leader, paths.members(fn?.id ?? 0));
    expect(members.body.map((m) => m.display_name)).toEqual(['Leo Leader', 'Sam Sponsor']);
    expect((await api.get(demo.employee, paths.members(fn?.id ?? 0))).status).toBe(403);
    const csv = await server.app.inject({
      method: 'GET',
      url: `/api/v1/${paths.departmentCsv(fn?.id ?? 0, clinicalOps)}`,
      headers: await server.authAs(demo.manager),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="Clinical Operations members.csv"',
    );
    expect(csv.body.split('\r\n')).toEqual([
      'Name,Email,Job title,Department,Site,Role',
      'Leo Leader,leader@demo.changecraft.test,Ward operations lead,Clinical Operations,Leeds,Leader',
      'Sam Sponsor,sam.sponsor@demo.changecraft.test,Chief operating officer,Clinical Operations,London,Leader',
      '',
    ]);
    const outside = await api.get<FieldErrors>(
      demo.manager,
      paths.departmentCsv(fn?.id ?? 0, technology),
    );
    expect(outside.body.departmentId).toEqual(['This department is not part of the function.']);
  });

  it('keeps a function’s people when their department is renamed', async () => {
    const renamed = await api.patch(
      demo.admin,
      referenceListPaths.detail('departments', clinicalOps),
      {
        name: 'Clinical Care',
      },
    );
    expect(renamed.status).toBe(200);
    const functions = await api.get<ImpactedGroupFunction[]>(demo.manager, paths.list(clinical));
    expect(
      functions.body.map((f) => [f.name, f.departments.map((d) => d.name), f.member_count]),
    ).toEqual([
      ['Clinical', ['Clinical Care'], 2],
      ['Patient services', ['Patient Services'], 1],
    ]);
    const members = await api.get<GroupMember[]>(
      demo.leader,
      paths.members(functions.body[0]?.id ?? 0),
    );
    expect(members.body.map((m) => [m.display_name, m.department])).toEqual([
      ['Leo Leader', 'Clinical Care'],
      ['Sam Sponsor', 'Clinical Care'],
    ]);
  });
});
