import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { projectRecord } from '@tests/msw/handlers/projects-fixtures';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';
import { projectsPatterns } from '@contract/projects/projects';

async function openStatusMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
  return screen.findByRole('menu');
}

describe('the status control on the project overview', () => {
  it('offers only the moves the server allows from the current status', async () => {
    server.use(...projectsHandlers(projectsData()));
    renderApp('/projects/4/overview');
    const menu = await openStatusMenu();
    const offered = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(offered).toEqual(['Move to Completed', 'Move to Paused', 'Move to Cancelled']);
  });

  it('asks before a move, then shows the new status', async () => {
    const data = projectsData();
    server.use(...projectsHandlers(data));
    renderApp('/projects/4/overview');
    const menu = await openStatusMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move to Paused' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Move “Electronic patient record rollout” from Live to Paused?',
    });
    expect(dialog).toHaveTextContent('Work stops for now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Paused' }));

    await screen.findByRole('button', { name: 'Change status' });
    expect(data.writes.at(-1)).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/projects/4/',
      body: { status: 'Paused' },
    });
    expect(await screen.findAllByText('Status:', { exact: false })).not.toHaveLength(0);
    expect(screen.getAllByText('Paused').length).toBeGreaterThan(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s own words when it refuses the move', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Someone else moved the project meanwhile: the server refuses on its current status.
    server.use(
      http.patch(apiPath(projectsPatterns.item), () =>
        HttpResponse.json(
          { status: ['Cannot move from Paused to Cancelled. Allowed: Planned, Live.'] },
          { status: 400 },
        ),
      ),
      ...projectsHandlers(projectsData()),
    );
    renderApp('/projects/4/overview');
    const menu = await openStatusMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move to Cancelled' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Cancelled' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cannot move from Paused to Cancelled. Allowed: Planned, Live.',
    );
    expect(within(dialog).getByRole('button', { name: 'Move to Cancelled' })).toBeEnabled();
  });

  it('shows no edit controls to someone who may not edit the project', async () => {
    server.use(
      ...projectsHandlers(projectsData({ projects: [projectRecord({ can_edit: false })] })),
    );
    renderApp('/projects/4/overview');
    expect(await screen.findByText('Active phase: Implement')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'At a glance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change active phase' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Project actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
