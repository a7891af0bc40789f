import { describe, expect, it } from 'vitest';
import { demo, useTestServer } from '../../../../tests/support/test-server';

describe('roles and deactivation', () => {
  const server = useTestServer();
  const call = async (
    as: string,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) =>
    server.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: await server.authAs(as),
      ...(payload ? { payload } : {}),
    });
  const idOf = async (email: string) =>
    (await call(email, 'GET', 'get-users-profile/')).json().id as number;

  it('lists people with their roles for admins only, searchable and paged', async () => {
    const res = await call(demo.admin, 'POST', 'get-users-with-roles/', {
      search: 'leo',
      page_size: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      expect.objectContaining({ email: demo.leader, role: 'LEADER' }),
    ]);
    expect((await call(demo.office, 'POST', 'get-users-with-roles/', {})).statusCode).toBe(403);
  });

  it('changes a role, and the person’s next call carries it', async () => {
    const leader = await idOf(demo.leader);
    const res = await call(demo.admin, 'PATCH', 'update-role-for-user/', {
      user_id: leader,
      role: 'CHANGE_MANAGER',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('CHANGE_MANAGER');
    expect((await call(demo.leader, 'GET', 'get-users-profile/')).json().role).toBe(
      'CHANGE_MANAGER',
    );
    const bad = await call(demo.admin, 'PATCH', 'update-role-for-user/', {
      user_id: leader,
      role: 'KING',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('role');
    expect(
      (
        await call(demo.manager, 'PATCH', 'update-role-for-user/', {
          user_id: leader,
          role: 'ADMIN',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('never demotes the last admin', async () => {
    const admin = await idOf(demo.admin);
    const res = await call(demo.admin, 'PATCH', 'update-role-for-user/', {
      user_id: admin,
      role: 'EMPLOYEE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().role[0]).toMatch(/last admin/);
  });

  it('deactivates a person, whose next call is refused as disabled, and reactivates them', async () => {
    const employee = await idOf(demo.employee);
    const off = await call(demo.admin, 'PATCH', 'deactivate-user/', { user_id: employee });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ is_active: false });
    expect(off.json().deactivated_at).not.toBeNull();
    const refused = await call(demo.employee, 'GET', 'get-users-profile/');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'User account is disabled.' });
    const on = await call(demo.admin, 'PATCH', 'deactivate-user/', {
      user_id: employee,
      is_active: true,
    });
    expect(on.json()).toMatchObject({ is_active: true, deactivated_at: null });
    expect((await call(demo.employee, 'GET', 'get-users-profile/')).statusCode).toBe(200);
  });

  it('refuses to deactivate yourself, and to non-admins', async () => {
    const admin = await idOf(demo.admin);
    const self = await call(demo.admin, 'PATCH', 'deactivate-user/', { user_id: admin });
    expect(self.json()).toEqual({ user_id: ['You cannot deactivate your own account.'] });
    const office = await call(demo.office, 'PATCH', 'deactivate-user/', { user_id: admin });
    expect(office.statusCode).toBe(403);
  });
});
