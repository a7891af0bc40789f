import { describe, expect, it } from 'vitest';
import { demo, useTestServer } from '@tests/support/test-server';

describe('the signed-in user', () => {
  const server = useTestServer();

  it('reads their own profile with role, tool access and onboarding defaults', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/get-users-profile/',
      headers: await server.authAs(demo.manager),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: demo.manager,
      first_name: 'Maya',
      display_name: 'Maya Manager',
      role: 'CHANGE_MANAGER',
      has_tool_access: false,
      onboarding_step: -1,
      user_config_step: -1,
      organisation: { name: 'Northwind Health' },
    });
    const admin = await server.app.inject({
      method: 'GET',
      url: '/api/v1/get-users-profile/',
      headers: await server.authAs(demo.admin),
    });
    expect(admin.json()).toMatchObject({ role: 'ADMIN', has_tool_access: true });
  });

  it('reads their organisation, and each organisation sees only its own', async () => {
    const mine = await server.app.inject({
      method: 'GET',
      url: '/api/v1/user-organisation/',
      headers: await server.authAs(demo.employee),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ name: 'Northwind Health', time_zone: 'Europe/London' });
    const theirs = await server.app.inject({
      method: 'GET',
      url: '/api/v1/user-organisation/',
      headers: await server.authAs(demo.otherAdmin),
    });
    expect(theirs.json()).toMatchObject({ name: 'Contoso Logistics' });
  });

  it('accepts a trailing-slash-less path', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/get-users-profile',
      headers: await server.authAs(demo.leader),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'LEADER' });
  });
});
