import { describe, expect, it } from 'vitest';
import { referenceListPaths } from '../../../../contract/admin/reference-lists';
import { apiClient } from '../../../../tests/support/api';
import { multipartBody } from '../../../../tests/support/multipart';
import { demo, useTestServer } from '../../../../tests/support/test-server';

interface Template {
  id: number;
  name: string;
  url: string | null;
  file_name: string | null;
  [field: string]: unknown;
}

const list = 'custom_tool_templates';
const csv = Buffer.from('Stakeholder,Influence,Interest\nFinance,High,Low\n');

/** A custom tool template is a link or a file; a file is stored once and downloaded by id. */
describe('custom tool templates as files', () => {
  const server = useTestServer();
  const api = apiClient(server);

  async function send(
    method: 'POST' | 'PATCH',
    as: string,
    path: string,
    fields: Record<string, unknown>,
    file?: { filename: string; data: Buffer },
  ) {
    const body = multipartBody(
      { payload: JSON.stringify(fields) },
      file && { field: 'file', contentType: 'text/csv', ...file },
    );
    const res = await server.app.inject({
      method,
      url: `/api/v1/${path}`,
      headers: { ...(await server.authAs(as)), ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() as Template & Record<string, string[]> };
  }

  const download = async (as: string, id: number) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v1/${referenceListPaths.download(list, id)}`,
      headers: await server.authAs(as),
    });

  it('uploads a template file that everyone downloads by name; a new link replaces it', async () => {
    const created = await send(
      'POST',
      demo.admin,
      referenceListPaths.list(list),
      {
        name: 'Stakeholder map',
      },
      { filename: 'stakeholder map.csv', data: csv },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: null, file_name: 'stakeholder map.csv' });
    expect(created.body).not.toHaveProperty('file_key');
    const id = created.body.id;

    const got = await download(demo.manager, id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toContain('stakeholder%20map.csv');
    expect(got.rawPayload.equals(csv)).toBe(true);
    expect((await download(demo.otherAdmin, id)).statusCode).toBe(404);

    // Renaming keeps the file; a link instead of it removes the file from storage.
    const renamed = await api.patch<Template>(demo.admin, referenceListPaths.detail(list, id), {
      name: 'Stakeholder grid',
    });
    expect(renamed.body).toMatchObject({
      name: 'Stakeholder grid',
      file_name: 'stakeholder map.csv',
    });
    const linked = await api.patch<Template>(demo.admin, referenceListPaths.detail(list, id), {
      url: 'https://intranet.example/grid',
    });
    expect(linked.body).toMatchObject({ url: 'https://intranet.example/grid', file_name: null });
    expect((await download(demo.admin, id)).statusCode).toBe(404);

    // And a file replaces the link again.
    const filed = await send(
      'PATCH',
      demo.admin,
      referenceListPaths.detail(list, id),
      {},
      {
        filename: 'grid.csv',
        data: csv,
      },
    );
    expect(filed.body).toMatchObject({ url: null, file_name: 'grid.csv' });
    expect((await download(demo.admin, id)).statusCode).toBe(200);

    expect((await api.delete(demo.admin, referenceListPaths.detail(list, id))).status).toBe(204);
    expect((await download(demo.admin, id)).statusCode).toBe(404);
  });

  it('asks for a link or a file, not both and not neither; only tool access uploads', async () => {
    const neither = await send('POST', demo.admin, referenceListPaths.list(list), { name: 'Plan' });
    expect(neither.status).toBe(400);
    expect(neither.body).toEqual({ url: ['Give a link or choose a file.'] });
    const both = await send(
      'POST',
      demo.admin,
      referenceListPaths.list(list),
      { name: 'Plan', url: 'https://intranet.example/plan' },
      { filename: 'plan.csv', data: csv },
    );
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ file: ['Give a link or a file, not both.'] });
    const script = await send(
      'POST',
      demo.admin,
      referenceListPaths.list(list),
      { name: 'Plan' },
      { filename: 'plan.html', data: Buffer.from('<script>alert(1)</script>') },
    );
    expect(script.status).toBe(400);
    expect(script.body).toHaveProperty('file');
    const denied = await send(
      'POST',
      demo.manager,
      referenceListPaths.list(list),
      { name: 'Plan' },
      { filename: 'plan.csv', data: csv },
    );
    expect(denied.status).toBe(403);
  });
});
