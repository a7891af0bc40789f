import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commsData, commsHandlers } from '@tests/msw/handlers/comms';
import { threadRecord } from '@tests/msw/handlers/comms-threads';
import { server } from '@tests/msw/server';
import { renderComponent } from '@tests/support/render-component';
import { connectTracker } from '@/lib/telemetry/track';
import { AnnouncementCard } from './announcement-card';

let events: [string, Record<string, unknown>][] = [];
let unbind: (() => void) | undefined;
beforeEach(() => {
  events = [];
  connectTracker((event, properties) => events.push([event, properties]));
});
afterEach(() => {
  unbind?.();
  connectTracker(null);
});

/**
 * The usage events SPEC 3 tracks for an announcement, under its names: viewed (and from where),
 * liked and replied.
 */
describe('an announcement’s tracked usage', () => {
  it('records a view from the notification that opened it, a like and a reply', async () => {
    const data = commsData({ threads: [threadRecord({ can_edit: false })] });
    server.use(...commsHandlers(data));
    unbind = renderComponent(
      <AnnouncementCard thread={data.threads[0] ?? threadRecord()} open from="notification" />,
    ).unbind;
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'New rota from Monday' });
    await waitFor(() =>
      expect(events).toContainEqual([
        'Announcement viewed',
        { announcement_id: 50, project_id: 4, from: 'notification' },
      ]),
    );

    await user.click(within(card).getByRole('button', { name: /^Like/ }));
    await waitFor(() =>
      expect(events).toContainEqual(['Announcement liked', { announcement_id: 50, project_id: 4 }]),
    );

    await user.type(await within(card).findByLabelText('Reply'), 'Count me in');
    await user.click(within(card).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(events).toContainEqual([
        'Announcement replied',
        { announcement_id: 50, project_id: 4 },
      ]),
    );
    expect(data.writes.map((w) => w.url.replace(/^.*\/api\/v1\//, ''))).toEqual([
      'threads/50/toggle_like/',
      'threads/50/add_message/',
    ]);
    expect(events.map(([name]) => name)).toEqual([
      'Announcement viewed',
      'Announcement liked',
      'Announcement replied',
    ]);
  });
});
