import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReferenceEntry } from '@/features/admin/api';
import { createNudge, updateNudge } from '@/features/leaders/api';
import { shareEmailToComms } from '@/features/outlook-pane/api';
import { setApiHandlers } from '@/lib/api-client/api-handlers';
import { createAnnouncement, createCommsFile, updateAnnouncement } from './api';

// A title with a tag and an attribute: the sanitiser rewrites it (quotes the attribute), which
// broke the JSON part's own quotes when the serialised text was cleaned instead of its values.
const title = 'Rota <img src=x> change';
const image = new File(['png bytes'], 'banner.png', { type: 'image/png' });

let restore: () => void;
let sent: FormData[];

beforeEach(() => {
  restore = setApiHandlers({
    getAccessToken: () => Promise.resolve('token'),
    onMissingToken: vi.fn(),
    onErrorPage: vi.fn(),
    onFailure: vi.fn(),
  });
  sent = [];
  // Captured at the transport: jsdom's files do not survive MSW's trip into Node's fetch.
  vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    if (init?.body instanceof FormData) sent.push(init.body);
    return Promise.resolve(Response.json({ id: 1 }, { status: 201 }));
  });
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

/** The JSON fields part as the server reads it: it must still parse. */
function fieldsSent(): Record<string, unknown> {
  const part = sent.at(-1)?.get('payload');
  if (typeof part !== 'string') throw new Error('no JSON fields part was sent');
  return JSON.parse(part) as Record<string, unknown>;
}

const announcement = { title, description: '<p onclick="x()">Kept for the server</p>' };
const target = { impacted_group: 1, item_id: 2, item_type: 'KEY_MESSAGE' } as const;
const nudge = {
  title,
  description_html: '<p onclick="x()">Kept for the server</p>',
  alert_date_time: '2027-01-04T09:00:00.000Z',
};

describe('every multipart form with a tag in its title', () => {
  it.each([
    ['a new announcement', 'image', () => createAnnouncement(announcement, image, false)],
    ['a saved announcement', 'image', () => updateAnnouncement(5, announcement, image, true)],
    [
      'a file in comms',
      'file',
      () => createCommsFile('COMMS_FILE', { project: 4, title, tool_type: 'file' }, image),
    ],
    ['a new nudge', 'image', () => createNudge(target, nudge, image)],
    ['a saved nudge', 'image', () => updateNudge(5, nudge, image)],
    [
      'an admin tool template with a file',
      'file',
      () => createReferenceEntry('custom_tool_templates', { name: title }, image),
    ],
  ])('sends %s as JSON that still parses, cleaned value by value', async (_, filePart, send) => {
    await send();
    const fields = fieldsSent();
    expect(fields.title ?? fields.name).toBe('Rota <img src="x"> change');
    expect(sent.at(-1)?.get(filePart)).toBeInstanceOf(File);
  });

  it('leaves the rich text the server sanitises by its own rules alone inside the JSON', async () => {
    await createAnnouncement(announcement, null, false);
    expect(fieldsSent().description).toBe('<p onclick="x()">Kept for the server</p>');
    await createNudge(target, nudge, null);
    expect(fieldsSent().description_html).toBe('<p onclick="x()">Kept for the server</p>');
  });

  it('still removes what could run script from a value inside the JSON', async () => {
    await createAnnouncement({ title: 'Rota <img src=x onerror=alert(1)> change' }, null, false);
    expect(fieldsSent().title).toBe('Rota <img src="x"> change');
  });

  it('shares an e-mail from Outlook whose subject holds markup', async () => {
    await shareEmailToComms(
      3,
      { subject: title, from: 'Ada <ada@example.com>', receivedAt: null, body: 'body' },
      'body',
    );
    expect(fieldsSent()).toMatchObject({ project: 3, title: 'Rota <img src="x"> change' });
    expect(sent.at(-1)?.get('file')).toBeInstanceOf(File);
  });
});
