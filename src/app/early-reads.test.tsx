import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';
import { apiGet } from '@/lib/api-client/api-client';
import { dropEarlyReads, earlyReadUrl } from '@/lib/api-client/early-read-store';
import { startEarlyReads } from '@/lib/api-client/early-reads';
import { setApiHandlers } from '@/lib/api-client/api-handlers';
import { homeReads, portfolioReads, projectListReads, shellReads } from './early-reads';

/** Every GET the app sends from now on, as absolute URLs. */
function recordGets(): string[] {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') urls.push(new URL(request.url).href);
  });
  return urls;
}

afterEach(() => {
  server.events.removeAllListeners();
  dropEarlyReads();
});

describe('the reads a tab starts at boot', () => {
  // A read started early that the screen does not ask for is wasted: each must be a key the
  // screen's own hooks use, to the character.
  it.each([
    ['/', [...shellReads(), ...homeReads()]],
    ['/projects?sort=-name&page=2', [...shellReads(), ...projectListReads('?sort=-name&page=2')]],
    ['/portfolio', [...shellReads(), ...portfolioReads()]],
  ])('are the reads %s asks for', { timeout: 45_000 }, async (path, reads) => {
    const gets = recordGets();
    renderApp(path);
    const expected = reads.map((read) => earlyReadUrl(read));
    await waitFor(() => expect(gets).toEqual(expect.arrayContaining(expected)), {
      timeout: 25_000,
    });
  });

  it('answer the first call for the same URL and token, and only the first', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/v1/early-probe/', () => {
        asked += 1;
        return HttpResponse.json({ asked });
      }),
    );
    let token = 'token-a';
    const restore = setApiHandlers({ getAccessToken: () => Promise.resolve(token) });
    try {
      startEarlyReads(['early-probe/'], 'token-a');
      await waitFor(() => expect(asked).toBe(1));
      expect(await apiGet('early-probe/', { label: 'Probe' })).toEqual({ asked: 1 });
      expect(asked).toBe(1);
      // Taken once: the next read asks the server.
      expect(await apiGet('early-probe/', { label: 'Probe' })).toEqual({ asked: 2 });
      // Started with another person's token: not used.
      startEarlyReads(['early-probe/'], 'token-a');
      token = 'token-b';
      await waitFor(() => expect(asked).toBe(3));
      expect(await apiGet('early-probe/', { label: 'Probe' })).toEqual({ asked: 4 });
    } finally {
      restore();
    }
  });
});
