import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { server } from '@tests/msw/server';
import { dialogTitled } from '@tests/support/dialog-titled';
import { renderApp } from '@tests/support/render-app';

async function openQuickCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Quick create' }));
  return dialogTitled('Quick create a project');
}

describe('Home’s quick create', () => {
  it('creates through the projects area’s write and lands in the new workspace', async () => {
    const data = projectsData();
    server.use(...projectsHandlers(data));
    const { location } = renderApp('/home');
    const dialog = await openQuickCreate();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Project name/ }),
      'R&D <b>pilot</b>',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await screen.findByRole('heading', { level: 1, name: 'R&D <b>pilot</b>' });
    expect(location().pathname).toMatch(/^\/projects\/\d+\/overview$/);
    expect(data.writes.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/projects/',
      body: { name: 'R&D <b>pilot</b>' },
    });
  });

  it('asks before Escape throws typed text away', async () => {
    server.use(...projectsHandlers(projectsData()));
    renderApp('/home');
    const dialog = await openQuickCreate();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'Half');
    await userEvent.keyboard('{Escape}');
    expect(await within(dialog).findByText('Discard your changes?')).toBeInTheDocument();
    // Still open: asking is not closing.
    expect(await dialogTitled('Quick create a project')).toBe(dialog);
  });
});
