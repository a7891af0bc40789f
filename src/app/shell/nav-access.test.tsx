import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { featureOffDetail } from '@contract/admin/feature-flags';
import { capacityPatterns } from '@contract/reports/capacity';
import { reportPatterns } from '@contract/reports/portfolio';
import { apiPath } from '@tests/msw/api-path';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { reportsHandlers } from '@tests/msw/handlers/reports';
import { featureFlags, sessionHandlers, usersProfile } from '@tests/msw/handlers/session';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('one rule for the navigation and the routes', () => {
  it.each(['/archive', '/people', '/portfolio', '/reports'])(
    'sends a leader who types %s to the unauthorised page',
    async (path) => {
      server.use(...sessionHandlers({ profile: usersProfile({ role: 'LEADER' }) }));
      const { location } = renderApp(path);
      await heading('You do not have access to this page');
      expect(location().pathname).toBe('/unauthorised');
    },
  );

  it.each([
    ['/portfolio', 'portfolio_manager'],
    ['/reports', 'portfolio_manager_reports'],
  ] as const)(
    'sends an admin who types %s while %s is off to the unauthorised page',
    async (path, flag) => {
      server.use(...sessionHandlers({ flags: featureFlags({ [flag]: false }) }));
      const { location } = renderApp(path);
      await heading('You do not have access to this page');
      expect(location().pathname).toBe('/unauthorised');
    },
  );

  it('opens the reports while the portfolio is off, and the portfolio while the reports are', async () => {
    server.use(
      ...reportsHandlers(),
      ...sessionHandlers({ flags: featureFlags({ portfolio_manager: false }) }),
    );
    const reports = renderApp('/reports');
    await heading('Reports');
    reports.unmount();
    server.use(...sessionHandlers({ flags: featureFlags({ portfolio_manager_reports: false }) }));
    renderApp('/portfolio');
    await heading('Portfolio');
  });

  it('names the feature when the server says it was switched off since the tab read its flags', async () => {
    // The tab still believes the portfolio is on; the server has it off.
    const off = featureOffDetail(['portfolio_manager']);
    const refused = () => HttpResponse.json({ detail: off }, { status: 403 });
    // The first handler for a call answers it.
    server.use(
      http.post(apiPath(reportPatterns.dashboard), refused),
      http.post(apiPath(reportPatterns.activeCycleLoadHeatmap), refused),
      http.get(apiPath(capacityPatterns.collection), refused),
      ...reportsHandlers(),
    );
    const { location } = renderApp('/portfolio');
    await heading('This feature is turned off');
    expect(location().pathname).toBe('/unauthorised');
    expect(screen.getByText(off, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
  });

  it('opens the archive for a change manager', async () => {
    server.use(
      ...sessionHandlers({ profile: usersProfile({ role: 'CHANGE_MANAGER' }) }),
      ...projectsHandlers(projectsData()),
    );
    const { location } = renderApp('/archive');
    await heading('Archive');
    expect(location().pathname).toBe('/archive');
  });

  it('offers an employee no Archive button on the project list', async () => {
    server.use(
      ...sessionHandlers({ profile: usersProfile({ role: 'EMPLOYEE' }) }),
      ...projectsHandlers(projectsData()),
    );
    renderApp('/projects');
    await heading('Projects');
    await screen.findAllByText('Electronic patient record rollout');
    expect(screen.queryByRole('link', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New project' })).not.toBeInTheDocument();
  });
});
