import { screen, within } from '@testing-library/react';
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
import { timelineMonths } from './project-timeline';

const readOnly = { activity: null, movable: false, hours_per_person: null, impacted_groups: [] };

describe('the activities timeline', () => {
  it('reads the months from the first date less a lead to the last plus a trail', () => {
    expect(timelineMonths(['2030-03-12', null, '2030-01-31'], '2029-01-01')).toEqual({
      month: 10,
      year: 2029,
      months: 9,
    });
    expect(timelineMonths([], '2030-06-15')).toEqual({ month: 3, year: 2030, months: 7 });
    // A very long project keeps the end of the range and the most months the API reads.
    expect(timelineMonths(['2010-01-01', '2030-01-01'], '2030-01-01')).toEqual({
      month: 5,
      year: 2025,
      months: 60,
    });
  });

  it('shows the comms and surveys read-only beside the activities', async () => {
    const data = activitiesData({
      engagement: [engagementActivityRecord()],
      events: [
        calendarEventRecord(),
        calendarEventRecord({
          ...readOnly,
          key: 'email-7',
          type: 'Email',
          title: 'Go-live letter',
          date: '2030-03-04',
          time: '12:00',
        }),
        calendarEventRecord({
          ...readOnly,
          key: 'survey-3',
          type: 'Survey',
          title: 'Go-live pulse',
          date: '2030-04-02',
          end_date: '2030-04-09',
          time: '09:00',
        }),
        // Milestones come from the Plan's own read: the range's copy is not shown twice.
        calendarEventRecord({ ...readOnly, key: 'milestone-9', type: 'Milestone', title: 'Dup' }),
      ],
    });
    server.use(
      ...activitiesHandlers(data),
      http.get(apiPath('projects/4/groups/'), () => HttpResponse.json([])),
    );
    renderApp('/projects/4/activities?view=timeline');
    const march = await screen.findByRole('region', { name: 'March 2030' });
    expect(within(march).getByText('Ward briefing')).toBeInTheDocument();
    expect(await within(march).findByText('Go-live letter')).toBeInTheDocument();
    expect(within(march).getByText('Email at 12:00 (from the Comms tab)')).toBeInTheDocument();
    const april = screen.getByRole('region', { name: 'April 2030' });
    expect(within(april).getByText('Go-live pulse')).toBeInTheDocument();
    expect(
      within(april).getByText('Survey at 09:00, until 9 Apr (from the Surveys tab)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Dup')).not.toBeInTheDocument();
  });
});
