import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { activityPatterns } from '@contract/activities/activities';
import type { WeekBurden } from '@contract/activities/calendar.schema';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { renderComponent } from '@tests/support/render-component';
import { BurdenPreview } from './burden-preview';

/**
 * The time-burden preview is coloured in the browser, against the thresholds the server sends
 * with each read: thresholds saved on the admin Organisation screen recolour it on the next read.
 */
describe('heatmap thresholds in the browser', () => {
  let unbind: () => void = () => undefined;
  afterEach(() => unbind());

  const week = (thresholds: WeekBurden['thresholds']): WeekBurden => ({
    week_start: '2030-03-04',
    week_end: '2030-03-10',
    groups: [{ id: 7, name: 'Wards', carried_hours: 4, go_lives: 0 }],
    thresholds,
  });

  async function levelWith(thresholds: WeekBurden['thresholds']) {
    server.use(
      http.get(apiPath(activityPatterns.burden), () => HttpResponse.json(week(thresholds))),
    );
    const view = renderComponent(
      <BurdenPreview groups={[{ id: 7, name: 'Wards' }]} date="2030-03-06" hours={2} />,
    );
    unbind = view.unbind;
    const cell = await screen.findByText(/^6 h · /);
    const text = cell.textContent;
    view.unmount();
    unbind();
    return text;
  }

  it('labels the same hours by the organisation’s current thresholds', async () => {
    expect(await levelWith({ medium: 5, high: 10, very_high: 15 })).toBe('6 h · Medium');
    expect(await levelWith({ medium: 2, high: 4, very_high: 6 })).toBe('6 h · Very high');
    expect(await levelWith({ medium: 8, high: 10, very_high: 12 })).toBe('6 h · Low');
  });
});
