import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { sessionHandlers, usersProfile } from '@tests/msw/handlers/session';
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
