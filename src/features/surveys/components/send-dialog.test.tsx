import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { peopleData, peopleHandlers, person } from '@tests/msw/handlers/people';
import { surveyRecord, surveysData, surveysHandlers } from '@tests/msw/handlers/surveys';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

const slow = { timeout: 40_000 };

async function openSendDialog() {
  renderApp('/projects/4/surveys/9');
  const user = userEvent.setup();
  // The builder settles (questions read) before its send button is used.
  await screen.findByRole('listitem', { name: 'Question 1' }, slow);
  await user.click(screen.getByRole('button', { name: 'Send or schedule' }));
  // Label and text queries: role queries over the whole app are slow on a loaded machine.
  const personas = await screen.findByLabelText('Personas', {}, slow);
  const dialog = personas.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('The send dialog did not open.');
  return { user, dialog };
}

describe('the send dialog', () => {
  it(
    'sends to a group and a person found by the directory search',
    { timeout: 90_000 },
    async () => {
      const data = surveysData();
      server.use(
        ...surveysHandlers(data),
        ...peopleHandlers(
          peopleData({
            people: [
              person({ id: 21, display_name: 'Grace Hopper', email: 'grace@example.org' }),
              person({ id: 22, display_name: 'Alan Turing', email: 'alan@example.org' }),
            ],
          }),
        ),
      );
      const { user, dialog } = await openSendDialog();
      await user.click(await within(dialog).findByLabelText(/Ward nurses/, {}, slow));
      await user.type(within(dialog).getByLabelText('People'), 'grace');
      await user.click(await screen.findByText(/Grace Hopper ·/, {}, slow));
      expect(await within(dialog).findByText('Grace Hopper', {}, slow)).toBeTruthy();

      await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
      await waitFor(() => expect(data.writes).toHaveLength(1), slow);
      expect(data.writes[0]).toMatchObject({
        method: 'POST',
        url: '/api/v1/surveys/9/send/',
        body: {
          audience_kind: 'PEOPLE',
          audience_groups: [3],
          audience_people: [21],
          audience_personas: [],
        },
      });
    },
  );

  it(
    'sends to personas and shows the message when none is chosen',
    { timeout: 90_000 },
    async () => {
      const data = surveysData({
        audiences: {
          groups: [],
          global_groups: [],
          departments: [],
          sites: [],
          personas: [
            { id: 5, name: 'Frontline clinician', people: 40 },
            { id: 6, name: 'Back office', people: 9 },
          ],
        },
      });
      server.use(...surveysHandlers(data));
      const { user, dialog } = await openSendDialog();
      await user.click(within(dialog).getByLabelText('Personas'));
      await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
      expect((await within(dialog).findByRole('alert', {}, slow)).textContent).toBe(
        'Choose at least one persona.',
      );

      await user.click(within(dialog).getByLabelText(/Back office/));
      await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
      await waitFor(() => expect(data.writes).toHaveLength(2), slow);
      expect(data.writes[1]?.body).toMatchObject({
        audience_kind: 'PERSONA',
        audience_groups: [],
        audience_people: [],
        audience_personas: [6],
      });
    },
  );

  it(
    'sends an enterprise survey to the organisation’s groups, departments and sites',
    { timeout: 90_000 },
    async () => {
      const data = surveysData({
        surveys: [surveyRecord({ id: 30, project: null, scope: 'ENTERPRISE' })],
        audiences: {
          groups: [],
          global_groups: [{ id: 8, name: 'Night shift', members: 14, leaders: 2 }],
          departments: [
            { id: 21, name: 'Finance', people: 31 },
            { id: 22, name: 'Logistics', people: 1 },
          ],
          sites: [{ id: 41, name: 'Harbour', people: 12 }],
          personas: [],
        },
      });
      data.questions = data.questions.map((q) => ({ ...q, survey: 30 }));
      server.use(...surveysHandlers(data));
      renderApp('/surveys/30');
      const user = userEvent.setup();
      await screen.findByRole('listitem', { name: 'Question 1' }, slow);
      await user.click(screen.getByRole('button', { name: 'Send or schedule' }));
      // Text queries: role queries over the whole app are slow on a loaded machine.
      const legend = await screen.findByText('Groups of the organisation', {}, slow);
      const groups = legend.closest<HTMLElement>('fieldset');
      const dialog = legend.closest<HTMLElement>('[role="dialog"]');
      if (!groups || !dialog) throw new Error('The send dialog did not open.');
      const sendNow = () => within(dialog).getByText('Send now', { selector: 'button' });
      // Nothing chosen: the message sits with the organisation's groups.
      await user.click(sendNow());
      expect(
        await within(groups).findByText(
          'Choose at least one group, department, site or person.',
          undefined,
          slow,
        ),
      ).toBeVisible();
      await user.click(within(groups).getByLabelText('Night shift (14 people)'));
      await user.click(within(dialog).getByLabelText('Logistics (1 person)'));
      await user.click(within(dialog).getByLabelText('Harbour (12 people)'));
      await user.click(sendNow());
      await waitFor(() => expect(data.writes).toHaveLength(2), slow);
      expect(data.writes[1]).toMatchObject({
        url: '/api/v1/surveys/30/send/',
        body: {
          audience_kind: 'PEOPLE',
          audience_groups: [],
          audience_global_groups: [8],
          audience_departments: [22],
          audience_sites: [41],
        },
      });
    },
  );
});
