import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('focus after a route change', () => {
  it('lands on the new screen’s heading, with the shell kept (not on <body>)', async () => {
    server.use(...projectsHandlers(projectsData()));
    renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Projects' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Projects' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // The shell was not re-mounted: the same Menu button is still in the page.
    expect(menu.isConnected).toBe(true);
  });
});
