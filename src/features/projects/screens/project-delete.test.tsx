import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';
import { dialogTitled } from '@tests/support/dialog-titled';

describe('deleting a project from its own workspace', () => {
  it('lands on the project list with an undo notice, not on “Page not found”', async () => {
    const data = projectsData();
    server.use(...projectsHandlers(data));
    const { location } = renderApp('/projects/4/overview');
    const name = 'Electronic patient record rollout';
    await screen.findByRole('heading', { level: 1, name });

    await userEvent.click(screen.getByRole('button', { name: 'Project actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    // The confirmation's code loads when it is first asked for.
    const dialog = await dialogTitled(`Delete the project “${name}”?`);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Delete project', hidden: true }),
    );

    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    expect(location().pathname).toBe('/projects');
    const notice = await screen.findByText(`Deleted the project “${name}”`);
    expect(notice).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Undo/ })).toBeInTheDocument();
    // Give any stray read of the deleted project's insides time to answer and redirect.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(location().pathname).toBe('/projects');
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Undo/ }));
    await waitFor(() => expect(data.projects.find((p) => p.id === 4)?.deleted_at).toBeNull());
  });
});
