import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RespondentSurvey } from '@contract/surveys/responses.schema';
import { surveysData, surveysHandlers } from '@tests/msw/handlers/surveys';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

const respondent: RespondentSurvey = {
  state: 'OPEN',
  organisation: 'Demo Organisation',
  survey: { id: 9, name: 'Go-Live pulse check', description: '', is_nwow: false },
  questions: [
    {
      id: 1,
      text: 'I feel ready.',
      question_type: 'AGREEMENT_RATING',
      required: true,
      options: [],
      behaviour: null,
    },
    {
      id: 2,
      text: 'How often do you use the new form?',
      question_type: 'CONSISTENCY_RATING',
      required: true,
      options: [],
      behaviour: null,
    },
    {
      id: 3,
      text: 'Which site?',
      question_type: 'SINGLE_RESPONSE_PICKLIST',
      required: true,
      options: ['North', 'South'],
      behaviour: null,
    },
    {
      id: 4,
      text: 'What helps?',
      question_type: 'MULTIPLE_RESPONSE_PICKLIST',
      required: false,
      options: ['Training', 'Time'],
      behaviour: null,
    },
    {
      id: 5,
      text: 'Anything else?',
      question_type: 'TEXT',
      required: false,
      options: [],
      behaviour: null,
    },
  ],
  answers: [{ question: 1, rating: 4, choices: [], text: null }],
  completed_at: null,
};

describe('the respondent’s page', () => {
  it('answers every question type by keyboard and pointer, resumes saved answers, and sends them', async () => {
    const data = surveysData({ respondent });
    server.use(...surveysHandlers(data));
    renderApp('/survey/abcdefghijklmnopqrstuvwxyz012345?from=EMAIL', { auth: 'signed-out' });
    const ready = await screen.findByRole('group', { name: /I feel ready/ });
    // The saved answer is back.
    expect(screen.getByRole('radio', { name: 'Agree' })).toBeChecked();
    expect(ready).toBeInTheDocument();
    const user = userEvent.setup();
    await waitFor(() =>
      expect(data.writes.some((w) => w.method === 'PATCH' && w.url.includes('from=EMAIL'))).toBe(
        true,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    // Named on the page at once, without a request the server could only refuse.
    expect(
      await screen.findByText(/^Questions? [\d, and]+ still needs? an answer\.$/),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Answer this question.')).toHaveLength(2);
    expect(data.writes.some((w) => (w.body as { submit?: boolean } | null)?.submit)).toBe(false);

    // A rating by keyboard: focus the scale, arrows move the choice.
    screen.getByRole('radio', { name: 'Never' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Sometimes' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'South' }));
    await user.click(screen.getByRole('checkbox', { name: 'Training' }));
    await user.click(screen.getByRole('checkbox', { name: 'Time' }));
    await user.type(screen.getByRole('textbox', { name: 'Anything else?' }), 'More drop-ins');
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    const sent = data.writes.filter((w) => w.method === 'POST').at(-1);
    expect(sent?.body).toMatchObject({
      submit: true,
      answers: expect.arrayContaining([
        { question: 1, rating: 4, choices: [], text: null },
        { question: 2, rating: 3 },
        { question: 3, choices: ['South'] },
        { question: 4, choices: ['Training', 'Time'] },
        { question: 5, text: 'More drop-ins' },
      ]),
    });
  });

  it('says plainly when a link does not work or was already answered', async () => {
    server.use(...surveysHandlers(surveysData({ respondent: null })));
    renderApp('/survey/unknown-token-0000000000', { auth: 'signed-out' });
    expect(
      await screen.findByRole('heading', { name: 'This survey link does not work' }),
    ).toBeInTheDocument();
  });
});
