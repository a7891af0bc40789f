import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reportProfileHandlers } from '@tests/msw/handlers/reports-profiles';
import { reportsHandlers } from '@tests/msw/handlers/reports';
import { featureFlags, sessionHandlers } from '@tests/msw/handlers/session';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('/reports', () => {
  it(
    'shows the go-lives of a month and the profiles of a week and a month for the chosen groups',
    { timeout: 120_000 },
    async () => {
      const asked: string[] = [];
      server.use(...reportsHandlers(), ...reportProfileHandlers(asked));
      const app = renderApp('/reports?report=go-lives-month&groups=g1&on=2030-03-12');
      expect(
        await screen.findByRole('heading', { name: 'Go-live changes in 2030-03' }),
      ).toBeInTheDocument();
      // The month of the chosen day, with the filters in the body.
      expect(asked).toContain(
        'get_go_live_changes/?month=2030-03 {"filters":{"groups":["g1"],"granularity":"week"}}',
      );
      expect(screen.getByLabelText('Month of')).toHaveValue('12 Mar 2030');
      expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();

      const user = userEvent.setup();
      await user.click(screen.getByRole('tab', { name: 'Activities in a week' }));
      expect(
        await screen.findByRole('heading', { name: 'Activities in the week of 2030-03-12' }),
      ).toBeInTheDocument();
      expect(asked).toContain('portfolio-activity-profile/?date=2030-03-12&groups=g1');
      expect(screen.getByRole('cell', { name: '1.5' })).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Engagement by group' }));
      expect(await screen.findByRole('heading', { name: 'Nothing to report' })).toBeInTheDocument();
      expect(asked).toContain('portfolio-engagement-profiles/?date=2030-03-12&groups=g1');
      // Another day is another month, kept in the address.
      const day = screen.getByLabelText('Month of');
      await user.clear(day);
      await user.type(day, '2030-04-02');
      await vi.waitFor(() =>
        expect(asked).toContain('portfolio-engagement-profiles/?date=2030-04-02&groups=g1'),
      );
      expect(app.location().search).toContain('on=2030-04-02');
      expect(app.location().search).toContain('report=engagement-profile');
    },
  );

  it(
    'shows the three time-commitment and burden reports only while their flag is on',
    { timeout: 120_000 },
    async () => {
      const burden = ['Go-live events and activity burden', 'Activity time per change'];
      server.use(...reportsHandlers());
      const on = renderApp('/reports');
      expect(await screen.findByRole('tab', { name: burden[0] })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Time by project and change' })).toBeInTheDocument();
      on.unmount();

      server.use(
        ...sessionHandlers({ flags: featureFlags({ time_commitment_and_burden_reports: false }) }),
      );
      // Addressed to one of them, the screen shows the project load instead.
      renderApp('/reports?report=burden');
      expect(await screen.findByRole('tab', { name: 'Project load' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      for (const name of [...burden, 'Time by project and change']) {
        expect(screen.queryByRole('tab', { name })).not.toBeInTheDocument();
      }
      expect(screen.getByRole('tab', { name: 'Go-live changes' })).toBeInTheDocument();
    },
  );
});
