import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiHandlers } from '@/lib/api-client/api-handlers';
import { createAnnouncement } from './api';

let restore: () => void;
beforeEach(() => {
  restore = setApiHandlers({ getAccessToken: () => Promise.resolve('token-1') });
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

/** What the HTTP client hands to the network for one call: its URL and multipart body. */
function captureSend() {
  const sent: { url?: string; body?: unknown } = {};
  // Captured at the transport: jsdom's FormData does not survive MSW's trip into Node's fetch.
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    sent.url = String(input);
    sent.body = init?.body;
    return Promise.resolve(Response.json({ id: 1 }, { status: 201 }));
  });
  return sent;
}

describe('a multipart JSON payload through the request interceptor', () => {
  it('stays JSON, with a title holding a tag kept as one value', async () => {
    const sent = captureSend();
    const image = new File(['png bytes'], 'rota.png', { type: 'image/png' });
    await createAnnouncement(
      {
        title: 'Rota <img src=x> change',
        description: '<p onclick="steal()">New <b>rota</b> from Monday</p>',
        receivers: [],
      },
      image,
      false,
    );
    expect(sent.body).toBeInstanceOf(FormData);
    const form = sent.body as FormData;
    const payload = JSON.parse(form.get('payload') as string) as Record<string, unknown>;
    // DOMPurify cleans the value: the harmless image stays, the JSON around it is untouched.
    expect(payload.title).toBe('Rota <img src="x"> change');
    // The announcement's body is rich text the server sanitises by its own rules.
    expect(payload.description).toBe('<p onclick="steal()">New <b>rota</b> from Monday</p>');
    expect((form.get('image') as File).name).toBe('rota.png');
    expect(sent.url).toContain('/api/v1/threads/create_announcement/');
  });

  it('takes out what could run script, value by value', async () => {
    const sent = captureSend();
    await createAnnouncement(
      { title: 'Rota <img src=x onerror=alert(1)> change', receivers: [] },
      null,
      true,
    );
    const payload = JSON.parse((sent.body as FormData).get('payload') as string) as {
      title: string;
    };
    expect(payload.title).toBe('Rota <img src="x"> change');
  });
});
