import { describe, expect, it } from 'vitest';
import { featureFlagNames } from '../../../contract/admin/feature-flags';
import { demo, useTestServer } from '@tests/support/test-server';

describe('organisation and feature flags', () => {
  const server = useTestServer();

  it('reads the caller’s organisation', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/organisation/',
      headers: await server.authAs(demo.employee),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Northwind Health',
      time_zone: 'Europe/London',
      phase_names: { ALIGN: 'Understand & Reward' },
    });
    const other = await server.app.inject({
      method: 'GET',
      url: '/api/v1/organisation/',
      headers: await server.authAs(demo.otherAdmin),
    });
    expect(other.json()).toMatchObject({ name: 'Contoso Logistics' });
  });

  it('lets an admin rename a phase, and the phases list follows', async () => {
    const headers = await server.authAs(demo.admin);
    const org = (
      await server.app.inject({ method: 'GET', url: '/api/v1/organisation/', headers })
    ).json() as { id: number };
    const res = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/organisation/${org.id}/`,
      headers,
      payload: { phase_names: { DEPLOY: 'Go live' }, time_zone: 'Europe/Dublin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      time_zone: 'Europe/Dublin',
      phase_names: { DEPLOY: 'Go live', ALIGN: 'Understand & Reward' },
    });
    const phases = (
      await server.app.inject({ method: 'GET', url: '/api/v1/phases/', headers })
    ).json() as { code: string; name: string }[];
    expect(phases.find((p) => p.code === 'DEPLOY')?.name).toBe('Go live');
  });

  it('rejects bad organisation input with field messages and keeps what was stored', async () => {
    const headers = await server.authAs(demo.admin);
    const before = (
      await server.app.inject({ method: 'GET', url: '/api/v1/organisation/', headers })
    ).json() as { id: number; name: string };
    const res = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/organisation/${before.id}/`,
      headers,
      payload: {
        name: '',
        time_zone: 'Mars/Olympus',
        heatmap_thresholds: { medium: 9, high: 3, very_high: 1 },
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as Record<string, string[]>;
    expect(body.name?.[0]).toBe('Enter a name.');
    expect(body.time_zone?.[0]).toBe('Not a known IANA time zone.');
    expect(body.heatmap_thresholds).toBeDefined();
    const after = (
      await server.app.inject({ method: 'GET', url: '/api/v1/organisation/', headers })
    ).json() as { name: string };
    expect(after.name).toBe(before.name);
  });

  it('refuses organisation changes without tool access, and another organisation’s id answers 404', async () => {
    const mine = (
      await server.app.inject({
        method: 'GET',
        url: '/api/v1/organisation/',
        headers: await server.authAs(demo.manager),
      })
    ).json() as { id: number };
    const denied = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/organisation/${mine.id}/`,
      headers: await server.authAs(demo.manager),
      payload: { name: 'Hijacked' },
    });
    expect(denied.statusCode).toBe(403);
    const foreign = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/organisation/${mine.id}/`,
      headers: await server.authAs(demo.otherAdmin),
      payload: { name: 'Hijacked' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('reads and updates tool access settings', async () => {
    const headers = await server.authAs(demo.admin);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/organisation/get_tool_access_settings/',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      admin_roles: ['ADMIN'],
      assessments: { change_impact: true },
    });
    const officeBefore = (
      await server.app.inject({
        method: 'GET',
        url: '/api/v1/get-users-profile/',
        headers: await server.authAs(demo.office),
      })
    ).json() as { has_tool_access: boolean };
    expect(officeBefore.has_tool_access).toBe(false);
    const updated = await server.app.inject({
      method: 'PATCH',
      url: '/api/v1/organisation/update_tool_access_settings/',
      headers,
      payload: { admin_roles: ['ADMIN', 'CHANGE_OFFICE'], assessments: { business_risk: false } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      admin_roles: ['ADMIN', 'CHANGE_OFFICE'],
      assessments: { business_risk: false, change_impact: true },
    });
    const officeAfter = (
      await server.app.inject({
        method: 'GET',
        url: '/api/v1/get-users-profile/',
        headers: await server.authAs(demo.office),
      })
    ).json() as { has_tool_access: boolean };
    expect(officeAfter.has_tool_access).toBe(true);
    const invalid = await server.app.inject({
      method: 'PATCH',
      url: '/api/v1/organisation/update_tool_access_settings/',
      headers,
      payload: { admin_roles: ['CHANGE_OFFICE'] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ admin_roles: ['ADMIN always keeps tool access.'] });
  });

  it('lists every feature flag of the spec for the organisation', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/feature-flags/',
      headers: await server.authAs(demo.employee),
    });
    expect(res.statusCode).toBe(200);
    const flags = res.json() as { name: string; enabled: boolean; label: string }[];
    expect(flags.map((f) => f.name).sort()).toEqual([...featureFlagNames].sort());
    expect(flags.find((f) => f.name === 'widgets_for_testing')?.enabled).toBe(false);
  });

  it('reads one flag by name, switches it per organisation, and rejects unknown names', async () => {
    const headers = await server.authAs(demo.admin);
    const flick = await server.app.inject({
      method: 'GET',
      url: '/api/v1/feature-flags/flick_feature_flag/?feature=metrics',
      headers,
    });
    expect(flick.statusCode).toBe(200);
    const flag = flick.json() as { id: number; enabled: boolean };
    expect(flag.enabled).toBe(true);
    const off = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/feature-flags/${flag.id}/`,
      headers,
      payload: { enabled: false },
    });
    expect(off.json()).toMatchObject({ name: 'metrics', enabled: false });
    const other = await server.app.inject({
      method: 'GET',
      url: '/api/v1/feature-flags/flick_feature_flag/?feature=metrics',
      headers: await server.authAs(demo.otherAdmin),
    });
    expect(other.json()).toMatchObject({ enabled: true });
    const foreign = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/feature-flags/${flag.id}/`,
      headers: await server.authAs(demo.otherAdmin),
      payload: { enabled: true },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await server.app.inject({
      method: 'GET',
      url: '/api/v1/feature-flags/flick_feature_flag/?feature=teleportation',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json() as object)).toEqual(['feature']);
    const employee = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/feature-flags/${flag.id}/`,
      headers: await server.authAs(demo.employee),
      payload: { enabled: true },
    });
    expect(employee.statusCode).toBe(403);
    const badBody = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/feature-flags/${flag.id}/`,
      headers,
      payload: { enabled: 'yes' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toHaveProperty('enabled');
  });
});
