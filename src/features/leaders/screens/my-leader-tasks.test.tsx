import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  keyMessageRecord,
  leadersData,
  leadersHandlers,
  taskRecord,
} from '@tests/msw/handlers/leaders';
import { server } from '@tests/msw/server';
import { fakeHost, outlookHost } from '@tests/support/fake-host';
import { renderApp } from '@tests/support/render-app';

describe('a leader’s own view', () => {
  it('shows key messages (recording them opened), rates behaviours and explains scores', async () => {
    const data = leadersData({
      tasks: [taskRecord()],
      keyMessages: [
        keyMessageRecord(),
        keyMessageRecord({
          id: 201,
          title: 'What changes on the ward',
          position: 2,
          impacted_group: { id: 10, name: 'Ward staff' },
        }),
      ],
      survey: [
        {
          activation_cycle: { id: 7, name: 'Wave 1', project: 4 },
          impacted_group: { id: 10, name: 'Ward staff' },
          behaviours: [
            { id: 300, title: 'Huddle at shift change', description: '', my_rating: null },
            { id: 301, title: 'Log issues the same day', description: '', my_rating: 4 },
          ],
        },
      ],
    });
    server.use(...leadersHandlers(data));
    renderApp('/my-leader-tasks');
    const user = userEvent.setup();
    const messages = await screen.findByRole('region', { name: 'Key messages of Wave 1' });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Why we change', 'What changes on the ward · Ward staff']);
    await waitFor(() =>
      expect(data.writes).toContainEqual({
        method: 'POST',
        url: '/api/v1/activation-cycles/7/opened/',
        body: { item_kind: 'KEY_MESSAGE', item_ids: [200, 201] },
      }),
    );

    const form = screen.getByRole('form', { name: 'Observations: Wave 1 · Ward staff' });
    const huddle = within(form).getByRole('radiogroup', { name: 'Huddle at shift change' });
    await user.click(within(huddle).getByRole('radio', { name: '2 rarely' }));
    await user.click(within(form).getByRole('button', { name: 'Save ratings' }));
    await waitFor(() =>
      expect(data.writes).toContainEqual({
        method: 'POST',
        url: '/api/v1/activation-cycles/get_new_ways_of_working_observational_survey/',
        body: {
          impacted_group: 10,
          ratings: [
            { new_way_of_working: 300, consistency: 2 },
            { new_way_of_working: 301, consistency: 4 },
          ],
        },
      }),
    );
    const scores = await screen.findByRole('region', { name: 'Scores of Ward staff' });
    expect(
      await within(scores).findByText('1 of 2 leader tasks due so far were closed on time.'),
    ).toBeInTheDocument();
  });
});

describe('leader tasks in the Outlook pane', () => {
  it('checks a task off from the pane’s own view', async () => {
    const data = leadersData({ tasks: [taskRecord()], keyMessages: [keyMessageRecord()] });
    server.use(...leadersHandlers(data));
    renderApp('/leader-tasks', { host: fakeHost(outlookHost()).store });
    const views = await screen.findByRole('navigation', { name: 'Changecraft in Outlook' });
    expect(within(views).getByRole('link', { name: 'Leader tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Done: Brief the night shift' }),
    );
    await waitFor(() =>
      expect(data.writes).toContainEqual({
        method: 'PATCH',
        url: '/api/v1/leader-tasks/100/',
        body: { closed: true },
      }),
    );
    // The pane tells the leader it is done, with Undo.
    expect(await screen.findByText('Done: “Brief the night shift”')).toBeInTheDocument();
    expect(await screen.findByText('Why we change')).toBeInTheDocument();
  });
});
