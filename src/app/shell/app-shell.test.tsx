import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  featureFlags,
  sessionHandlers,
  userOrganisation,
  usersProfile,
} from '@tests/msw/handlers/session';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

async function openNavigation() {
  await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
  return screen.findByRole('navigation', { name: 'Workspace' });
}

function linkNames(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the shell', () => {
  it('shows every area to an admin with tool access, grouped as Changecraft, Portfolio and Admin', async () => {
    renderApp('/home');
    const nav = await openNavigation();
    expect(linkNames(nav)).toEqual([
      'Home',
      'Projects',
      'People',
      'Archive',
      'Reports',
      'Surveys',
      'Portfolio',
      'Admin',
    ]);
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Changecraft', 'Portfolio', 'Admin']);
  });

  it('dims the screen behind the open navigation and closes it on a tap there', async () => {
    renderApp('/home');
    await openNavigation();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByTestId('nav-backdrop'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('nav-backdrop')).not.toBeInTheDocument();
  });

  it('hides the areas whose feature flags are off', async () => {
    server.use(
      ...sessionHandlers({
        flags: featureFlags({ portfolio_manager: false, people_manager: false, admin: false }),
      }),
    );
    renderApp('/home');
    const nav = await openNavigation();
    expect(linkNames(nav)).toEqual(['Home', 'Projects', 'Archive', 'Reports', 'Surveys']);
    expect(within(nav).queryByRole('heading', { name: 'Portfolio' })).not.toBeInTheDocument();
  });

  it('fits the navigation to the user’s role and tool access', async () => {
    server.use(
      ...sessionHandlers({ profile: usersProfile({ role: 'EMPLOYEE', has_tool_access: false }) }),
    );
    renderApp('/home');
    const nav = await openNavigation();
    expect(linkNames(nav)).toEqual(['Home', 'Projects']);
  });

  it('marks the current area', async () => {
    renderApp('/projects/4/changes');
    const nav = await openNavigation();
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('names the signed-in user and their organisation, and signs them out', async () => {
    server.use(
      ...sessionHandlers({ organisation: userOrganisation({ name: 'Northwind Health' }) }),
    );
    const { client } = renderApp('/home');
    const account = await screen.findByRole('button', { name: /Ada Admin.*Northwind Health/ });
    await userEvent.click(account);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(client.signOuts).toEqual(['signed-out']));
  });

  it('opens the user’s profile from the account menu', async () => {
    const { location } = renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: /Ada Admin/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Your profile' }));
    await screen.findByRole('heading', { level: 1, name: 'Your profile' });
    expect(location().pathname).toBe('/user-profile');
    expect(await screen.findByText('admin@demo.changecraft.test')).toBeInTheDocument();
    // The menu's code, the profile screen and its data load one after another: slow when busy.
  });
});
