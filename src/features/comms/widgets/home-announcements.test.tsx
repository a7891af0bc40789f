import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commsData, commsHandlers } from '@tests/msw/handlers/comms';
import { threadRecord } from '@tests/msw/handlers/comms-threads';
import { server } from '@tests/msw/server';
import { renderComponent } from '@tests/support/render-component';
import { connectTracker } from '@/lib/telemetry/track';
import { HomeAnnouncements } from './home-announcements';

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

function renderHome() {
  const view = renderComponent(
    <MemoryRouter>
      <HomeAnnouncements />
    </MemoryRouter>,
  );
  unbind = view.unbind;
}

describe('Home: latest announcements', () => {
  it('shows the three newest sent to me, opened here as a view from Home, each linking to its project', async () => {
    const data = commsData({
      threads: [
        threadRecord({ id: 55, title: 'Scheduled for later', status: 'SCHEDULED', sent_at: null }),
        threadRecord({ id: 54, title: 'Go-live on Monday', messages_count: 1 }),
        threadRecord({ id: 53, title: 'Training rooms booked' }),
        threadRecord({ id: 52, title: 'New badges', project: null, project_name: null }),
        threadRecord({ id: 51, title: 'An older announcement' }),
      ],
      messages: {
        54: [
          {
            id: 1,
            body: 'Thanks, see you there.',
            author: { id: 9, display_name: 'Grace Hopper' },
            created_at: '2030-01-01T10:00:00.000Z',
          },
        ],
      },
    });
    server.use(...commsHandlers(data));
    renderHome();
    const user = userEvent.setup();

    const first = await screen.findByRole('article', { name: 'Go-live on Monday' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'announcement-54',
      'announcement-53',
      'announcement-52',
    ]);
    expect(screen.queryByText('Scheduled for later')).toBeNull();
    expect(screen.queryByText('An older announcement')).toBeNull();

    // Each with a project opens in its project's feed, still counted as from Home.
    const links = screen.getAllByRole('link', {
      name: 'Open in Electronic patient record rollout',
    });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/projects/4/comms/announcements?announcement=54&from=home',
      '/projects/4/comms/announcements?announcement=53&from=home',
    ]);

    // Opened right here: its replies, and a view from Home.
    await user.click(within(first).getByRole('button', { name: '1 reply' }));
    expect(await within(first).findByText('Thanks, see you there.')).toBeTruthy();
    await waitFor(() =>
      expect(events).toContainEqual([
        'Announcement viewed',
        expect.objectContaining({ announcement_id: 54, project_id: 4, from: 'home' }),
      ]),
    );
  });

  it('says so when nothing has been sent to me yet', async () => {
    server.use(
      ...commsHandlers(
        commsData({
          threads: [threadRecord({ status: 'DRAFT', sent_at: null, is_drafted: true })],
        }),
      ),
    );
    renderHome();
    expect(await screen.findByText('No announcements for you yet')).toBeTruthy();
  });
});
