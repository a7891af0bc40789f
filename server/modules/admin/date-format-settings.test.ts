import { describe, expect, it } from 'vitest';
import { demo, useTestServer } from '@tests/support/test-server';

// The organisation sets how dates are written; a person may choose their own format and zone.
describe('date format settings', () => {
  const server = useTestServer();

  const call = async (who: string, method: 'GET' | 'PATCH', url: string, payload?: object) =>
    server.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: await server.authAs(who),
      payload,
    });

  it('lets an admin set the organisation’s format, and every member’s session reads it', async () => {
    const org = (await call(demo.admin, 'GET', 'organisation/')).json() as { id: number };
    expect((await call(demo.employee, 'GET', 'user-organisation/')).json()).toMatchObject({
      locale: 'en-GB',
    });
    const saved = await call(demo.admin, 'PATCH', `organisation/${org.id}/`, { locale: 'en-US' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ locale: 'en-US' });
    expect((await call(demo.employee, 'GET', 'user-organisation/')).json()).toMatchObject({
      locale: 'en-US',
    });
    const bad = await call(demo.admin, 'PATCH', `organisation/${org.id}/`, { locale: 'xx-YY' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Record<string, string[]>).locale?.[0]).toBe(
      'Choose a format from the list.',
    );
  });

  it('lets a person override the format and zone for themselves, and clear them again', async () => {
    const me = (await call(demo.employee, 'GET', 'get-users-profile/')).json() as { id: number };
    const saved = await call(demo.employee, 'PATCH', `user_profiles/${me.id}/`, {
      locale: 'en-AU',
      time_zone: 'Australia/Sydney',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call(demo.employee, 'GET', 'get-users-profile/')).json()).toMatchObject({
      locale: 'en-AU',
      time_zone: 'Australia/Sydney',
    });
    await call(demo.employee, 'PATCH', `user_profiles/${me.id}/`, { locale: null });
    expect((await call(demo.employee, 'GET', 'get-users-profile/')).json()).toMatchObject({
      locale: null,
    });
  });
});
