import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { surveysData, surveysHandlers } from '@tests/msw/handlers/surveys';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('the survey builder', () => {
  it('edits, adds and saves questions, and reorders them by keyboard', async () => {
    const data = surveysData();
    server.use(...surveysHandlers(data));
    renderApp('/projects/4/surveys/9');
    const first = await screen.findByRole('listitem', { name: 'Question 1' });
    const user = userEvent.setup();

    // Move the first question down with its button (keyboard reachable): saved at once.
    await user.click(within(first).getByRole('button', { name: /Move down/ }));
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/surveys/9/reorder_questions/',
      body: { order: [102, 101] },
    });

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const added = screen.getByRole('listitem', { name: 'Question 3' });
    await user.type(
      within(added).getByRole('textbox', { name: /Question 3/ }),
      'Which site are you at?',
    );
    await user.selectOptions(within(added).getByRole('combobox', { name: 'Type' }), 'Pick one');
    await user.type(within(added).getByRole('textbox', { name: /Options/ }), 'North{Enter}South');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    await waitFor(() => expect(data.writes).toHaveLength(2));
    expect(data.writes[1]).toMatchObject({
      method: 'POST',
      url: '/api/v1/surveys/9/questions/',
      body: {
        questions: [
          {
            id: 102,
            question_type: 'MULTIPLE_RESPONSE_PICKLIST',
            options: ['Training', 'Time to practise'],
          },
          { id: 101, question_type: 'AGREEMENT_RATING' },
          {
            text: 'Which site are you at?',
            question_type: 'SINGLE_RESPONSE_PICKLIST',
            options: ['North', 'South'],
          },
        ],
      },
    });
  });

  it('reorders with Enter on a focused Move button and by dragging', async () => {
    const data = surveysData();
    server.use(...surveysHandlers(data));
    renderApp('/projects/4/surveys/9');
    const first = await screen.findByRole('listitem', { name: 'Question 1' });
    const user = userEvent.setup();
    const texts = () =>
      screen
        .getAllByRole('textbox', { name: /^Question \d/ })
        .map((box) => (box as HTMLInputElement).value);
    const [before1, before2] = texts();

    // Keyboard: Move down is a focusable button, and Enter on it moves the question.
    const moveDown = within(first).getByRole('button', { name: /Move down/ });
    act(() => moveDown.focus());
    expect(moveDown).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]).toMatchObject({ method: 'PUT', body: { order: [102, 101] } });
    expect(texts()).toEqual([before2, before1]);
    // The moved question is now last, so its Move down is disabled: focus goes to its Move up.
    const moved = screen.getByRole('listitem', { name: 'Question 2' });
    await waitFor(() =>
      expect(within(moved).getByRole('button', { name: /Move up/ })).toHaveFocus(),
    );

    // Drag the second question onto the first: back to the original order, saved at once.
    const second = screen.getByRole('listitem', { name: 'Question 2' });
    fireEvent.dragStart(second);
    fireEvent.dragOver(screen.getByRole('listitem', { name: 'Question 1' }));
    fireEvent.drop(screen.getByRole('listitem', { name: 'Question 1' }));
    fireEvent.dragEnd(second);
    await waitFor(() => expect(data.writes).toHaveLength(2));
    expect(data.writes[1]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/surveys/9/reorder_questions/',
      body: { order: [101, 102] },
    });
    expect(texts()).toEqual([before1, before2]);
  });

  it('previews every question as the respondent sees it', async () => {
    server.use(...surveysHandlers(surveysData()));
    renderApp('/projects/4/surveys/9');
    await screen.findByRole('listitem', { name: 'Question 1' });
    await userEvent.setup().click(screen.getByRole('switch', { name: /Preview/ }));
    const rating = screen.getByRole('group', { name: /I feel ready for the go-live/ });
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree']);
    const support = screen.getByRole('group', { name: /What support would help you most/ });
    expect(within(support).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('locks the questions of a sent survey and offers a new version', async () => {
    server.use(
      ...surveysHandlers(
        surveysData({
          surveys: [
            (await import('@tests/msw/handlers/surveys')).surveyRecord({
              status: 'OPEN',
              locked: true,
              cycle: 1,
            }),
          ],
        }),
      ),
    );
    renderApp('/projects/4/surveys/9');
    expect(
      await screen.findByRole('button', { name: 'Make a new version to change questions' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save questions' })).not.toBeInTheDocument();
  });
});
