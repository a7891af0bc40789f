import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { emailVerificationPaths } from '@contract/people/email-verification';
import {
  type SendEmailVerificationInput,
  type SendEmailVerificationResponse,
} from '@contract/people/email-verification.schema';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

function serverAnswers(status: number, body: object) {
  const sent: { body: unknown; authorization: string | null }[] = [];
  server.use(
    http.post(apiPath(emailVerificationPaths.send()), async ({ request }) => {
      sent.push({
        body: (await request.json()) as SendEmailVerificationInput,
        authorization: request.headers.get('authorization'),
      });
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

async function submit(email: string) {
  const field = await screen.findByRole('textbox', { name: 'Email' });
  if (email) await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Send verification email' }));
}

describe('resend verification', () => {
  it('sends the address without sign-in and says a link is on its way', async () => {
    const sent = serverAnswers(200, { detail: 'Sent.' } satisfies SendEmailVerificationResponse);
    const { authLoads } = renderApp('/resend-verification', { auth: 'signed-out' });
    await submit('emma@demo.changecraft.test');
    expect(
      await screen.findByText(
        /If an account uses emma@demo.changecraft.test, a new verification link/,
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ body: { email: 'emma@demo.changecraft.test' }, authorization: null }]);
    expect(authLoads()).toBe(0);
  });

  it('checks the address before sending anything', async () => {
    const sent = serverAnswers(200, { detail: 'Sent.' });
    renderApp('/resend-verification', { auth: 'signed-out' });
    await submit('');
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    await submit('not-an-address');
    expect(await screen.findByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('shows the server’s word on the address next to the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serverAnswers(400, { email: ['No account can be verified with this address.'] });
    renderApp('/resend-verification', { auth: 'signed-out' });
    await submit('old@demo.changecraft.test');
    expect(
      await screen.findByText('No account can be verified with this address.'),
    ).toBeInTheDocument();
  });

  it('stays on the page and says so when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serverAnswers(404, { detail: 'Not found.' });
    const { location } = renderApp('/resend-verification', { auth: 'signed-out' });
    await submit('emma@demo.changecraft.test');
    expect(
      await screen.findByText('We could not send the email: Not found. Try again in a moment.'),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/resend-verification');
  });
});
