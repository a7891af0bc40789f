import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  activitiesData,
  activitiesHandlers,
  calendarEventRecord,
  engagementActivityRecord,
} from '@tests/msw/handlers/activities';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

function withActivities() {
  const data = activitiesData({
    engagement: [engagementActivityRecord()],
    events: [
      calendarEventRecord(),
      calendarEventRecord({
        key: 'go-live-5',
        type: 'Change Go-Live Event',
        title: 'Bedside charting',
        date: '2030-03-20',
        activity: null,
        movable: false,
        hours_per_person: null,
      }),
    ],
  });
  server.use(
    ...activitiesHandlers(data),
    http.get(apiPath('projects/4/groups/'), () => HttpResponse.json([])),
  );
  return data;
}

describe('the activities calendar', () => {
  it('moves an activity by keyboard: M, arrows, Enter', async () => {
    const data = withActivities();
    renderApp('/projects/4/activities?view=calendar&month=2030-03');
    const briefing = await screen.findByRole('button', { name: /Ward briefing/ });
    expect(briefing).toHaveAccessibleDescription('Press M to move it to another day.');
    const user = userEvent.setup();
    briefing.focus();
    await user.keyboard('m');
    expect(await screen.findByText(/Moving “Ward briefing”/)).toBeInTheDocument();
    // Right one day, down one week: from Tuesday 12 to Wednesday 20 March.
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByText('Wednesday, 20 March 2030.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/engagement-activities/31/',
      body: { start_date: '2030-03-20' },
    });
    const day = await screen.findByRole('cell', { name: 'Wednesday, 20 March 2030' });
    expect(await within(day).findByRole('button', { name: /Ward briefing/ })).toBeInTheDocument();
  });

  it('cancels a move with Escape and never moves a go-live', async () => {
    const data = withActivities();
    renderApp('/projects/4/activities?view=calendar&month=2030-03');
    const briefing = await screen.findByRole('button', { name: /Ward briefing/ });
    const user = userEvent.setup();
    briefing.focus();
    await user.keyboard('m{ArrowRight}{Escape}');
    expect(screen.getByText('Move cancelled.')).toBeInTheDocument();
    const goLive = screen.getByRole('button', { name: /Go-live: Bedside charting/ });
    expect(goLive).not.toHaveAccessibleDescription();
    goLive.focus();
    await user.keyboard('m{ArrowRight}{Enter}');
    expect(data.writes).toHaveLength(0);
  });
});
