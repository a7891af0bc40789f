import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activationCyclesPatterns } from '@contract/leaders/activation-cycles';
import { apiPath } from '@tests/msw/api-path';
import { surveyRecord, surveysData, surveysHandlers } from '@tests/msw/handlers/surveys';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('enterprise surveys and new-ways-of-working surveys', () => {
  it('lists the organisation’s surveys and creates one that belongs to no project', async () => {
    const data = surveysData({
      surveys: [
        surveyRecord({ id: 30, project: null, scope: 'ENTERPRISE', name: 'Company pulse' }),
      ],
    });
    server.use(...surveysHandlers(data));
    renderApp('/surveys');
    expect(await screen.findByRole('heading', { level: 1, name: 'Surveys' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Company pulse' })).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New survey' }));
    await user.selectOptions(await screen.findByLabelText('Start from'), 'CUSTOM');
    await user.type(screen.getByLabelText('Name'), 'Hybrid working check');
    await user.click(screen.getByRole('button', { name: 'Create survey' }));
    await waitFor(() =>
      expect(data.writes).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          body: expect.objectContaining({
            scope: 'ENTERPRISE',
            project: null,
            name: 'Hybrid working check',
          }),
        }),
      ),
    );
  });

  it('pages through every survey, 50 at a time', async () => {
    const surveys = Array.from({ length: 75 }, (_, i) =>
      surveyRecord({
        id: i + 1,
        project: null,
        scope: 'ENTERPRISE',
        name: `Pulse ${String(i + 1).padStart(2, '0')}`,
      }),
    );
    server.use(...surveysHandlers(surveysData({ surveys })));
    renderApp('/surveys');
    expect(await screen.findByRole('link', { name: 'Pulse 01' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Pulse 51' })).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Surveys pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Pulse 75' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Pulse 01' })).not.toBeInTheDocument();
  });

  it('makes a project survey about an activation cycle’s behaviours, and says when no cycle is chosen', async () => {
    const data = surveysData();
    server.use(
      ...surveysHandlers(data),
      http.get(apiPath(activationCyclesPatterns.collection), () =>
        HttpResponse.json([{ id: 7, name: 'Spring cycle' }]),
      ),
    );
    renderApp('/projects/4/surveys');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New survey' }));
    const start = await screen.findByLabelText('Start from');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /New ways of working/ })).toBeInTheDocument(),
    );
    await user.selectOptions(start, 'NWOW');
    await user.click(screen.getByRole('button', { name: 'Create survey' }));
    expect(
      await screen.findByText(
        'Choose the activation cycle whose behaviours the survey asks about.',
        undefined,
      ),
    ).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Activation cycle'), '7');
    await user.click(screen.getByRole('button', { name: 'Create survey' }));
    await waitFor(() =>
      expect(data.writes).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          body: expect.objectContaining({ project: 4, is_nwow: true, activation_cycle_id: 7 }),
        }),
      ),
    );
  });
});
