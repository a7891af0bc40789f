import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recorded } from '@tests/support/recorded/graph-responses';
import { GraphDocumentLibrary } from '../documents/graph-document-library';
import { AzureBlobFileStore } from '../files/file-store';
import { GraphMail } from '../mail/graph-mail';
import { GraphCalendar } from './calendar';
import { clientCredentialsTokens, graphClient } from './graph-client';
import { GraphTeamsNotifier } from './teams-notifications';
import { GraphVivaEngage } from './viva-engage';

const G = 'https://graph.microsoft.com/v1.0';
const requests: { method: string; url: string; body: unknown; auth: string | null }[] = [];
async function remember(request: Request) {
  const text = await request.clone().text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // form-encoded token request: keep the text
  }
  requests.push({
    method: request.method,
    url: request.url,
    body,
    auth: request.headers.get('authorization'),
  });
}

const network = setupServer(
  http.post('https://login.microsoftonline.com/tenant-1/oauth2/v2.0/token', async ({ request }) => {
    await remember(request);
    return HttpResponse.json(recorded.token);
  }),
  http.post(`${G}/users/:sender/sendMail`, async ({ request }) => {
    await remember(request);
    return new HttpResponse(null, { status: 202 });
  }),
  http.post(`${G}/teamwork/sendActivityNotificationToRecipients`, async ({ request }) => {
    await remember(request);
    return new HttpResponse(null, { status: 202 });
  }),
  http.post(`${G}/users/:organiser/events`, async ({ request }) => {
    await remember(request);
    return HttpResponse.json(recorded.createdEvent, { status: 201 });
  }),
  http.get(`${G}/users/:organiser/events/:id`, () => HttpResponse.json(recorded.eventAttendees)),
  http.patch(`${G}/users/:organiser/events/:id`, async ({ request }) => {
    await remember(request);
    return HttpResponse.json(recorded.createdEvent);
  }),
  http.post(`${G}/users/:organiser/findMeetingTimes`, async ({ request }) => {
    await remember(request);
    return HttpResponse.json(recorded.meetingTimes);
  }),
  http.post(`${G}/users/:organiser/calendar/getSchedule`, async ({ request }) => {
    await remember(request);
    return HttpResponse.json(recorded.schedules);
  }),
  http.get(`${G}/places/microsoft.graph.room`, ({ request }) =>
    HttpResponse.json(
      new URL(request.url).searchParams.has('$skiptoken') ? recorded.roomsLastPage : recorded.rooms,
    ),
  ),
  http.get(`${G}/employeeExperience/communities`, () => HttpResponse.json(recorded.communities)),
  http.get(`${G}/employeeExperience/communities/:id`, async ({ request }) => {
    await remember(request);
    return HttpResponse.json(recorded.community);
  }),
  // Graph refuses $count without eventual consistency.
  http.get(`${G}/groups/:group/members/$count`, ({ request, params }) =>
    request.headers.get('consistencylevel') === 'eventual' &&
    params.group === recorded.community.groupId
      ? new HttpResponse(recorded.communityMemberCount, {
          headers: { 'content-type': 'text/plain' },
        })
      : HttpResponse.json({ error: { code: 'Request_BadRequest' } }, { status: 400 }),
  ),
  http.post('https://www.yammer.com/api/v1/messages.json', async ({ request }) => {
    await remember(request);
    return HttpResponse.json(recorded.yammerMessage, { status: 201 });
  }),
  http.get(`${G}/sites`, () => HttpResponse.json(recorded.sites)),
  http.get(`${G}/sites/:site/drive`, () => HttpResponse.json(recorded.drive)),
  http.get(`${G}/drives/:drive/root/children`, () => HttpResponse.json(recorded.children)),
  // A folder's children come a page at a time; the second page is asked for by its nextLink.
  http.get(`${G}/drives/:drive/items/:item/children`, async ({ request }) => {
    await remember(request);
    return HttpResponse.json(
      new URL(request.url).searchParams.has('$skiptoken')
        ? recorded.folderLastPage
        : recorded.folderFirstPage,
    );
  }),
  http.get(/\/sites\/[^/]+\/drive\/root\/search\(q='.*'\)$/, async ({ request }) => {
    await remember(request);
    return HttpResponse.json({ value: [recorded.children.value[1]] });
  }),
  http.get(`${G}/drives/:drive/items/:item`, ({ params }) =>
    HttpResponse.json(recorded.children.value.find((i) => i.id === params.item)),
  ),
  http.get(`${G}/drives/:drive/items/:item/content`, () =>
    HttpResponse.arrayBuffer(new TextEncoder().encode('xlsx-bytes').buffer),
  ),
  http.put('https://acct.blob.core.windows.net/files/:org/:key', async ({ request }) => {
    await remember(request);
    return new HttpResponse(null, { status: 201, headers: { etag: '"0x8D"' } });
  }),
  // downloadToBuffer asks for the blob's properties (its length) before reading it.
  http.head(
    'https://acct.blob.core.windows.net/files/:org/:key',
    () =>
      new HttpResponse(null, {
        headers: { 'content-length': '6', 'content-type': 'text/plain', etag: '"0x8D"' },
      }),
  ),
  http.get('https://acct.blob.core.windows.net/files/:org/:key', () =>
    HttpResponse.arrayBuffer(new TextEncoder().encode('stored').buffer, {
      headers: { 'content-length': '6', 'content-type': 'text/plain', etag: '"0x8D"' },
    }),
  ),
);

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  network.resetHandlers();
  requests.length = 0;
});
afterAll(() => network.close());

