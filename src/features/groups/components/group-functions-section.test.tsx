import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupsData, groupsHandlers } from '@tests/msw/handlers/groups';
import { peopleHandlers } from '@tests/msw/handlers/people';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';
import { dialogTitled } from '@tests/support/dialog-titled';

// In jsdom nothing has layout, so Fluent's focus manager cannot move focus into a dialog; 250 ms
// after it opens, the manager's aria-hidden pass then hides the dialog too (in a browser focus is
// inside and it stays visible). Queries inside a dialog therefore include hidden elements.
const inDialog = { hidden: true } as const;

describe('groups: functions of a global group', () => {
  it('adds a function with its departments, edits it and deletes it', async () => {
    const data = groupsData();
    server.use(...peopleHandlers(), ...groupsHandlers(data));
    const user = userEvent.setup();
    renderApp('/people/groups/5');
    await screen.findByRole('heading', { name: 'Ward nurses' });
    expect(await screen.findByText('No functions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add function' }));
    let dialog = await dialogTitled('New function');
    await user.click(within(dialog).getByRole('button', { ...inDialog, name: 'Add function' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(data.writes).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { ...inDialog, name: /Name/ }), 'Finance');
    const departments = within(dialog).getByRole('combobox', { ...inDialog, name: /Departments/ });
    await user.click(departments);
    const list = document.getElementById(departments.getAttribute('aria-controls') ?? '');
    await user.click(
      await within(list as HTMLElement).findByRole('menuitemcheckbox', {
        ...inDialog,
        name: 'Finance',
      }),
    );
    await user.click(
      within(list as HTMLElement).getByRole('menuitemcheckbox', {
        ...inDialog,
        name: 'Transformation',
      }),
    );
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { ...inDialog, name: 'Add function' }));
    await waitFor(() => expect(screen.queryByRole('dialog', inDialog)).toBeNull());
    expect(data.writes[0]?.body).toEqual({
      global_impacted_group: 5,
      name: 'Finance',
      departments: [2, 1],
    });
    const functions = await screen.findByRole('list', { name: 'Functions' });
    expect(
      within(functions).getByRole('button', {
        name: 'Download the members of Finance in Transformation (CSV)',
      }),
    ).toBeInTheDocument();

    // The list reloads after the create; a click on a row it is replacing opens nothing, so
    // click the current row until its dialog opens.
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Edit Finance' }));
      await dialogTitled('Edit the function Finance', { timeout: 1_000 });
    });
    dialog = await dialogTitled('Edit the function Finance');
    const name = within(dialog).getByRole('textbox', { ...inDialog, name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Finance and payroll');
    await user.click(within(dialog).getByRole('button', { ...inDialog, name: 'Save function' }));
    await waitFor(() => expect(screen.queryByRole('dialog', inDialog)).toBeNull());
    expect(data.writes[1]).toMatchObject({
      method: 'PATCH',
      body: { name: 'Finance and payroll', departments: [2, 1] },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Finance and payroll' }));
    const confirm = await screen.findByRole('alertdialog', inDialog);
    await user.click(within(confirm).getByRole('button', { ...inDialog, name: 'Delete function' }));
    expect(await screen.findByText('No functions')).toBeInTheDocument();
    expect(data.writes.map((w) => w.method)).toEqual(['POST', 'PATCH', 'DELETE']);
  });
});
