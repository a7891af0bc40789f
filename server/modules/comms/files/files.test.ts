import { beforeAll, describe, expect, it } from 'vitest';
import { commsFilePaths } from '@contract/comms/comms-files';
import type { CommsFile } from '@contract/comms/comms-files.schema';
import { projectGroupsPaths } from '@contract/groups/project-groups';
import type { FieldErrors } from '@contract/shared/common.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { multipartBody, tinyPng } from '@tests/support/multipart';
import { useTestServer } from '@tests/support/test-server';

/**
 * Comms files, training materials and custom tools: uploads checked by content, stored once and
 * served as attachments under their own name; a comms file reaches exactly the groups it is
 * shared with, and drafts and archived items stay with the project team.
 */
describe('comms files, training materials and custom tools', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let employee: MadeUser;
  let outsider: MadeUser;
  let project: { id: number };
  let group: number;

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    employee = await make.user(org, { role: 'EMPLOYEE' });
    outsider = await make.user(org, { role: 'EMPLOYEE' });
    project = await make.project(org, { team: [manager] });
    const created = await api.post<{ id: number }>(
      manager.email,
      projectGroupsPaths.create(project.id),
      {
        group_type: 'Impacted',
        group_role: 'IMPACTED_EMPLOYEES',
        name: 'Ward 4 nurses',
        members: [employee.id],
      },
    );
    expect(created.status).toBe(201);
    group = created.body.id;
  });

  async function upload(
    as: string,
    path: string,
    fields: Record<string, unknown>,
    file: { filename: string; contentType: string; data: Buffer },
  ) {
    const body = multipartBody({ payload: JSON.stringify(fields) }, { field: 'file', ...file });
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      headers: { ...(await server.authAs(as)), ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() as CommsFile & FieldErrors };
  }

  it('shares an uploaded file with a group, whose member downloads it by name; others do not see it', async () => {
    const created = await upload(
      manager.email,
      commsFilePaths.create('COMMS_FILE'),
      { project: project.id, title: 'Rota poster', tool_type: 'file', shared_groups: [group] },
      { filename: 'rota poster.png', contentType: 'image/png', data: tinyPng },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      file_name: 'rota poster.png',
      content_type: 'image/png',
      file_size: tinyPng.length,
      shared_groups: [{ id: group, name: 'Ward 4 nurses' }],
    });
    const id = created.body.id;

    const download = await server.app.inject({
      method: 'GET',
      url: `/api/v1/${commsFilePaths.download('COMMS_FILE', id)}`,
      headers: await server.authAs(employee.email),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['content-disposition']).toContain('rota%20poster.png');
    expect(download.rawPayload.equals(tinyPng)).toBe(true);

    const seen = await api.get<CommsFile[]>(
      outsider.email,
      commsFilePaths.list('COMMS_FILE', { project: project.id }),
    );
    expect(seen.body.map((f) => f.id)).not.toContain(id);

    // Unshared: the member no longer sees it either.
    const unshared = await api.patch<CommsFile>(
      manager.email,
      commsFilePaths.updateSharedStatus(id),
      {
        group_ids: [],
      },
    );
    expect(unshared.status).toBe(200);
    expect((await api.get(employee.email, commsFilePaths.detail('COMMS_FILE', id))).status).toBe(
      404,
    );
  });

  it('refuses a file whose content is not what its name says, and an SVG with a script', async () => {
    const disguised = await upload(
      manager.email,
      commsFilePaths.create('COMMS_FILE'),
      { project: project.id, title: 'Not a picture', tool_type: 'file' },
      {
        filename: 'photo.png',
        contentType: 'image/png',
        data: Buffer.from('MZ\x90\x00 executable'),
      },
    );
    expect(disguised.status).toBe(400);
    expect(disguised.body.file).toBeDefined();
    const svg = await upload(
      manager.email,
      commsFilePaths.create('TRAINING_MATERIAL'),
      { project: project.id, title: 'Diagram', tool_type: 'file' },
      {
        filename: 'diagram.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
    );
    expect(svg.status).toBe(400);
    expect(svg.body.file).toBeDefined();
  });

  it('keeps training links and custom tools by phase, archives them, and lets only the team write', async () => {
    const link = await api.post<CommsFile>(
      manager.email,
      commsFilePaths.create('TRAINING_MATERIAL'),
      {
        project: project.id,
        title: 'E-learning: new rota system',
        tool_type: 'link',
        link: 'https://learning.example.com/rota',
        phase: 'DEPLOY',
      },
    );
    expect(link.status).toBe(201);
    const noLink = await api.post<FieldErrors>(
      manager.email,
      commsFilePaths.create('CUSTOM_TOOL'),
      {
        project: project.id,
        title: 'Checklist',
        tool_type: 'link',
      },
    );
    expect(noLink.body.link).toEqual(['Enter the link.']);
    const byPhase = await api.get<CommsFile[]>(
      employee.email,
      commsFilePaths.list('TRAINING_MATERIAL', { project: project.id, phase: 'DEPLOY' }),
    );
    expect(byPhase.body.map((f) => f.title)).toEqual(['E-learning: new rota system']);
    const otherPhase = await api.get<CommsFile[]>(
      employee.email,
      commsFilePaths.list('TRAINING_MATERIAL', { project: project.id, phase: 'ALIGN' }),
    );
    expect(otherPhase.body).toEqual([]);
    expect(
      (
        await api.patch(employee.email, commsFilePaths.detail('TRAINING_MATERIAL', link.body.id), {
          archived: true,
        })
      ).status,
    ).toBe(403);
    const archived = await api.patch<CommsFile>(
      manager.email,
      commsFilePaths.detail('TRAINING_MATERIAL', link.body.id),
      { archived: true },
    );
    expect(archived.body.archived).toBe(true);
    const current = await api.get<CommsFile[]>(
      employee.email,
      commsFilePaths.list('TRAINING_MATERIAL', { project: project.id }),
    );
    expect(current.body).toEqual([]);
    // A link has no bytes to download.
    const download = await api.get(
      manager.email,
      commsFilePaths.download('TRAINING_MATERIAL', link.body.id),
    );
    expect(download.status).toBe(404);
  });
});
