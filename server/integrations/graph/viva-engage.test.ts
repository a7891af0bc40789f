import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recorded } from '@tests/support/recorded/graph-responses';
import { recordedVivaEngage } from '@tests/support/recorded/viva-engage-responses';
import { clientCredentialsTokens, graphClient } from './graph-client';
import { GraphVivaEngage } from './viva-engage';
import { vivaEngageTime } from './viva-engage-reactions';

const Y = 'https://www.yammer.com/api/v1';
const asked: string[] = [];

const network = setupServer(
  http.post('https://login.microsoftonline.com/tenant-1/oauth2/v2.0/token', () =>
    HttpResponse.json(recorded.token),
  ),
  http.get(`${Y}/messages/in_thread/:thread`, ({ request, params }) => {
    asked.push(request.url);
    if (request.headers.get('authorization') !== 'Bearer eyJ0eXAi.app-token') {
      return HttpResponse.json({}, { status: 401 });
    }
    if (params.thread !== '1191513329.json') return HttpResponse.json({}, { status: 404 });
    const older = new URL(request.url).searchParams.get('older_than');
    return HttpResponse.json(
      older === '1191559001' ? recordedVivaEngage.threadOldest : recordedVivaEngage.threadNewest,
    );
  }),
  http.get(`${Y}/users/:user`, ({ request, params }) => {
    asked.push(request.url);
    return params.user === '1555003.json'
      ? HttpResponse.json(recordedVivaEngage.user)
      : HttpResponse.json({}, { status: 404 });
  }),
);

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterAll(() => network.close());

const tokens = clientCredentialsTokens({
  tenantId: 'tenant-1',
  clientId: 'app',
  clientSecret: 's',
});

describe('Viva Engage adapter: likes and replies', () => {
  it('reads who liked the post and who replied, page by page, with their addresses', async () => {
    const viva = new GraphVivaEngage(await graphClient(tokens), tokens);
    const reactions = await viva.reactions(1, '1191513329');
    expect(reactions.sort((a, b) => a.address.localeCompare(b.address))).toEqual([
      // Liked and replied: the reply's time.
      {
        address: 'nia.nurse@contoso.com',
        name: 'Nia Nurse',
        liked: true,
        replied: true,
        at: new Date('2030-01-07T09:15:30Z'),
      },
      {
        address: 'pat.porter@contoso.com',
        name: 'Pat Porter',
        liked: false,
        replied: true,
        at: new Date('2030-01-07T10:42:05Z'),
      },
      // A like on the post: looked up, since no reference names the address.
      { address: 'sam.shaw@contoso.com', name: 'Sam Shaw', liked: true, replied: false, at: null },
    ]);
    // Maya's like of a reply is not a like of the post.
    expect(asked.filter((u) => u.includes('/messages/in_thread/'))).toEqual([
      `${Y}/messages/in_thread/1191513329.json`,
      `${Y}/messages/in_thread/1191513329.json?older_than=1191559001`,
    ]);
    expect(asked.filter((u) => u.includes('/users/'))).toEqual([`${Y}/users/1555003.json`]);
  });

  it('says why when Viva Engage refuses to read the thread', async () => {
    const viva = new GraphVivaEngage(await graphClient(tokens), tokens);
    await expect(viva.reactions(1, '42')).rejects.toThrow(
      'Viva Engage refused to read the thread (404).',
    );
  });

  it('reads Viva Engage times', () => {
    expect(vivaEngageTime('2030/01/07 09:15:30 +0100')).toEqual(new Date('2030-01-07T08:15:30Z'));
    expect(vivaEngageTime('soon')).toBeNull();
  });
});
