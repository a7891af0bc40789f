import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('a project address that leads nowhere', () => {
  it.each(['/projects/abc/overview', '/projects/99999/overview', '/projects/0'])(
    '%s opens the one not-found page, with a way home',
    async (path) => {
      server.use(...projectsHandlers(projectsData()));
      const { location } = renderApp(path);
      await screen.findByRole('heading', { level: 1, name: 'Page not found' });
      expect(location().pathname).toBe('/not-found');
      expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
    },
  );
});
