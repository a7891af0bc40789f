import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commsFilePaths } from '@contract/comms/comms-files';
import { commsDeliveriesPaths } from '@contract/comms/deliveries';
import type { DeliverySummary, FailedDelivery } from '@contract/comms/deliveries.schema';
import type { OutboxPage } from '@contract/integrations/outbox.schema';
import type { CommsFile } from '@contract/comms/comms-files.schema';
import { threadsPaths } from '@contract/comms/threads';
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
  let make: ReturnType<typeof factories>;

  beforeAll(async () => {
    make = factories(server.db);
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
    // An image file previews inline; only those who see the file see its preview.
    const preview = await server.app.inject({
      method: 'GET',
      url: `/api/v1/image-preview/?itemId=${id}&itemType=comms_file`,
      headers: await server.authAs(employee.email),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['content-disposition']).toContain('inline');
    const hidden = await api.get(outsider.email, `image-preview/?itemId=${id}&itemType=comms_file`);
    expect(hidden.status).toBe(404);

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

  it('tells the people a file is shared with in Teams once each, opening it from the notification', async () => {
    const notifications = async (title: string) =>
      (await api.get<OutboxPage>(manager.email, 'outbox/?channel=TEAMS&page_size=100')).body.results
        .filter((m) => m.subject === title)
        .reverse();
    // A draft tells no one, even when it names its groups.
    const created = await upload(
      manager.email,
      commsFilePaths.create('COMMS_FILE'),
      {
        project: project.id,
        title: 'Handover checklist',
        tool_type: 'file',
        shared_groups: [group],
        is_draft: true,
      },
      { filename: 'checklist.png', contentType: 'image/png', data: tinyPng },
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.delivery).toMatchObject({ sent: 0 });
    expect(await notifications('Handover checklist')).toHaveLength(0);

    // Published: the group's member is told, with a link that opens this file from the notification.
    await api.patch(manager.email, commsFilePaths.detail('COMMS_FILE', id), { is_draft: false });
    const [told] = await notifications('Handover checklist');
    expect(told?.recipients.map((r) => r.address)).toEqual([employee.email]);
    const link = `/projects/${project.id}/comms/files?file=${id}&from=notification`;
    expect(told?.details.graph_request).toMatchObject({
      topic: { source: 'text', value: 'Handover checklist', webUrl: expect.stringContaining(link) },
      activityType: 'fileShared',
      templateParameters: [{ name: 'fileTitle', value: 'Handover checklist' }],
      recipients: [
        {
          '@odata.type': 'microsoft.graph.aadUserNotificationRecipient',
          userId: expect.any(String),
        },
      ],
    });

    // Sharing with a second group tells only its new member; those already told are not told again.
    const newcomer = await make.user(org, { role: 'EMPLOYEE' });
    const second = await api.post<{ id: number }>(
      manager.email,
      projectGroupsPaths.create(project.id),
      {
        group_type: 'Impacted',
        group_role: 'IMPACTED_EMPLOYEES',
        name: 'Night porters',
        members: [newcomer.id, employee.id],
      },
    );
    await api.patch(manager.email, commsFilePaths.updateSharedStatus(id), {
      group_ids: [group, second.body.id],
    });
    await api.patch(manager.email, commsFilePaths.updateSharedStatus(id), {
      group_ids: [group, second.body.id],
    });
    const all = await notifications('Handover checklist');
    expect(all.map((m) => m.recipients.map((r) => r.address))).toEqual([
      [employee.email],
      [newcomer.email],
    ]);

    // The member downloads it: opened; the figures add up per group, for the team only.
    await server.app.inject({
      method: 'GET',
      url: `/api/v1/${commsFilePaths.download('COMMS_FILE', id)}`,
      headers: await server.authAs(employee.email),
    });
    const seen = await api.get<CommsFile>(manager.email, commsFilePaths.detail('COMMS_FILE', id));
    expect(seen.body.delivery).toMatchObject({ sent: 2, delivered: 2, opened: 1, failed: 0 });
    const own = await api.get<CommsFile>(employee.email, commsFilePaths.detail('COMMS_FILE', id));
    expect(own.body.delivery).toBeNull();
    const summary = await api.get<DeliverySummary>(
      manager.email,
      commsDeliveriesPaths.summary('COMMS_FILE', id),
    );
    expect(summary.body.by_group.map((g) => [g.group_name, g.sent, g.opened])).toEqual([
      ['Ward 4 nurses', 1, 1],
      ['Night porters', 1, 0],
    ]);
  });

  it('lists a share Teams refused with its reason, and sends it again on retry', async () => {
    const teams = server.app.integrations.teams;
    server.app.integrations.teams = {
      notify: () => Promise.reject(new Error('Graph answered 503 Service Unavailable')),
    };
    let id: number;
    try {
      const created = await api.post<CommsFile>(
        manager.email,
        commsFilePaths.create('COMMS_FILE'),
        {
          project: project.id,
          title: 'Parking map',
          tool_type: 'link',
          link: 'https://intranet.example.com/parking',
          shared_groups: [group],
        },
      );
      expect(created.status).toBe(201);
      id = created.body.id;
      expect(created.body.delivery).toMatchObject({ sent: 1, delivered: 0, failed: 1 });
    } finally {
      server.app.integrations.teams = teams;
    }
    const failed = await api.get<FailedDelivery[]>(
      manager.email,
      commsDeliveriesPaths.failed(project.id),
    );
    const mine = failed.body.find((f) => f.item_kind === 'COMMS_FILE' && f.item_id === id);
    expect(mine).toMatchObject({
      item_title: 'Parking map',
      recipient: { id: employee.id },
      failed_reason: 'Graph answered 503 Service Unavailable',
    });
    // Only those who run the project retry.
    expect(
      (await api.post(employee.email, commsDeliveriesPaths.retry(mine?.id ?? 0), {})).status,
    ).toBe(403);
    const retried = await api.post<DeliverySummary>(
      manager.email,
      commsDeliveriesPaths.retry(mine?.id ?? 0),
      {},
    );
    expect(retried.body).toMatchObject({ sent: 1, delivered: 1, failed: 0 });
    const outbox = await api.get<OutboxPage>(manager.email, 'outbox/?channel=TEAMS');
    expect(outbox.body.results.find((m) => m.subject === 'Parking map')?.body_html).toContain(
      `/comms/files?file=${id}&amp;from=notification`,
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

  it('refuses a file over 25 MB, and an announcement image over 5 MB or wider than 8,000 pixels, writing nothing', async () => {
    const rows = async () => {
      const result = await server.db.execute<{ files: number; threads: number }>(sql`
        SELECT (SELECT count(*)::int FROM comms_files WHERE organisation_id = ${org.id}) AS files,
               (SELECT count(*)::int FROM comms_threads WHERE organisation_id = ${org.id}) AS threads`);
      return result.rows[0];
    };
    const before = await rows();
    const big = await upload(
      manager.email,
      commsFilePaths.create('COMMS_FILE'),
      { project: project.id, title: 'Whole archive', tool_type: 'file' },
      {
        filename: 'archive.txt',
        contentType: 'text/plain',
        data: Buffer.alloc(25 * 1024 * 1024 + 1, 'a'),
      },
    );
    expect(big.status).toBe(400);
    expect(big.body.file).toEqual(['The file is larger than 25 MB.']);

    const announce = async (image: Buffer) => {
      const body = multipartBody(
        { payload: JSON.stringify({ title: 'Rota poster', project: project.id }) },
        { field: 'image', filename: 'poster.png', contentType: 'image/png', data: image },
      );
      const res = await server.app.inject({
        method: 'POST',
        url: `/api/v1/${threadsPaths.createAnnouncement(false, true)}`,
        headers: { ...(await server.authAs(manager.email)), ...body.headers },
        payload: body.payload,
      });
      return { status: res.statusCode, body: res.json() as FieldErrors };
    };
    // A real PNG header, padded past the image limit.
    const heavy = await announce(Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]));
    expect(heavy.status).toBe(400);
    expect(heavy.body.image).toEqual(['The file is larger than 5 MB.']);
    // The same tiny PNG claiming 8,001 pixels across in its header.
    const wide = Buffer.from(tinyPng);
    wide.writeUInt32BE(8001, 16);
    const tooWide = await announce(wide);
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.image).toEqual(['Images may be at most 8000 pixels on each side.']);

    expect(await rows()).toEqual(before);
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
    // Nor an image to preview.
    const preview = await api.get(
      manager.email,
      `image-preview/?itemId=${link.body.id}&itemType=training_material`,
    );
    expect(preview.status).toBe(404);
  });
});
