import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminData, adminHandlers } from '@tests/msw/handlers/admin';
import { peopleData, peopleHandlers, person } from '@tests/msw/handlers/people';
import { sessionHandlers, usersProfile } from '@tests/msw/handlers/session';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';
import { dialogTitled } from '@tests/support/dialog-titled';

/** Picks an entry of a native select once the reference list behind it has loaded. */
async function choose(name: string, option: string, inside: HTMLElement = document.body) {
  const select = await within(inside).findByRole('combobox', { name, hidden: true });
  await within(select).findByRole('option', { name: option, hidden: true });
  await userEvent.setup().selectOptions(select, option);
}

describe('the user configuration wizard', () => {
  it('resumes after the last finished step and saves site and department as references', async () => {
    // The new person finished the site step only: the wizard opens on the department.
    const data = peopleData({ people: [person({ user_config_step: 0 })] });
    server.use(
      ...peopleHandlers(data),
      ...sessionHandlers({ profile: usersProfile({ user_config_step: 0 }) }),
    );
    const user = userEvent.setup();
    const { location } = renderApp('/user-config');
    await waitFor(() => expect(location().pathname).toBe('/user-config/department'));
    // Steps past the next one cannot be reached by address yet.
    expect(screen.queryByRole('link', { name: /Your time zone/ })).toBeNull();

    await choose('Department', 'Clinical Operations');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().pathname).toBe('/user-config/roles'));
    expect(data.writes[0]?.body).toEqual({ department_id: 3, user_config_step: 1 });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location().pathname).toBe('/user-config/department'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await choose('Site', 'Manchester');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(data.writes).toHaveLength(2));
    // Going back never lowers the furthest step; the site moves with `updateSite`.
    expect(data.writes[1]).toMatchObject({
      url: expect.stringContaining('updateSite=true'),
      body: { site_id: 3, user_config_step: 1 },
    });
  });
});

describe('your profile', () => {
  it('saves the department chosen from the list and leaves the site alone', async () => {
    const data = peopleData();
    server.use(...peopleHandlers(data));
    const user = userEvent.setup();
    renderApp('/user-profile');
    await choose('Department', 'Finance');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(data.writes).toHaveLength(1));
    const write = data.writes[0] as { url: string; body: Record<string, unknown> };
    expect(write.url).not.toContain('updateSite');
    expect(write.body).toMatchObject({ department_id: 2 });
    expect(write.body).not.toHaveProperty('site_id');
  });
});

describe('the organisation onboarding', () => {
  it('resumes at the first unfinished step and remembers each finished one', async () => {
    const data = peopleData();
    server.use(...peopleHandlers(data), ...adminHandlers(adminData()));
    const user = userEvent.setup();
    // The session's admin finished the first four steps (onboarding_step 3).
    const { location } = renderApp('/onboarding');
    await waitFor(() => expect(location().pathname).toBe('/onboarding/import'));
    expect(screen.getByRole('link', { name: 'Open the people import' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().pathname).toBe('/onboarding/first-project'));
    expect(data.writes[0]?.body).toEqual({ onboarding_step: 4 });
  });
});

describe('the directory: adding and editing people', () => {
  it('lets an admin add a person with a department from the list', async () => {
    const data = peopleData({ people: [person(), person({ id: 2 })] });
    server.use(...peopleHandlers(data));
    const user = userEvent.setup();
    renderApp('/people');
    await user.click(await screen.findByRole('button', { name: 'Add person' }));
    // jsdom's focus manager may leave the page aria-hidden under a dialog: query hidden too.
    const dialog = await dialogTitled('Add a person');
    const inDialog = { hidden: true } as const;
    await user.type(
      within(dialog).getByRole('textbox', { ...inDialog, name: /Email/ }),
      'nia@x.org',
    );
    await user.type(
      within(dialog).getByRole('textbox', { ...inDialog, name: /First name/ }),
      'Nia',
    );
    await choose('Department', 'Finance', dialog);
    await user.click(within(dialog).getByRole('button', { ...inDialog, name: 'Add person' }));
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]?.body).toMatchObject({
      email: 'nia@x.org',
      first_name: 'Nia',
      department_id: 2,
      role: 'EMPLOYEE',
    });
  });

  it('lets an admin edit a person’s site from the drawer, with updateSite', async () => {
    const data = peopleData({ people: [person(), person({ id: 2 })] });
    server.use(...peopleHandlers(data));
    const user = userEvent.setup();
    renderApp('/people/directory?person=2');
    await user.click(await screen.findByRole('button', { name: 'Edit Person' }));
    // jsdom's focus manager may leave the page aria-hidden under a dialog: query hidden too.
    const editing = await dialogTitled('Edit Person 2');
    await choose('Site', 'Leeds', editing);
    await user.click(screen.getByRole('button', { name: 'Save person', hidden: true }));
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]).toMatchObject({
      url: expect.stringContaining('user_profiles/2/?updateSite=true'),
      body: { site_id: 2 },
    });
  });
});
