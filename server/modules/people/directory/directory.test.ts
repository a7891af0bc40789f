import { describe, expect, it } from 'vitest';
import { demo, useTestServer } from '../../../../tests/support/test-server';

describe('the directory (local default)', () => {
  const server = useTestServer();
  const get = async (as: string, url: string) =>
    server.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: await server.authAs(as) });

  it('lists and searches directory groups made from departments and sites', async () => {
    const all = await get(demo.manager, 'directory-groups/');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual(
      expect.arrayContaining([
        {
          id: 'department:Finance',
          display_name: 'Finance',
          description: 'Everyone in the Finance department',
        },
      ]),
    );
    const found = await get(
      demo.manager,
      'directory-groups/get_directory_groups_by_search/?search=leeds',
    );
    expect(found.json().map((g: { id: string }) => g.id)).toEqual(['site:Leeds']);
  });

  it('searches directory users', async () => {
    const res = await get(demo.manager, 'get-graph-users/?search=emma');
    expect(res.json()).toEqual([
      expect.objectContaining({ mail: demo.employee, display_name: 'Emma Employee' }),
    ]);
  });

  it('re-syncs directory-linked groups as a job, with progress and the last sync time', async () => {
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/v1/refresh-ad-groups/',
      headers: await server.authAs(demo.manager),
    });
    expect(refused.statusCode).toBe(403);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/refresh-ad-groups/',
      headers: await server.authAs(demo.admin),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ source: 'local', latest: { status: 'queued' } });
    await server.app.jobQueue.idle();
    const status = await get(demo.admin, 'directory-sync/');
    expect(status.json().latest).toMatchObject({ status: 'succeeded' });
    expect(status.json().last_synced_at).not.toBeNull();
  });
});
