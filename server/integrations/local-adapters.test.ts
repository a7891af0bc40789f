import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxPaths } from '../../contract/integrations/outbox';
import type { OutboxMessage, OutboxPage } from '../../contract/integrations/outbox.schema';
import { documentLibraryPaths } from '../../contract/integrations/document-library';
import type { DocumentSite, DriveItem } from '../../contract/integrations/document-library.schema';
import { apiClient } from '@tests/support/api';
import { factories } from '@tests/support/factories';
import { demo, useTestServer } from '@tests/support/test-server';
import { checkUpload, MAX_IMAGE_SIDE, UploadRefused } from './files/upload-check';

async function organisationOf(server: ReturnType<typeof useTestServer>, email: string) {
  const res = await server.db.$client.query<{ organisation_id: number }>(
    'SELECT organisation_id FROM user_profiles WHERE lower(email) = lower($1)',
    [email],
  );
  return res.rows[0]?.organisation_id ?? 0;
}

describe('local integrations', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: number;
  beforeAll(async () => {
    org = await organisationOf(server, demo.admin);
  });

  it('keeps a sent mail as an .eml and an outbox item that managers and its recipient can open', async () => {
    const sent = await server.app.integrations.mail.send({
      organisationId: org,
      to: [{ name: 'Eve Employee', address: demo.employee }],
      subject: 'Your new rota starts Monday',
      html: '<p>Hello <strong>Eve</strong>, see the plan.</p>',
      attachments: [{ filename: 'plan.txt', contentType: 'text/plain', content: Buffer.from('x') }],
    });
    expect(sent.messageId).toMatch(/^outbox:\d+$/);
    const id = Number(sent.messageId.split(':')[1]);

    const list = await api.get<OutboxPage>(demo.manager, `${outboxPaths.list}?channel=EMAIL`);
    expect(list.body.results[0]).toMatchObject({
      id,
      channel: 'EMAIL',
      subject: 'Your new rota starts Monday',
      recipients: [{ name: 'Eve Employee', address: demo.employee }],
    });
    expect((await api.get<OutboxMessage>(demo.employee, outboxPaths.detail(id))).status).toBe(200);
    expect((await api.get(demo.leader, outboxPaths.detail(id))).status).toBe(404);
    expect((await api.get(demo.otherAdmin, outboxPaths.detail(id))).status).toBe(404);

    const raw = await server.app.inject({
      url: `/api/v1/${outboxPaths.raw(id)}`,
      headers: await server.authAs(demo.manager),
    });
    expect(raw.headers['content-type']).toBe('message/rfc822');
    expect(raw.headers['content-disposition']).toMatch(/^attachment; filename=".+\.eml"/);
    expect(raw.body).toContain('Subject: Your new rota starts Monday');
    expect(raw.body).toContain('To: Eve Employee <employee@demo.changecraft.test>');
    expect(raw.body).toContain('filename=plan.txt');
    expect(raw.body).toMatch(/Content-Type: text\/plain/);
  });

  it('records Teams notifications with the Graph request they stand for', async () => {
    await server.app.integrations.teams.notify({
      organisationId: org,
      recipients: [{ name: 'Eve', email: demo.employee, externalId: 'oid-eve' }],
      topic: 'New announcement',
      webUrl: 'https://localhost/announcements/1',
      activityType: 'announcementPosted',
      previewText: 'Rota <changes>',
    });
    const list = await api.get<OutboxPage>(demo.employee, `${outboxPaths.list}?channel=TEAMS`);
    const item = list.body.results[0];
    expect(item?.body_html).toContain('Rota &lt;changes&gt;');
    expect(item?.details.graph_request).toMatchObject({
      activityType: 'announcementPosted',
      recipients: [{ userId: 'oid-eve' }],
    });
  });

  it('writes an .ics invitation and suggests only times free of the events already sent', async () => {
    const calendar = server.app.integrations.calendar;
    const organiser = { name: 'Maya Manager', address: demo.manager };
    const eve = { name: 'Eve Employee', address: demo.employee };
    // Monday 2030-01-07 09:00–10:00 UTC is taken by an earlier invitation to Eve.
    await calendar.saveEvent({
      organisationId: org,
      reference: 'outlook-event:test-1',
      sequence: 0,
      organiser,
      subject: 'Rota briefing',
      bodyHtml: '<p>Bring questions</p>',
      location: 'Board room, Leeds',
      start: new Date('2030-01-07T09:00:00Z'),
      end: new Date('2030-01-07T10:00:00Z'),
      timeZone: 'Europe/London',
      attendees: [eve],
    });
    const list = await api.get<OutboxPage>(
      demo.manager,
      `${outboxPaths.list}?channel=OUTLOOK_EVENT`,
    );
    const invite = list.body.results[0];
    expect(invite?.raw_file_name).toMatch(/\.ics$/);
    const ics = await server.app.inject({
      url: `/api/v1/${outboxPaths.raw(invite?.id ?? 0)}`,
      headers: await server.authAs(demo.manager),
    });
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('DTSTART:20300107T090000Z');
    expect(ics.body).toContain('LOCATION:Board room\\, Leeds');
    expect(ics.body).toContain('ATTENDEE;CN=Eve Employee');

    const slots = await calendar.findMeetingTimes({
      organisationId: org,
      organiser,
      attendees: [eve],
      window: { start: new Date('2030-01-07T08:00:00Z'), end: new Date('2030-01-07T12:00:00Z') },
      durationMinutes: 60,
      maxCandidates: 3,
    });
    expect(slots.map((s) => s.start.toISOString())).toEqual([
      '2030-01-07T10:00:00.000Z',
      '2030-01-07T11:00:00.000Z',
    ]);
    expect(await calendar.searchLocations(org, 'board', 10)).toContain('Board room, Leeds');
    // Free/busy of several people at once: Eve is invited then, the organiser sends it, Sam is free.
    const busy = await calendar.busyTimes({
      organisationId: org,
      organiser: demo.manager,
      addresses: [eve.address.toUpperCase(), demo.manager, 'sam@example.com'],
      window: { start: new Date('2030-01-07T09:30:00Z'), end: new Date('2030-01-07T10:30:00Z') },
    });
    const hour = [
      { start: new Date('2030-01-07T09:00:00Z'), end: new Date('2030-01-07T10:00:00Z') },
    ];
    expect(busy).toEqual(
      new Map([
        [demo.employee.toLowerCase(), hour],
        [demo.manager.toLowerCase(), hour],
        ['sam@example.com', []],
      ]),
    );
  });

  it("suggests times within 09:00–17:00 of the organisation's own time zone", async () => {
    const make = factories(server.db);
    const sydney = await make.organisation({ timeZone: 'Australia/Sydney' });
    const slots = await server.app.integrations.calendar.findMeetingTimes({
      organisationId: sydney.id,
      organiser: { name: 'Sam', address: 'sam@example.org' },
      attendees: [],
      // Sunday 22:00 UTC to Monday 12:00 UTC: Monday 09:00 to 23:00 in Sydney (UTC+11).
      window: { start: new Date('2030-01-06T22:00:00Z'), end: new Date('2030-01-07T12:00:00Z') },
      durationMinutes: 60,
      maxCandidates: 20,
    });
    expect(slots[0]?.start.toISOString()).toBe('2030-01-06T22:00:00.000Z');
    expect(slots.at(-1)?.end.toISOString()).toBe('2030-01-07T06:00:00.000Z');
    expect(slots).toHaveLength(8);
  });

  it('lists Viva Engage communities from the organisation and keeps posts in the outbox', async () => {
    const communities = await server.app.integrations.vivaEngage.communities(org);
    expect(communities[0]).toEqual({ id: 'all-company', name: 'All company' });
    expect(communities.length).toBeGreaterThan(1);
    const posted = await server.app.integrations.vivaEngage.post({
      organisationId: org,
      communityId: 'all-company',
      communityName: 'All company',
      subject: 'Hello',
      body: 'Line one\nLine two',
      reference: 'yammer-post:1',
    });
    expect(posted.id).toMatch(/^outbox:/);
    // Reach: everyone active for All company; a department's active people for its community.
    expect(await server.app.integrations.vivaEngage.reach(org, 'all-company')).toBeGreaterThan(0);
    expect(await server.app.integrations.vivaEngage.reach(org, 'department-0')).toBe(0);
    expect(await server.app.integrations.vivaEngage.reach(org, 'elsewhere')).toBeNull();
  });

  it('serves the local document library: sites, folders, search and download with its name', async () => {
    const sites = await api.get<DocumentSite[]>(demo.manager, documentLibraryPaths.sites);
    expect(sites.status).toBe(200);
    const site = sites.body.find((s) => s.name === 'Changecraft');
    expect(site).toBeDefined();
    // Put a file into the site's library on disk, as an administrator would.
    const root = path.join(server.app.integrations.outbox.dataDir, 'documents', String(org));
    await mkdir(path.join(root, 'Changecraft', 'Plans'), { recursive: true });
    await writeFile(path.join(root, 'Changecraft', 'Plans', 'Rota plan.xlsx'), 'sheet');

    const top = await api.get<DriveItem[]>(
      demo.manager,
      documentLibraryPaths.libraryItems(site?.id ?? ''),
    );
    expect(top.body).toEqual([expect.objectContaining({ name: 'Plans', kind: 'folder' })]);
    const folder = top.body[0];
    const inside = await api.get<DriveItem[]>(
      demo.manager,
      documentLibraryPaths.folderItems(folder?.drive_id ?? '', folder?.id ?? ''),
    );
    expect(inside.body).toEqual([
      expect.objectContaining({ name: 'Rota plan.xlsx', kind: 'spreadsheet', size: 5 }),
    ]);
    const found = await api.get<DriveItem[]>(
      demo.manager,
      documentLibraryPaths.search(site?.id ?? '', 'rota'),
    );
    expect(found.body.map((i) => i.name)).toEqual(['Rota plan.xlsx']);
    const file = found.body[0];
    const download = await server.app.inject({
      url: `/api/v1/${documentLibraryPaths.download(file?.drive_id ?? '', file?.id ?? '')}`,
      headers: await server.authAs(demo.manager),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('filename="Rota plan.xlsx"');
    expect(download.body).toBe('sheet');
    const web = await api.get<{ web_url: string }>(
      demo.manager,
      documentLibraryPaths.webUrl(file?.drive_id ?? '', file?.id ?? ''),
    );
    expect(web.body.web_url).toContain('download-sharepoint-drive-item');

    // An id naming a path outside the organisation's library is not found.
    const escape = Buffer.from('../../../etc/passwd').toString('base64url');
    const outside = await server.app.inject({
      url: `/api/v1/${documentLibraryPaths.download('x', escape)}`,
      headers: await server.authAs(demo.manager),
    });
    expect(outside.statusCode).toBe(404);
    // Another organisation sees its own library, not this one.
    const other = await api.get<DriveItem[]>(
      demo.otherAdmin,
      documentLibraryPaths.search(site?.id ?? '', 'rota'),
    );
    expect(other.body).toEqual([]);
    expect(await readFile(path.join(root, 'Changecraft', 'Plans', 'Rota plan.xlsx'), 'utf8')).toBe(
      'sheet',
    );
  });
});

describe('upload checks', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it('accepts an image by its content and measures it', async () => {
    await expect(checkUpload(png, 'photo.jpg', 'image')).resolves.toEqual({
      contentType: 'image/png',
      size: png.length,
      width: 1,
      height: 1,
    });
  });

  it('refuses SVG with script, HTML, a fake image, unknown binaries and oversized files', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expect(checkUpload(svg, 'logo.png', 'image')).rejects.toThrow(UploadRefused);
    await expect(checkUpload(svg, 'logo.svg', 'file')).rejects.toThrow(/SVG/);
    await expect(checkUpload(Buffer.from('<html><body>x'), 'a.txt', 'file')).rejects.toThrow();
    await expect(checkUpload(Buffer.from('plain words'), 'a.png', 'image')).rejects.toThrow(/PNG/);
    await expect(
      checkUpload(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), 'run', 'file'),
    ).rejects.toThrow();
    await expect(checkUpload(Buffer.alloc(6 * 1024 * 1024, 1), 'big.png', 'image')).rejects.toThrow(
      /larger/,
    ); // A real PNG header whose width is one pixel over the limit.
    const header = Buffer.alloc(25);
    header.writeUInt32BE(13, 0);
    header.write('IHDR', 4, 'latin1');
    header.writeUInt32BE(MAX_IMAGE_SIDE + 1, 8);
    header.writeUInt32BE(1, 12);
    header.writeUInt8(8, 16);
    header.writeUInt8(2, 17);
    const wide = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      header,
      Buffer.from('0000000049454e44ae426082', 'hex'),
    ]);
    await expect(checkUpload(wide, 'wide.png', 'image')).rejects.toThrow(/pixels on each side/);
  });

  it('accepts plain text files by extension only when they are text', async () => {
    await expect(checkUpload(Buffer.from('a,b\n1,2\n'), 'list.csv', 'file')).resolves.toMatchObject(
      {
        contentType: 'text/csv; charset=utf-8',
      },
    );
    await expect(checkUpload(Buffer.from('a,b\n1,2\n'), 'list.exe', 'file')).rejects.toThrow();
  });
});
