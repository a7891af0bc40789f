import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthSession } from '@/lib/auth/auth-session';
import type { HostDetection } from '@/lib/host/host';
import { HostStore } from '@/lib/host/host-store';
import { fakeHost, teamsHost } from '@tests/support/fake-host';
import { renderApp } from '@tests/support/render-app';
import { App } from './app';

function themeOf() {
  return document.querySelector('[data-theme]')?.getAttribute('data-theme');
}

describe('while the host answers', () => {
  it('shows the spinner, not a screen, then the screen once the host is known', async () => {
    const store = new HostStore('teams');
    let answer: (detection: HostDetection) => void = () => undefined;
    store.start(() => new Promise<HostDetection>((resolve) => (answer = resolve)));
    renderApp('/home', { host: store });
    expect(await screen.findByText('Opening Changecraft…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    act(() => answer({ info: teamsHost(), connection: null }));
    expect(await screen.findByText('Welcome, Ada Admin')).toBeInTheDocument();
  });
});

describe('in a Teams tab', () => {
  it('leaves the header and navigation to Teams, keeping the person’s own menu', async () => {
    const host = fakeHost(teamsHost());
    renderApp('/home', { host: host.store });
    await screen.findByText('Welcome, Ada Admin');
    expect(screen.queryByRole('link', { name: 'Changecraft home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ada Admin/ })).toBeInTheDocument();
  });

  it('paints with Teams’ theme and follows Teams as it switches', async () => {
    const host = fakeHost(teamsHost());
    renderApp('/home', { host: host.store });
    await screen.findByText('Welcome, Ada Admin');
    expect(themeOf()).toBe('teams-light');
    act(() => host.changeTheme('dark'));
    expect(themeOf()).toBe('teams-dark');
    act(() => host.changeTheme('contrast'));
    expect(themeOf()).toBe('teams-high-contrast');
  });

  it('tells Teams the app has loaded once the first screen is usable, and only once', async () => {
    const host = fakeHost(teamsHost());
    renderApp('/home', { host: host.store });
    await screen.findByText('Welcome, Ada Admin');
    // The screen's effects run just after it is drawn.
    await waitFor(() => expect(host.connection.notifySuccess).toHaveBeenCalledTimes(1));
    await userEvent.click(await screen.findByRole('button', { name: /Ada Admin/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Your profile' }));
    await screen.findByRole('heading', { level: 1, name: 'Your profile' });
    expect(host.connection.notifySuccess).toHaveBeenCalledTimes(1);
    expect(host.connection.notifyFailure).not.toHaveBeenCalled();
  });

  it('reports a sign-in that cannot start to Teams, instead of success', async () => {
    const host = fakeHost(teamsHost());
    const session = new AuthSession(() =>
      Promise.reject(new Error('The authority is unreachable.')),
    );
    const Router = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/home']}>{children}</MemoryRouter>
    );
    render(<App session={session} host={host.store} Router={Router} />);
    await screen.findByRole('heading', { level: 1, name: 'We could not sign you in' });
    expect(host.connection.notifyFailure).toHaveBeenCalledWith(
      'AuthFailed',
      'The authority is unreachable.',
    );
    expect(host.connection.notifySuccess).not.toHaveBeenCalled();
  });

  it('switches to the Projects tab for a link to the projects area, staying on Home', async () => {
    const host = fakeHost(teamsHost({ pageId: 'home' }));
    const { location } = renderApp('/home', { host: host.store });
    // No navigation of the app's own in Teams: links in the screens cross tabs.
    await userEvent.click(await screen.findByRole('link', { name: 'See all projects' }));
    await waitFor(() =>
      expect(host.connection.openTab).toHaveBeenCalledWith('projects', undefined),
    );
    expect(location().pathname).toBe('/home');
  });

  it('routes inside the tab for pages of its own area or of no tab', async () => {
    const host = fakeHost(teamsHost({ pageId: 'projects' }));
    const { location } = renderApp('/projects', { host: host.store });
    await userEvent.click(await screen.findByRole('link', { name: 'Archive' }));
    await waitFor(() => expect(location().pathname).toBe('/archive'));
    await userEvent.click(await screen.findByRole('button', { name: /Ada Admin/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Your profile' }));
    await waitFor(() => expect(location().pathname).toBe('/user-profile'));
    expect(host.connection.openTab).not.toHaveBeenCalled();
  });

  it('routes inside the tab when Teams cannot switch tabs', async () => {
    const host = fakeHost(teamsHost({ pageId: 'home' }));
    host.connection.openTab.mockResolvedValue(false);
    const { location } = renderApp('/home', { host: host.store });
    // No navigation of the app's own in Teams: links in the screens cross tabs.
    await userEvent.click(await screen.findByRole('link', { name: 'See all projects' }));
    await waitFor(() => expect(location().pathname).toBe('/projects'));
  });

  it('leaves the colour mode to Teams: no appearance choice in the account menu', async () => {
    renderApp('/home', { host: fakeHost(teamsHost()).store });
    await userEvent.click(await screen.findByRole('button', { name: /Ada Admin/ }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitemradio', { name: 'Dark' })).not.toBeInTheDocument();
  });
});

describe('in a browser tab', () => {
  it('is light and teal until the user chooses, then keeps their choice', async () => {
    renderApp('/home');
    await screen.findByText('Welcome, Ada Admin');
    expect(themeOf()).toBe('changecraft-light');
    await userEvent.click(await screen.findByRole('button', { name: /Ada Admin/ }));
    const dark = await screen.findByRole('menuitemradio', { name: 'Dark' });
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(dark);
    expect(themeOf()).toBe('changecraft-dark');
    expect(window.localStorage.getItem('changecraft.theme')).toBe('dark');
    await userEvent.click(await screen.findByRole('button', { name: /Ada Admin/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Light' }));
    expect(themeOf()).toBe('changecraft-light');
  });
});
