import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { surveysData, surveysHandlers } from '@tests/msw/handlers/surveys';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('Home’s "My surveys to answer"', () => {
  it('links each open invitation to the person’s own survey page', async () => {
    server.use(
      ...surveysHandlers(
        surveysData({
          mine: [
            {
              token: 'tok-aaaaaaaaaaaaaaaaaaaaaaaa',
              survey: { id: 9, name: 'Go-Live pulse check' },
              project: { id: 4, name: 'Patient records' },
              sent_at: '2030-03-01T09:00:00.000Z',
              closes_at: null,
              started: false,
            },
            {
              token: 'tok-bbbbbbbbbbbbbbbbbbbbbbbb',
              survey: { id: 12, name: 'Quarterly pulse' },
              project: null,
              sent_at: '2030-02-01T09:00:00.000Z',
              closes_at: '2030-04-01T09:00:00.000Z',
              started: true,
            },
          ],
        }),
      ),
    );
    renderApp('/home');
    const list = await screen.findByRole('list', { name: 'Surveys to answer' });
    const answer = within(list).getByRole('link', { name: 'Answer “Go-Live pulse check”' });
    expect(answer).toHaveAttribute('href', '/survey/tok-aaaaaaaaaaaaaaaaaaaaaaaa?from=HOME');
    expect(within(list).getByRole('link', { name: 'Finish “Quarterly pulse”' })).toHaveAttribute(
      'href',
      '/survey/tok-bbbbbbbbbbbbbbbbbbbbbbbb?from=HOME',
    );
    expect(
      within(list).getByText(/Whole organisation · sent .* · closes .* · started/),
    ).toBeVisible();
  });

  it('says so when nothing is waiting', async () => {
    server.use(...surveysHandlers(surveysData({ mine: [] })));
    renderApp('/home');
    expect(await screen.findByText('No surveys waiting for you', undefined)).toBeInTheDocument();
  });
});
