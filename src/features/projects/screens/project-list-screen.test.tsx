import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { peoplePaths } from '@contract/people/profiles';
import { apiPath } from '@tests/msw/api-path';
import { usersProfile } from '@tests/msw/handlers/session';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { projectRecord } from '@tests/msw/handlers/projects-fixtures';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';
import { dialogTitled } from '@tests/support/dialog-titled';

describe('the projects list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps its filters in the address, so back and reload keep them', async () => {
    server.use(...projectsHandlers(projectsData()));
    const { location } = renderApp('/projects?status=Planned');
    expect(await screen.findByText('1 project match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finance shared services' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Electronic patient record rollout' }),
    ).not.toBeInTheDocument();

    // The table's headers sort the whole list on the server, from the first page.
    const header = screen.getByRole('columnheader', { name: 'Project' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(location().search).toBe('?status=Planned&sort=-name'));
    expect(screen.getByRole('columnheader', { name: 'Project' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cards' }));
    await waitFor(() => expect(location().search).toBe('?status=Planned&sort=-name&view=cards'));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Finance shared services' }),
    ).toBeVisible();

    // A narrow pane keeps the filters behind their button, and draws them only once it opens.
    expect(
      screen.queryByRole('combobox', { name: 'Status', hidden: true }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('2 projects')).toBeInTheDocument();
    expect(location().search).toBe('?sort=-name&view=cards');
  });

  it('asks before deleting, then offers to undo the soft delete', async () => {
    const data = projectsData();
    server.use(...projectsHandlers(data));
    renderApp('/projects');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for Finance shared services' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    // The confirmation's code loads when it is first asked for.
    const dialog = await dialogTitled('Delete the project “Finance shared services”?');
    expect(dialog).toHaveTextContent('It stays in the archive, marked deleted');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Delete project', hidden: true }),
    );

    expect(
      await screen.findByText('Deleted the project “Finance shared services”'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: 'Finance shared services' }),
      ).not.toBeInTheDocument(),
    );
    // jsdom's focus manager may leave the page aria-hidden once the dialog has closed.
    await userEvent.click(screen.getByRole('button', { name: 'Undo', hidden: true }));

    expect(
      await screen.findByRole('link', { name: 'Finance shared services' }),
    ).toBeInTheDocument();
    expect(data.writes.map((w) => [w.method, w.url, w.body])).toEqual([
      ['DELETE', '/api/v1/projects/7/', undefined],
      ['PATCH', '/api/v1/projects/7/', { archived: false }],
    ]);
  });

  it('offers no project actions to someone who may not edit', async () => {
    server.use(
      ...projectsHandlers(projectsData({ projects: [projectRecord({ can_edit: false })] })),
    );
    renderApp('/projects');
    expect(
      await screen.findByRole('link', { name: 'Electronic patient record rollout' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('shows its filters at once on a wide screen', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(min-width: 768px)',
    }));
    server.use(...projectsHandlers(projectsData()));
    renderApp('/projects');
    // Drawn without opening Filters (jsdom applies no media query, so its CSS still hides them).
    expect(
      await screen.findByRole('combobox', { name: 'Status', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Scope', hidden: true })).toBeInTheDocument();
  });

  it('draws its search and list under the header only once it knows who is signed in', async () => {
    server.use(...projectsHandlers(projectsData()));
    let answer: () => void = () => undefined;
    const profileAnswered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiPath(peoplePaths.usersProfile()), async () => {
        await profileAnswered;
        return HttpResponse.json(usersProfile());
      }),
    );
    renderApp('/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    // The header's actions depend on who it is: what is under it waits, rather than move down.
    expect(screen.queryByRole('search', { name: 'Find projects' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New project' })).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('search', { name: 'Find projects' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New project' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Finance shared services' }),
    ).toBeInTheDocument();
  });

  it("offers a project's actions as a menu button that opens from the keyboard", async () => {
    server.use(...projectsHandlers(projectsData()));
    renderApp('/projects');
    const trigger = await screen.findByRole('button', {
      name: 'Actions for Finance shared services',
    });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // (Focus moving into the menu and back needs a browser's layout: the journeys check it.)
    expect(await screen.findByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });
});