const tokens = clientCredentialsTokens({
  tenantId: 'tenant-1',
  clientId: 'app',
  clientSecret: 's',
});
const graph = await graphClient(tokens);
const ctx = { organisationId: 1, userEmail: 'maya@contoso.com' };

describe('Microsoft Graph adapters', () => {
  it('send mail through sendMail with the app token and an attachment', async () => {
    await new GraphMail(graph, 'comms@contoso.com').send({
      organisationId: 1,
      to: [{ name: 'Eve', address: 'eve@contoso.com' }],
      subject: 'Hello',
      html: '<p>Hi</p>',
      attachments: [{ filename: 'a.txt', contentType: 'text/plain', content: Buffer.from('A') }],
    });
    const sent = requests.find((r) => r.url.endsWith('/users/comms%40contoso.com/sendMail'));
    expect(sent?.auth).toBe('Bearer eyJ0eXAi.app-token');
    expect(sent?.body).toEqual({
      message: {
        subject: 'Hello',
        body: { contentType: 'HTML', content: '<p>Hi</p>' },
        toRecipients: [{ emailAddress: { address: 'eve@contoso.com', name: 'Eve' } }],
        attachments: [
          {
            '@odata.type': '#microsoft.graph.fileAttachment',
            name: 'a.txt',
            contentType: 'text/plain',
            contentBytes: 'QQ==',
          },
        ],
      },
      saveToSentItems: false,
    });
  });

  it('send Teams activity notifications to directory users', async () => {
    await new GraphTeamsNotifier(graph).notify({
      organisationId: 1,
      recipients: [{ name: 'Eve', email: 'eve@contoso.com', externalId: 'oid-1' }],
      topic: 'New announcement',
      webUrl: 'https://teams.microsoft.com/l/entity/app/announcements',
      activityType: 'announcementPosted',
      previewText: 'Rota changes',
    });
    expect(requests.at(-1)?.body).toMatchObject({
      topic: { source: 'text', value: 'New announcement' },
      recipients: [
        { '@odata.type': 'microsoft.graph.aadUserNotificationRecipient', userId: 'oid-1' },
      ],
      previewText: { content: 'Rota changes' },
    });
  });

  it('create and update Outlook events, read suggestions and rooms', async () => {
    const calendar = new GraphCalendar(graph);
    const event = {
      organisationId: 1,
      reference: 'outlook-event:7',
      sequence: 0,
      organiser: { name: 'Maya', address: 'maya@contoso.com' },
      subject: 'Rota briefing',
      bodyHtml: '<p>Agenda</p>',
      location: 'Board Room Leeds',
      start: new Date('2030-01-07T09:00:00Z'),
      end: new Date('2030-01-07T10:00:00Z'),
      timeZone: 'Europe/London',
      attendees: [{ name: 'Eve', address: 'eve@contoso.com' }],
    };
    const created = await calendar.saveEvent(event);
    expect(created.providerId).toBe('AAMkAGI1AAAt9AHjAAA=');
    expect(requests.at(-1)?.body).toMatchObject({
      start: { dateTime: '2030-01-07T09:00:00.000', timeZone: 'UTC' },
      attendees: [{ emailAddress: { address: 'eve@contoso.com' }, type: 'required' }],
      location: { displayName: 'Board Room Leeds' },
    });
    await calendar.saveEvent({ ...event, providerId: created.providerId, sequence: 1 });
    expect(requests.at(-1)?.method).toBe('PATCH');
    expect(
      await calendar.responses({
        organisationId: 1,
        organiser: 'maya@contoso.com',
        providerId: created.providerId,
      }),
    ).toEqual([
      { address: 'eve@contoso.com', response: 'accepted' },
      { address: 'sam@contoso.com', response: 'none' },
    ]);
    const slots = await calendar.findMeetingTimes({
      organisationId: 1,
      organiser: event.organiser,
      attendees: event.attendees,
      window: { start: new Date('2030-01-07T08:00:00Z'), end: new Date('2030-01-07T17:00:00Z') },
      durationMinutes: 60,
      maxCandidates: 5,
    });
    expect(slots).toEqual([
      { start: new Date('2030-01-07T10:00:00Z'), end: new Date('2030-01-07T11:00:00Z') },
    ]);
    expect(requests.at(-1)?.body).toMatchObject({ meetingDuration: 'PT60M', maxCandidates: 5 });
    // Rooms on every page, until enough match.
    expect(await calendar.searchLocations(1, 'board', 10)).toEqual([
      'Board Room Leeds',
      'Board Room York',
    ]);
    expect(await calendar.searchLocations(1, 'board', 1)).toEqual(['Board Room Leeds']);
  });

  it('read free/busy of many people through getSchedule, 100 a request, busy items only', async () => {
    const calendar = new GraphCalendar(graph);
    const window = {
      start: new Date('2030-01-07T08:00:00Z'),
      end: new Date('2030-01-07T12:00:00Z'),
    };
    const others = Array.from({ length: 101 }, (_, i) => `p${i}@contoso.com`);
    const busy = await calendar.busyTimes({
      organisationId: 1,
      organiser: 'maya@contoso.com',
      addresses: ['Eve@contoso.com', 'sam@contoso.com', ...others],
      window,
    });
    expect(busy.get('eve@contoso.com')).toEqual([
      { start: new Date('2030-01-07T09:00:00Z'), end: new Date('2030-01-07T10:00:00Z') },
    ]);
    // A calendar Graph could not read is unknown, not free.
    expect(busy.get('sam@contoso.com')).toBeNull();
    const asked = requests.filter((r) => r.url.endsWith('/calendar/getSchedule'));
    expect(asked.map((r) => (r.body as { schedules: string[] }).schedules.length)).toEqual([
      100, 3,
    ]);
    expect(asked[0]?.url).toContain('/users/maya%40contoso.com/calendar/getSchedule');
    expect(asked[0]?.body).toMatchObject({
      startTime: { dateTime: '2030-01-07T08:00:00.000', timeZone: 'UTC' },
      endTime: { dateTime: '2030-01-07T12:00:00.000', timeZone: 'UTC' },
    });
  });

  it('list Viva Engage communities from Graph and post to the community’s group', async () => {
    const viva = new GraphVivaEngage(graph, tokens);
    const communities = await viva.communities();
    expect(communities).toEqual([
      { id: recorded.communities.value[0]?.id, name: 'Change champions' },
    ]);
    const posted = await viva.post({
      organisationId: 1,
      communityId: communities[0]?.id ?? '',
      communityName: 'Change champions',
      subject: 'Go-live',
      body: 'We go live Monday',
      reference: 'yammer-post:1',
    });
    expect(posted.id).toBe('1191513329');
    expect(requests.at(-1)?.body).toMatchObject({ group_id: '4520423424', title: 'Go-live' });
    // Its reach: the member count of the group behind the community.
    expect(await viva.reach(1, communities[0]?.id ?? '')).toBe(42);
    expect(requests.at(-1)?.url).toMatch(/(\$|%24)select=groupId/);
  });

  it('read SharePoint sites, library items and downloads', async () => {
    const library = new GraphDocumentLibrary(graph);
    expect(await library.sitesForUser()).toEqual([
      {
        id: recorded.sites.value[0]?.id,
        name: 'Change Office',
        web_url: 'https://contoso.sharepoint.com/sites/change',
      },
    ]);
    const items = await library.libraryItems(ctx, recorded.sites.value[0]?.id ?? '');
    expect(items.map((i) => [i.name, i.kind, i.size])).toEqual([
      ['Plans', 'folder', null],
      ['Rota plan.xlsx', 'spreadsheet', 25344],
    ]);
    const file = await library.download(
      ctx,
      recorded.drive.id,
      '01BYE5RZ5MYLM2SMX75ZBIPQZIHT6OAYPB',
    );
    expect(file?.name).toBe('Rota plan.xlsx');
    expect(file?.data.toString()).toBe('xlsx-bytes');
  });

  it('read every page of a folder, search a site with the text quoted, and give an item’s web URL', async () => {
    const library = new GraphDocumentLibrary(graph);
    const folder = recorded.children.value[0]?.id ?? '';
    const items = await library.folderItems(ctx, recorded.drive.id, folder);
    expect(items.map((i) => [i.name, i.kind, i.drive_id])).toEqual([
      ['Ward 4 rota.docx', 'word document', recorded.drive.id],
      ['Go-live deck.pptx', 'presentation', recorded.drive.id],
    ]);
    expect(requests.map((r) => new URL(r.url).searchParams.has('$skiptoken'))).toEqual([
      false,
      true,
    ]);

    requests.length = 0;
    const found = await library.search(ctx, recorded.sites.value[0]?.id ?? '', "Ward 4's rota");
    expect(found.map((i) => [i.name, i.drive_id])).toEqual([['Rota plan.xlsx', recorded.drive.id]]);
    // OData quotes a quote by doubling it.
    expect(decodeURIComponent(new URL(requests[0]?.url ?? '').pathname)).toMatch(
      /\/drive\/root\/search\(q='Ward 4''s rota'\)$/,
    );

    const item = await library.item(ctx, recorded.drive.id, '01BYE5RZ5MYLM2SMX75ZBIPQZIHT6OAYPB');
    expect(item?.web_url).toBe(
      'https://contoso.sharepoint.com/sites/change/Shared%20Documents/Rota%20plan.xlsx',
    );
  });
});

