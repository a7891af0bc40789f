import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { peoplePaths } from '@contract/people/profiles';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The shell's first read, which every signed-in screen makes, answered with `status`. */
function profileAnswers(status: number, body?: object) {
  server.use(
    http.get(apiPath(peoplePaths.usersProfile()), () =>
      body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }),
    ),
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  // Failures are logged by design; keep the test output to what fails.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => window.sessionStorage.clear());

describe('the HTTP client’s response interceptor, as the user meets it', () => {
  it('401: the person signs in again, once for every call refused together', async () => {
    profileAnswers(401, { detail: 'Given token not valid for any token type' });
    const { client, location } = renderApp('/projects');
    await waitFor(() => expect(client.signIns).toBe(1));
    expect(location().pathname).not.toBe('/unauthorised');
  });

  it('401 right after signing in again: the unauthorised page, not a sign-in loop', async () => {
    window.sessionStorage.setItem('changecraft.signed-in-again', String(Date.now()));
    profileAnswers(401, { detail: 'Given token not valid for any token type' });
    const { client, location } = renderApp('/projects');
    await heading('You do not have access to this page');
    expect(location().pathname).toBe('/unauthorised');
    expect(client.signIns).toBe(0);
  });

  it.each([
    [403, '/unauthorised', 'You do not have access to this page'],
    [404, '/not-found', 'Page not found'],
    [500, '/server-error', 'Something went wrong on our side'],
    [503, '/server-error', 'Something went wrong on our side'],
  ])('%i opens %s', async (status, path, title) => {
    profileAnswers(status, { detail: 'Refused.' });
    const { location, client } = renderApp('/projects');
    await heading(title);
    expect(location().pathname).toBe(path);
    expect(client.signIns).toBe(0);
  });

  it('no answer at all: the offline notice, once, and the screen stays', async () => {
    server.use(http.get(apiPath(peoplePaths.usersProfile()), () => HttpResponse.error()));
    const { location } = renderApp('/projects');
    expect(await screen.findByText('You seem to be offline')).toBeInTheDocument();
    expect(screen.getAllByText('You seem to be offline')).toHaveLength(1);
    expect(location().pathname).toBe('/projects');
  });
});
