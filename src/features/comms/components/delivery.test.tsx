import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commsData, commsHandlers } from '@tests/msw/handlers/comms';
import { eventRecord, postRecord } from '@tests/msw/handlers/comms-posts-events';
import { server } from '@tests/msw/server';
import { renderComponent } from '@tests/support/render-component';
import { DeliveryDetails } from './delivery-details';
import { EventsPanel } from './events-panel';
import { FailedSendsPanel } from './failed-sends-panel';
import { PostsPanel } from './posts-panel';

let unbind: (() => void) | undefined;
const createObjectURL = URL.createObjectURL;

beforeEach(() => {
  // jsdom has no object URLs or downloads; the CSV export hands its file to them.
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  unbind?.();
  URL.createObjectURL = createObjectURL;
  vi.restoreAllMocks();
});

const STAMP = '2030-01-01T09:00:00.000Z';
const counts = { recipients: 0, sent: 0, delivered: 0, opened: 0, acted: 0, failed: 0 };

describe('delivery of communications', () => {
  it('lists each failed send with its reason and sends it again on request', async () => {
    const data = commsData({
      failed: [
        {
          id: 31,
          item_kind: 'COMMS_FILE',
          item_id: 70,
          item_title: 'Parking map',
          recipient: { id: 21, display_name: 'Grace Hopper', email: 'grace@example.org' },
          failed_reason: 'Graph answered 503 Service Unavailable',
          sent_at: '2030-01-01T09:00:00.000Z',
        },
      ],
    });
    server.use(...commsHandlers(data));
    unbind = renderComponent(<FailedSendsPanel projectId={4} />).unbind;
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Failed sends' });
    const row = within(table).getByRole('row', { name: /Parking map/ });
    expect(within(row).getByText('Shared file: Parking map')).toBeTruthy();
    expect(within(row).getByText('Graph answered 503 Service Unavailable')).toBeTruthy();
    expect(within(row).getByText('Grace Hopper (grace@example.org)')).toBeTruthy();

    await user.click(
      within(row).getByRole('button', { name: 'Send “Parking map” to Grace Hopper again' }),
    );
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/comms-deliveries/31/retry/',
    });
    expect(await screen.findByText('“Parking map” sent to Grace Hopper')).toBeTruthy();
    expect(await screen.findByText('Nothing failed')).toBeTruthy();
  });

  it('shows a communication’s figures by group adding up to the total, and exports them', async () => {
    const data = commsData({
      summaries: {
        'ANNOUNCEMENT:50': {
          ...counts,
          item_kind: 'ANNOUNCEMENT',
          item_id: 50,
          reach: null,
          acted_people: null,
          recipients: 3,
          sent: 3,
          delivered: 2,
          opened: 2,
          acted: 1,
          failed: 1,
          by_group: [
            {
              ...counts,
              group: 3,
              group_name: 'Ward nurses',
              reach: null,
              acted_people: null,
              recipients: 2,
              sent: 2,
              delivered: 2,
              opened: 2,
              acted: 1,
            },
            {
              ...counts,
              group: null,
              group_name: 'Named people',
              reach: null,
              acted_people: null,
              recipients: 1,
              sent: 1,
              failed: 1,
            },
          ],
        },
      },
    });
    server.use(...commsHandlers(data));
    unbind = renderComponent(
      <DeliveryDetails kind="ANNOUNCEMENT" id={50} title="New rota from Monday" />,
    ).unbind;
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delivery of New rota from Monday' }));
    const table = await screen.findByRole('table', {
      name: 'Delivery of “New rota from Monday” by group',
      hidden: true,
    });
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name, hidden: true }))
        .getAllByRole('cell', { hidden: true })
        .map((c) => c.textContent);
    expect(cells(/Ward nurses/)).toEqual(['Ward nurses', '2', '2', '2', '1', '0']);
    expect(cells(/Named people/)).toEqual(['Named people', '1', '0', '0', '0', '1']);
    expect(cells(/Everyone/)).toEqual(['Everyone', '3', '2', '2', '1', '1']);

    await user.click(screen.getByRole('button', { name: 'Export CSV', hidden: true }));
    await waitFor(() => expect(data.downloads).toEqual([50]));
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
  });

  it('shows each event’s invitations delivered, and their figures by group', async () => {
    const delivery = { ...counts, recipients: 3, sent: 3, delivered: 2, failed: 1 };
    const data = commsData({
      events: [eventRecord({ delivery })],
      summaries: {
        'OUTLOOK_EVENT:80': {
          ...delivery,
          item_kind: 'OUTLOOK_EVENT',
          item_id: 80,
          reach: null,
          acted_people: null,
          by_group: [
            { ...delivery, group: 3, group_name: 'Ward nurses', reach: null, acted_people: null },
          ],
        },
      },
    });
    server.use(...commsHandlers(data));
    unbind = renderComponent(<EventsPanel projectId={4} canEdit />).unbind;
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Events' });
    const row = within(table).getByRole('row', { name: /Rota briefing/ });
    expect(within(row).getByText('2 of 3 · 1 failed')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Delivery of Rota briefing' }));
    const figures = await screen.findByRole('table', {
      name: 'Delivery of “Rota briefing” by group',
      hidden: true,
    });
    expect(
      within(within(figures).getByRole('row', { name: /Ward nurses/, hidden: true }))
        .getAllByRole('cell', { hidden: true })
        .map((c) => c.textContent),
    ).toEqual(['Ward nurses', '3', '2', '0', '0', '1']);
  });

  it('shows the communities a post reached with their reach and the people who liked or replied, and a community that refused it', async () => {
    const delivery = { ...counts, recipients: 2, sent: 2, delivered: 1, failed: 1 };
    const data = commsData({
      posts: [postRecord({ status: 'SENT', is_draft: false, sent_at: STAMP, delivery })],
      summaries: {
        'YAMMER_POST:70': {
          ...delivery,
          item_kind: 'YAMMER_POST',
          item_id: 70,
          opened: 1,
          acted: 1,
          reach: 240,
          acted_people: 3,
          by_group: [
            {
              ...counts,
              group: null,
              group_name: 'All staff',
              sent: 1,
              delivered: 1,
              opened: 1,
              acted: 1,
              reach: 240,
              acted_people: 3,
            },
            {
              ...counts,
              group: null,
              group_name: 'Night staff',
              sent: 1,
              failed: 1,
              reach: null,
              acted_people: null,
            },
          ],
        },
      },
      failed: [
        {
          id: 32,
          item_kind: 'YAMMER_POST',
          item_id: 70,
          item_title: 'Rota questions',
          recipient: { id: null, display_name: 'Night staff', email: '' },
          failed_reason: 'Viva Engage refused the post (503).',
          sent_at: STAMP,
        },
      ],
    });
    server.use(...commsHandlers(data));
    unbind = renderComponent(
      <>
        <PostsPanel projectId={4} canEdit />
        <FailedSendsPanel projectId={4} />
      </>,
    ).unbind;
    const user = userEvent.setup();

    const failed = await screen.findByRole('table', { name: 'Failed sends' });
    const refused = within(failed).getByRole('row', { name: /Rota questions/ });
    expect(within(refused).getByText('Viva Engage post: Rota questions')).toBeTruthy();
    expect(within(refused).getByText('Night staff')).toBeTruthy();
    expect(
      within(refused).getByRole('button', { name: 'Send “Rota questions” to Night staff again' }),
    ).toBeTruthy();

    const posts = await screen.findByRole('table', { name: 'Viva Engage posts' });
    const row = within(posts).getByRole('row', { name: /Rota questions/ });
    expect(within(row).getByText('1 of 2 · 1 failed')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Delivery of Rota questions' }));
    const figures = await screen.findByRole('table', {
      name: 'Delivery of “Rota questions” by community',
      hidden: true,
    });
    const cells = (name: RegExp) =>
      within(within(figures).getByRole('row', { name, hidden: true }))
        .getAllByRole('cell', { hidden: true })
        .map((c) => c.textContent);
    expect(
      within(figures)
        .getAllByRole('columnheader', { hidden: true })
        .map((c) => c.textContent),
    ).toEqual([
      'Community',
      'Sent',
      'Delivered',
      'Opened',
      'Acted',
      'Failed',
      'Reach',
      'People who liked or replied',
    ]);
    expect(cells(/All staff/)).toEqual(['All staff', '1', '1', '1', '1', '0', '240', '3']);
    expect(cells(/Night staff/)).toEqual(['Night staff', '1', '0', '0', '0', '1', '', '']);
    expect(cells(/^All 2/)).toEqual(['All', '2', '1', '1', '1', '1', '240', '3']);
  });
});
