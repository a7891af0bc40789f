import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { globalGroup, groupsData, groupsHandlers } from '@tests/msw/handlers/groups';
import { peopleHandlers } from '@tests/msw/handlers/people';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('groups: the organisation’s impacted groups', () => {
  it('pages through every group, 50 at a time, and a search starts again at its first page', async () => {
    const groups = Array.from({ length: 120 }, (_, i) =>
      globalGroup({ id: i + 1, name: `Group ${String(i + 1).padStart(3, '0')}` }),
    );
    server.use(...peopleHandlers(), ...groupsHandlers(groupsData({ groups })));
    const user = userEvent.setup();
    renderApp('/people/groups');
    const table = await screen.findByRole('table', { name: 'Impacted groups' });
    expect(await within(table).findByRole('link', { name: 'Group 001' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Group 051' })).not.toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Groups pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Group 051' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Groups pages' })).getByRole('button', {
        name: 'Next',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Group 120' })).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search groups' }), 'Group 00');
    expect(await screen.findByRole('link', { name: 'Group 001' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Groups pages' })).not.toBeInTheDocument(),
    );
  });
});