describe('Graph app tokens', () => {
  it('are reused only while they have more than 45 minutes to live (Teams refuses shorter ones)', async () => {
    const fresh = clientCredentialsTokens({
      tenantId: 'tenant-1',
      clientId: 'app',
      clientSecret: 's',
    });
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    try {
      const asked = () => requests.filter((r) => r.url.includes('/oauth2/v2.0/token')).length;
      await fresh('https://graph.microsoft.com/.default');
      // The recorded token lives 3,599 s: at 13 minutes it has 47 left, at 14 minutes 45.
      now.mockReturnValue(start + 13 * 60_000);
      await fresh('https://graph.microsoft.com/.default');
      expect(asked()).toBe(1);
      now.mockReturnValue(start + 14 * 60_000);
      await fresh('https://graph.microsoft.com/.default');
      expect(asked()).toBe(2);
    } finally {
      now.mockRestore();
    }
  });
});

describe('Azure Blob adapter', () => {
  it('uploads with the content type and reads the bytes back', async () => {
    const store = await AzureBlobFileStore.connect(
      'DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=a2V5;EndpointSuffix=core.windows.net',
      'files',
    );
    await store.put('1/abc', Buffer.from('stored'), 'text/plain');
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('https://acct.blob.core.windows.net/files/1/abc');
    expect((await store.get('1/abc'))?.toString()).toBe('stored');
  });
});
