import { describe, expect, it } from 'vitest';
import { apiClient, seededId, seededProjects } from '../../tests/support/api';
import { demo, useTestServer } from '../../tests/support/test-server';

// The defects probing found (issue 10), each pinned by the request that showed it. The OpenAPI
// harness (openapi-harness/) sends the same kinds of request to every route.
describe('hardening', () => {
  const server = useTestServer();
  const api = apiClient(server);

  it('refuses ids past 2,147,483,647 in the path, in query lists and in body references', async () => {
    const project = await seededId(server, 'projects', seededProjects.epr);
    const path = await api.get(demo.admin, 'projects/2147483648/');
    expect(path.status).toBe(400);
    expect(path.body).toHaveProperty('id');
    const list = await api.get(
      demo.admin,
      `projects/null/changes_across_all_projects/?ids=1,2147483648`,
    );
    expect(list.status).toBe(400);
    expect(list.body).toHaveProperty('ids');
    const body = await api.post(demo.admin, 'workstreams/', {
      project,
      name: 'Too far',
      owner: 2147483648,
    });
    expect(body.status).toBe(400);
    expect(body.body).toHaveProperty('owner');
  });

  it('refuses a NUL character in any text with the field named', async () => {
    const created = await api.post(demo.admin, 'projects/', { name: 'a\u0000b' });
    expect(created).toEqual({
      status: 400,
      body: { name: ['Text cannot contain the NUL character.'] },
    });
    const search = await api.get(demo.admin, 'projects/?search=a%00b');
    expect(search.status).toBe(400);
    expect(search.body).toHaveProperty('search');
  });

  it('refuses dates in the year 0000', async () => {
    const res = await api.post(demo.admin, 'projects/', {
      name: 'Year zero',
      start_date: '0000-01-01',
    });
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('start_date');
  });

  it('refuses a null body and badly typed lists without crashing', async () => {
    const project = await seededId(server, 'projects', seededProjects.epr);
    for (const [method, path] of [
      ['post', 'projects/'],
      ['patch', `projects/${project}/`],
      ['post', `projects/${project}/changes/`],
    ] as const) {
      const res = await api[method](demo.admin, path, null);
      expect(res.status, `${method} ${path}`).toBe(400);
    }
    const mixed = await api.post(demo.admin, `projects/${project}/changes/`, {
      name: 'Mixed',
      impact_attributes: ['a', 1],
    });
    expect(mixed.status).toBe(400);
    expect(Object.keys(mixed.body as object).some((k) => k.startsWith('impact_attributes'))).toBe(
      true,
    );
  });

  it('names each unknown field', async () => {
    const res = await api.post(demo.admin, 'projects/', { name: 'Unknown', colour: 'teal' });
    expect(res).toEqual({ status: 400, body: { colour: ['This field is not allowed.'] } });
  });

  it('answers a path it cannot decode in the API’s error shape', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/projects/%E0%A4%A/',
      headers: await server.authAs(demo.admin),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The address is not valid: check its % escapes.' });
  });

  it('accepts only time zones both Node and PostgreSQL know, and no bare offsets', async () => {
    const organisation = (await api.get<{ id: number }>(demo.admin, 'organisation/')).body.id;
    for (const zone of ['US/Pacific-New', 'Canada/East-Saskatchewan', '+05:00', 'EST5EDT']) {
      const res = await api.patch(demo.admin, `organisation/${organisation}/`, { time_zone: zone });
      expect(res.status, zone).toBe(400);
      expect(res.body, zone).toHaveProperty('time_zone');
    }
    const ok = await api.patch(demo.admin, `organisation/${organisation}/`, {
      time_zone: 'Asia/Kolkata',
    });
    expect(ok.status).toBe(200);
    expect((await api.get(demo.admin, 'projects/')).status).toBe(200);
  });
});
