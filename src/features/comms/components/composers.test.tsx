import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commsData, commsHandlers } from '@tests/msw/handlers/comms';
import { dialogTitled } from '@tests/support/dialog-titled';
import { emailRecord } from '@tests/msw/handlers/comms-emails';
import { eventRecord, postRecord } from '@tests/msw/handlers/comms-posts-events';
import { threadRecord } from '@tests/msw/handlers/comms-threads';
import { peopleData, peopleHandlers, person } from '@tests/msw/handlers/people';
import { server } from '@tests/msw/server';
import { setApiHandlers } from '@/lib/api-client/api-handlers';
import { AnnouncementComposer } from './announcement-composer';
import { EmailComposer } from './email-composer';
import { EventDialog } from './events-panel';
import { localInput } from './group-checklist';
import { PostComposer } from './posts-panel';

let unbind: (() => void) | undefined;

/** The composer alone, against the fake API: no route table, no lazy screens to load. */
function renderComposer(ui: ReactElement) {
  unbind = setApiHandlers({ getAccessToken: () => Promise.resolve('test-token') });
  return render(
    <FluentProvider theme={webLightTheme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
    </FluentProvider>,
  );
}

afterEach(() => unbind?.());

/** The directory holds Grace Hopper, whom composers may name directly. */
function grace() {
  return peopleData({
    people: [person(), person({ id: 21, first_name: 'Grace', last_name: 'Hopper' })],
  });
}

describe('the email composer', () => {
  it('previews in the template, tests on yourself, and schedules at each recipient’s local time', async () => {
    const data = commsData();
    server.use(...commsHandlers(data));
    const onClose = vi.fn();
    renderComposer(<EmailComposer projectId={4} onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await dialogTitled('New email');

    // Nothing chosen to send at: the contract's message, and nothing sent.
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Go-live briefing');
    await user.selectOptions(
      await within(dialog).findByLabelText('Template'),
      await within(dialog).findByRole('option', { name: 'Ward news', hidden: true }),
    );
    const preview = within(dialog).getByTitle('Preview in the template');
    expect(preview.getAttribute('srcdoc')).toContain('<h1>Ward news</h1>');

    await user.click(within(dialog).getByRole('button', { name: 'Send me a test', hidden: true }));
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]).toMatchObject({
      url: '/api/v1/engagement-email/send_test_email/',
      body: { subject: 'Go-live briefing', template: 8 },
    });

    await user.click(await within(dialog).findByLabelText('Ward nurses'));
    await user.click(within(dialog).getByLabelText("Schedule at each recipient's local time"));
    await user.click(within(dialog).getByRole('button', { name: 'Save email', hidden: true }));
    expect(await within(dialog).findByText('Enter a date and time.')).toBeTruthy();
    expect(data.writes).toHaveLength(1);

    const when = within(dialog).getByLabelText(/Send at, each recipient's time/);
    await user.type(when, '2030-03-02T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save email', hidden: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(data.writes[1]).toMatchObject({
      method: 'POST',
      url: '/api/v1/engagement-email/?isSchedule=true',
      body: {
        project: 4,
        template: 8,
        subject: 'Go-live briefing',
        receivers: [{ type: 'group', id: 3 }],
        scheduled_at: null,
        send_local: '2030-03-02T09:00',
      },
    });
  });

  it('edits a draft, keeping the people it names, and sends it now', async () => {
    const draft = emailRecord({
      receivers: [
        { type: 'group', id: 3, name: 'Ward nurses' },
        { type: 'person', id: 21, name: 'Grace Hopper' },
      ],
    });
    const data = commsData({ emails: [draft] });
    server.use(...commsHandlers(data));
    const onClose = vi.fn();
    renderComposer(<EmailComposer projectId={4} email={draft} onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await dialogTitled('Edit email');
    const subject = within(dialog).getByLabelText(/^Subject/);
    expect(subject).toHaveValue('Go-live briefing');
    await user.clear(subject);
    await user.type(subject, 'Go-live briefing, updated');
    await user.click(within(dialog).getByLabelText('Send now'));
    await user.click(within(dialog).getByRole('button', { name: 'Save email', hidden: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(data.writes.map((w) => `${w.method} ${w.url}`)).toEqual([
      'PATCH /api/v1/engagement-email/30/?isDraft=true',
      'POST /api/v1/engagement-email/30/send/',
    ]);
    expect(data.writes[0]?.body).toMatchObject({
      subject: 'Go-live briefing, updated',
      receivers: [
        { type: 'group', id: 3 },
        { type: 'person', id: 21 },
      ],
    });
  });
});

describe('the announcement composer', () => {
  it('sends an announcement with an image, a person, a pin that ends and a schedule', async () => {
    const data = commsData();
    server.use(...commsHandlers(data), ...peopleHandlers(grace()));
    const onClose = vi.fn();
    renderComposer(<AnnouncementComposer projectId={4} onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await dialogTitled('New announcement');
    await user.click(
      within(dialog).getByRole('button', { name: 'Save announcement', hidden: true }),
    );
    expect(await within(dialog).findByText('Give it a title.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Title/), 'New rota from Monday');
    await within(dialog).findByText('Pharmacy');
    await user.click(await within(dialog).findByLabelText('Pharmacy'));
    await user.upload(
      within(dialog).getByLabelText('Image'),
      new File([new Uint8Array([137, 80, 78, 71])], 'rota.png', { type: 'image/png' }),
    );
    // Someone outside the groups, found by name in the directory.
    const people = within(dialog).getByRole('combobox', { name: 'People', hidden: true });
    await user.type(people, 'gra');
    await user.click(await screen.findByRole('option', { name: /Grace Hopper/ }));
    await user.click(
      within(dialog).getByRole('switch', { name: 'Pin to the top of the feed', hidden: true }),
    );
    await user.type(within(dialog).getByLabelText(/Unpin on/), '2030-04-01T17:00');
    await user.click(within(dialog).getByLabelText('Schedule'));
    await user.type(within(dialog).getByLabelText(/^Send at/), '2030-03-01T08:30');
    await user.click(
      within(dialog).getByRole('button', { name: 'Save announcement', hidden: true }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(data.writes).toHaveLength(1);
    expect(data.writes[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/threads/create_announcement/?isSend=true&uploadImage=true',
      body: {
        title: 'New rota from Monday',
        receivers: [
          { type: 'group', id: 5 },
          { type: 'person', id: 21 },
        ],
        pinned: true,
        pin_expiry: new Date('2030-04-01T17:00').toISOString(),
        send_date: new Date('2030-03-01T08:30').toISOString(),
        // jsdom names every uploaded file "blob"; a browser sends its name.
        image: expect.any(String),
      },
    });
  });

  it('edits a sent announcement without touching who received it', async () => {
    const sent = threadRecord();
    const data = commsData({ threads: [sent] });
    server.use(...commsHandlers(data));
    const onClose = vi.fn();
    renderComposer(<AnnouncementComposer projectId={4} thread={sent} onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await dialogTitled('Edit announcement');
    expect(within(dialog).queryByRole('group', { name: 'Receivers', hidden: true })).toBeNull();
    const title = within(dialog).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'New rota from Tuesday');
    await user.click(
      within(dialog).getByRole('button', { name: 'Save announcement', hidden: true }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(data.writes[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/threads/50/update_announcement/?isSend=true&uploadImage=false',
      body: { title: 'New rota from Tuesday', receivers: [{ type: 'group', id: 3 }] },
    });
  });
});

describe('editing Viva Engage posts and Outlook events', () => {
  it('publishes a draft post to another community', async () => {
    const draft = postRecord({ associated_changes: [9] });
    const data = commsData();
    server.use(...commsHandlers(data));
    const onClose = vi.fn();
    renderComposer(<PostComposer projectId={4} post={draft} onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await dialogTitled('Edit Viva Engage post');
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue('Rota questions');
    const publish = within(dialog).getByRole('switch', { name: /Publish/, hidden: true });
    expect(publish).not.toBeChecked();
    await user.click(await within(dialog).findByLabelText('Ward managers'));
    await user.click(publish);
    await user.click(within(dialog).getByRole('button', { name: 'Save post', hidden: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(data.writes).toEqual([
      {
        method: 'PATCH',
        url: '/api/v1/yammer-post/70/',
        body: expect.objectContaining({
          project: 4,
          subject: 'Rota questions',
          communities: ['c1', 'c2'],
          is_draft: false,
          associated_changes: [9],
        }),
      },
    ]);
  });

  it('moves an event and invites one more person, keeping those already invited', async () => {
    const briefing = eventRecord({
      start: new Date('2030-05-01T10:00').toISOString(),
      end: new Date('2030-05-01T11:00').toISOString(),
      attendees: [
        { type: 'group', id: 3, name: 'Ward nurses' },
        { type: 'person', id: 1, name: 'Ada Admin' },
      ],
    });
    const data = commsData();
    server.use(...commsHandlers(data), ...peopleHandlers(grace()));
    const onClose = vi.fn();
    renderComposer(<EventDialog projectId={4} event={briefing} onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await dialogTitled('Edit Outlook event');
    expect(await within(dialog).findByLabelText('Ward nurses')).toBeChecked();
    expect(within(dialog).getByText('Ada Admin')).toBeTruthy();
    const start = within(dialog).getByLabelText(/^Starts/);
    await user.clear(start);
    await user.type(start, '2030-05-02T10:00');
    const end = within(dialog).getByLabelText(/^Ends/);
    await user.clear(end);
    await user.type(end, '2030-05-02T11:00');
    await user.type(
      within(dialog).getByRole('combobox', { name: 'Invite people', hidden: true }),
      'gra',
    );
    await user.click(await screen.findByRole('option', { name: /Grace Hopper/ }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Send invitations', hidden: true }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(data.writes).toHaveLength(1);
    expect(data.writes[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/outlook-event/80/',
      body: {
        subject: 'Rota briefing',
        start: new Date('2030-05-02T10:00').toISOString(),
        end: new Date('2030-05-02T11:00').toISOString(),
        attendees: [
          { type: 'group', id: 3 },
          { type: 'person', id: 1 },
          { type: 'person', id: 21 },
        ],
      },
    });
  });

  it('suggests times everyone is free, finds a room as you type, says who is busy at the time chosen, and invites', async () => {
    const data = commsData();
    server.use(...commsHandlers(data), ...peopleHandlers(grace()));
    const onClose = vi.fn();
    renderComposer(<EventDialog projectId={4} onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await dialogTitled('New Outlook event');
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Go-live walkthrough');
    await user.click(await within(dialog).findByLabelText('Ward nurses'));

    // The room: typed, then picked from the places matching it.
    await user.type(
      within(dialog).getByRole('combobox', { name: 'Location', hidden: true }),
      'semi',
    );
    await user.click(await screen.findByRole('option', { name: 'Seminar room 2' }));
    expect(within(dialog).getByRole('combobox', { name: 'Location', hidden: true })).toHaveValue(
      'Seminar room 2',
    );

    // A time without a start is not checked; a suggested time fills both ends.
    await user.click(
      within(dialog).getByRole('button', { name: 'Who is free then?', hidden: true }),
    );
    expect(await within(dialog).findByText('Choose when it starts and ends first.')).toBeTruthy();
    await user.click(
      within(dialog).getByRole('button', { name: 'Suggest times everyone is free', hidden: true }),
    );
    const slots = await within(dialog).findByRole('group', {
      name: 'Suggested times',
      hidden: true,
    });
    expect(data.writes[0]).toMatchObject({
      url: '/api/v1/suggested-time-slots/',
      body: { attendees: [{ type: 'group', id: 3 }], duration_minutes: 60 },
    });
    const [first] = within(slots).getAllByRole('button', { hidden: true });
    if (!first) throw new Error('No suggested time');
    await user.click(first);
    expect(within(dialog).getByLabelText(/^Starts/)).toHaveValue(
      localInput('2030-05-06T09:00:00.000Z'),
    );
    expect(within(dialog).getByLabelText(/^Ends/)).toHaveValue(
      localInput('2030-05-06T10:00:00.000Z'),
    );

    await user.click(
      within(dialog).getByRole('button', { name: 'Who is free then?', hidden: true }),
    );
    expect(await within(dialog).findByText('1 of 2 free then. Busy: Grace Hopper.')).toBeTruthy();
    expect(data.writes[1]).toMatchObject({
      url: '/api/v1/allocated-time-results/',
      body: {
        attendees: [{ type: 'group', id: 3 }],
        start: '2030-05-06T09:00:00.000Z',
        end: '2030-05-06T10:00:00.000Z',
      },
    });

    await user.click(
      within(dialog).getByRole('button', { name: 'Send invitations', hidden: true }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(data.writes[2]).toMatchObject({
      method: 'POST',
      url: '/api/v1/outlook-event/',
      body: {
        project: 4,
        subject: 'Go-live walkthrough',
        location: 'Seminar room 2',
        start: '2030-05-06T09:00:00.000Z',
        end: '2030-05-06T10:00:00.000Z',
        attendees: [{ type: 'group', id: 3 }],
      },
    });
  });
});
