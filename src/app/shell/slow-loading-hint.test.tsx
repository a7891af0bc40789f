import { act, screen } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { peoplePaths } from '@contract/people/profiles';
import { apiPath } from '@tests/msw/api-path';
import { usersProfile } from '@tests/msw/handlers/session';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('the still-loading hint', () => {
  it('appears when a read passes the slow-load threshold and goes when it answers', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(apiPath(peoplePaths.usersProfile()), async () => {
        await answered;
        await delay(1);
        return HttpResponse.json(usersProfile());
      }),
    );
    // Real time runs on; the test also jumps the clock past the 3 s threshold.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderApp('/home');
      await screen.findByRole('heading', { level: 1, name: 'Home' });
      expect(screen.queryByText(/Still loading/)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(3_100));
      expect(
        await screen.findByText('Still loading… this is taking longer than usual.'),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }

    answer();
    expect(await screen.findByText('Welcome, Ada Admin')).toBeInTheDocument();
    expect(screen.queryByText(/Still loading/)).not.toBeInTheDocument();
  });
});
