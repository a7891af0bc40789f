import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { peopleData, peopleHandlers, person } from '@tests/msw/handlers/people';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

/** Opens a Fluent dropdown and picks an option from its own list (closed lists stay mounted). */
async function pick(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, option: string) {
  await user.click(box);
  const list = await waitFor(() => {
    const found = document.getElementById(box.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`The list of ${box.getAttribute('aria-label')} is not open.`);
    return found;
  });
  await user.click(within(list).getByRole('option', { name: option }));
}

describe('people: roles', () => {
  it('filters by role in the address and changes a role after confirming', async () => {
    const data = peopleData({
      people: [person(), person({ id: 2, first_name: 'Ben', last_name: 'Baker' })],
    });
    server.use(...peopleHandlers(data));
    const user = userEvent.setup();
    const { location } = renderApp('/people/roles?role=EMPLOYEE');
    const table = await screen.findByRole('table', { name: 'Roles' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('row', { name: /Ben Baker/ })).toBeInTheDocument();

    await pick(
      user,
      within(table).getByRole('combobox', { name: 'Role of Ben Baker' }),
      'Change manager',
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Make Ben Baker Change manager?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(data.writes.at(-1)?.body).toEqual({ user_id: 2, role: 'CHANGE_MANAGER' });
    // Ben is no longer an employee: the filtered list is empty now.
    expect(await screen.findByText('Nobody matches')).toBeInTheDocument();

    await pick(user, screen.getByRole('combobox', { name: 'Role' }), 'Every role');
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findByText('2 people')).toBeInTheDocument();
  });

  it('refuses to demote the last admin, with the reason in the dialog', async () => {
    const data = peopleData();
    server.use(...peopleHandlers(data));
    const user = userEvent.setup();
    renderApp('/people/roles');
    const admins = await screen.findByRole('table', { name: 'Roles' });
    await pick(
      user,
      within(admins).getByRole('combobox', { name: 'Role of Ada Admin' }),
      'Employee',
    );
    const refusal = await screen.findByRole('alertdialog', { name: 'Make Ada Admin Employee?' });
    await user.click(within(refusal).getByRole('button', { name: 'Change role' }));
    expect(
      await within(refusal).findByText(
        'The last admin cannot be given another role. Make someone else an admin first.',
      ),
    ).toBeVisible();
    expect(data.people[0]?.role).toBe('ADMIN');
  });
});

describe('people: directory sync', () => {
  it('shows the source and last sync, and refreshes group memberships', async () => {
    const data = peopleData();
    server.use(...peopleHandlers(data));
    const user = userEvent.setup();
    renderApp('/people/sync');
    expect(
      await screen.findByText('This organisation’s own people, departments and sites'),
    ).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh group memberships' }));
    expect(
      await screen.findByText(/Finished, started .*: 3 of 3 groups, 42 memberships linked/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Never')).toBeNull();
    expect(data.writes.map((w) => new URL(w.url).pathname)).toEqual(['/api/v1/refresh-ad-groups/']);
  });
});
