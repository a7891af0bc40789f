import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { USER_DISABLED_DETAIL } from '@contract/shared/error-details';
import { peoplePaths } from '@contract/people/profiles';
import { apiPath } from '@tests/msw/api-path';
import { featureFlags, sessionHandlers, usersProfile } from '@tests/msw/handlers/session';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('inside the signed-in guard (SPEC §2)', () => {
  it.each([
    ['/', 'Home'],
    ['/home', 'Home'],
    ['/archive', 'Archive'],
    ['/new-project/details', 'New project'],
    ['/people/42', 'People'],
    ['/projects/7/changes', 'Finance shared services'],
    ['/portfolio/heatmap', 'Portfolio'],
    ['/reports', 'Reports'],
    ['/admin/users', 'Admin'],
    ['/onboarding/2', 'Onboarding'],
    ['/user-config/site', 'Set up your account'],
    ['/user-profile', 'Your profile'],
  ])('%s shows %s in the shell, with the workspace navigation', async (path, title) => {
    renderApp(path);
    await heading(title);
    // jsdom lays pages out narrow: the navigation sits behind the Menu button, as on a phone.
    (await screen.findByRole('button', { name: 'Menu' })).click();
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('Home greets the signed-in user by name', async () => {
    renderApp('/home');
    expect(await screen.findByText('Welcome, Ada Admin')).toBeInTheDocument();
    expect(screen.getByText(/signed in to Demo Organisation as admin/)).toBeInTheDocument();
  });

  it('sends a signed-out user to sign in, keeping where they were going', async () => {
    const { location } = renderApp('/projects/4?tab=changes', { auth: 'signed-out' });
    await heading('Sign in to Changecraft');
    expect(location().pathname).toBe('/auth/sign-in');
    expect(new URLSearchParams(location().search).get('returnTo')).toBe('/projects/4?tab=changes');
  });

  it.each([
    ['/onboarding/2', 'onboarding_module'],
    ['/my-leader-tasks', 'activation_cycles'],
  ] as const)('sends %s to Home while %s is off', async (path, flag) => {
    server.use(...sessionHandlers({ flags: featureFlags({ [flag]: false }) }));
    const { location } = renderApp(path);
    await heading('Home');
    expect(location().pathname).toBe('/home');
  });

  it('sends a user without tool access from the admin area to the unauthorised page', async () => {
    server.use(
      ...sessionHandlers({
        profile: usersProfile({ role: 'CHANGE_MANAGER', has_tool_access: false }),
      }),
    );
    const { location } = renderApp('/admin/feature-flags');
    await heading('You do not have access to this page');
    expect(location().pathname).toBe('/unauthorised');
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  });
});

describe('outside the guard', () => {
  it.each([
    ['/survey/x', 'This survey link does not work'],
    ['/survey/abc123/page/2', 'This survey link does not work'],
    ['/account-deactivated', 'Your account is deactivated'],
    ['/auth-error?reason=state_mismatch', 'We could not sign you in'],
    ['/not-found', 'Page not found'],
    ['/server-error', 'Something went wrong on our side'],
    ['/resend-verification', 'Send a new verification email'],
    ['/unauthorised', 'You do not have access to this page'],
    ['/verify-email', 'Check your email'],
    ['/privacy', 'Privacy'],
    ['/terms', 'Terms of use'],
  ])('%s opens without signing in or calling the API: %s', async (path, title) => {
    const { authLoads } = renderApp(path, { auth: 'signed-out' });
    await heading(title);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Workspace', hidden: true }),
    ).not.toBeInTheDocument();
    expect(authLoads()).toBe(0);
  });

  it('the sign-in screen sends a user who is already signed in where they were going', async () => {
    const { location } = renderApp('/auth/sign-in?returnTo=%2Freports');
    await heading('Reports');
    expect(location().pathname).toBe('/reports');
  });

  it('the sign-in screen starts sign-in through the identity library', async () => {
    const { client } = renderApp('/auth/sign-in', { auth: 'signed-out' });
    (await screen.findByRole('button', { name: 'Sign in' })).click();
    await waitFor(() => expect(client.signIns).toBe(1));
    await heading('Home');
  });

  it('the signed-out page lets the sign-in library finish, then drops its state from the address', async () => {
    const { location, authLoads } = renderApp('/auth/signed-out?state=eyJpZCI6IjEifQ', {
      auth: 'signed-out',
    });
    await heading('You have signed out');
    await waitFor(() => expect(location().search).toBe(''));
    expect(location().pathname).toBe('/auth/signed-out');
    expect(authLoads()).toBe(1);
  });

  it('the auth error page says what went wrong', async () => {
    renderApp('/auth-error?reason=state_mismatch', { auth: 'signed-out' });
    expect(await screen.findByText('Details: state_mismatch')).toBeInTheDocument();
  });
});

describe('any other path', () => {
  it.each(['/nope', '/auth/elsewhere', '/home/extra', '/reports/2024', '/user-profile/edit'])(
    '%s shows the not-found page',
    async (path) => {
      renderApp(path, { auth: 'signed-out' });
      await heading('Page not found');
    },
  );
});

describe('failed calls (SPEC §8)', () => {
  it('a 500 lands on the server-error page, which offers to try the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(apiPath(peoplePaths.usersProfile()), () => new HttpResponse(null, { status: 500 })),
    );
    const { location } = renderApp('/projects');
    await heading('Something went wrong on our side');
    expect(location().pathname).toBe('/server-error');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/projects');
  });

  it('a disabled account lands on the account-deactivated page', async () => {
    server.use(
      http.get(apiPath(peoplePaths.usersProfile()), () =>
        HttpResponse.json({ detail: USER_DISABLED_DETAIL }, { status: 403 }),
      ),
    );
    const { location } = renderApp('/home');
    await heading('Your account is deactivated');
    expect(location().pathname).toBe('/account-deactivated');
  });
});
