import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordedDirectory as recorded } from '../../../tests/support/recorded/graph-directory-responses';
import type { TenantTx } from '../../db/tenant';
import { clientCredentialsTokens, graphClient } from '../graph/graph-client';
import { GraphDirectory } from './graph-directory';

const G = 'https://graph.microsoft.com/v1.0';
const groupId = recorded.group.id;
const requests: { method: string; url: URL; body: unknown; headers: Headers }[] = [];

const network = setupServer(
  http.post('https://login.microsoftonline.com/tenant-1/oauth2/v2.0/token', () =>
    HttpResponse.json({ token_type: 'Bearer', expires_in: 3599, access_token: 'app-token' }),
  ),
  http.get(`${G}/groups`, ({ request }) => {
    requests.push({
      method: 'GET',
      url: new URL(request.url),
      body: null,
      headers: request.headers,
    });
    return HttpResponse.json(recorded.searchGroups);
  }),
  http.get(`${G}/groups/:id`, ({ params }) =>
    params.id === groupId
      ? HttpResponse.json(recorded.group)
      : HttpResponse.json(
          { error: { code: 'Request_ResourceNotFound', message: 'Not found' } },
          { status: 404 },
        ),
  ),
  http.get(`${G}/groups/:id/transitiveMembers/microsoft.graph.user`, ({ request }) =>
    HttpResponse.json(
      new URL(request.url).searchParams.has('$skiptoken')
        ? recorded.membersPage2
        : recorded.membersPage1,
    ),
  ),
  http.post(`${G}/groups`, async ({ request }) => {
    requests.push({
      method: 'POST',
      url: new URL(request.url),
      body: await request.json(),
      headers: request.headers,
    });
    return HttpResponse.json(recorded.createdGroup, { status: 201 });
  }),
  http.post(`${G}/groups/:id/members/$ref`, async ({ request }) => {
    requests.push({
      method: 'POST',
      url: new URL(request.url),
      body: await request.json(),
      headers: request.headers,
    });
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  network.resetHandlers();
  requests.length = 0;
});
afterAll(() => network.close());

const tx = {} as TenantTx; // Graph needs no database
const directory = new GraphDirectory(
  await graphClient(
    clientCredentialsTokens({ tenantId: 'tenant-1', clientId: 'app', clientSecret: 's' }),
  ),
);

describe('the Microsoft Graph directory', () => {
  it('searches groups by display name with an advanced query', async () => {
    const groups = await directory.searchGroups(tx, 'ward', 10);
    expect(groups).toEqual([
      {
        id: groupId,
        name: 'Ward 7 nursing',
        description: 'Nurses and health care assistants on ward 7',
      },
    ]);
    const [call] = requests;
    expect(call?.url.searchParams.get('$search')).toBe('"displayName:ward"');
    expect(call?.url.searchParams.get('$top')).toBe('10');
    expect(call?.headers.get('consistencylevel')).toBe('eventual');
  });

  it('reads a group, and answers null for one the directory does not have', async () => {
    expect(await directory.getGroup(tx, groupId)).toMatchObject({ name: 'Ward 7 nursing' });
    expect(await directory.getGroup(tx, 'missing')).toBeNull();
  });

  it('reads every member across pages, falling back to the sign-in name without a mailbox', async () => {
    const members = await directory.groupMembers(tx, groupId);
    expect(members).toEqual([
      {
        externalId: '87d349ed-44d7-43e1-9a83-5f2406dee5bd',
        email: 'adele.vance@northwind.example',
        firstName: 'Adele',
        lastName: 'Vance',
        jobTitle: 'Staff nurse',
        department: 'Clinical Operations',
        site: 'Leeds',
      },
      {
        externalId: '5bde3e51-d13b-4db1-9948-fe4b109d11a7',
        email: 'meganb@northwind.example',
        firstName: 'Megan',
        lastName: 'Bowen',
        jobTitle: null,
        department: null,
        site: null,
      },
    ]);
  });

  it('creates a security group, binding 20 members at once and adding the rest one by one', async () => {
    const ids = Array.from({ length: 22 }, (_, i) => `user-${i}`);
    const group = await directory.createGroup(tx, {
      name: 'Go-live floor walkers',
      description: 'People of Go-live floor walkers',
      memberExternalIds: ids,
    });
    expect(group).toEqual({
      id: recorded.createdGroup.id,
      name: 'Go-live floor walkers',
      description: 'People of Go-live floor walkers',
    });
    const [create, ...refs] = requests;
    expect(create?.body).toMatchObject({
      mailEnabled: false,
      securityEnabled: true,
      displayName: 'Go-live floor walkers',
    });
    expect((create?.body as { 'members@odata.bind': string[] })['members@odata.bind']).toHaveLength(
      20,
    );
    expect(refs.map((r) => r.body)).toEqual([
      { '@odata.id': 'https://graph.microsoft.com/v1.0/directoryObjects/user-20' },
      { '@odata.id': 'https://graph.microsoft.com/v1.0/directoryObjects/user-21' },
    ]);
  });
});
