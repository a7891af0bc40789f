import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { changeRecord } from '@tests/msw/handlers/projects-fixtures';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('a change’s page and its set-up steps', () => {
  it('shows the change’s facts, then continues its set-up where it stopped', async () => {
    const data = projectsData({ changes: [changeRecord()] });
    server.use(...projectsHandlers(data));
    const { location } = renderApp('/projects/4/changes/11');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bedside charting on tablets' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Type').nextSibling).toHaveTextContent('System');
    expect(screen.getByText('Added by').nextSibling).toHaveTextContent('Maya Manager');
    expect(screen.getByText('No go-live events yet', { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Continue set-up' }));
    await screen.findByRole('heading', { level: 2, name: 'Classification' });
    await waitFor(() => expect(location().pathname).toMatch(/classification$/));
    await userEvent.click(screen.getByRole('radio', { name: 'Business critical' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await screen.findByRole('heading', { level: 2, name: 'Timing' });
    expect(data.writes.map((w) => [w.method, w.url, w.body])).toEqual([
      [
        'PATCH',
        '/api/v1/projects/4/changes/?change=11&wizard_step=2',
        { criticality: 'BUSINESS_CRITICAL', impact_attributes: [] },
      ],
    ]);
  });

  it('says so when the address names no change', async () => {
    server.use(...projectsHandlers(projectsData()));
    renderApp('/projects/4/changes/abc');
    expect(
      await screen.findByRole('heading', { name: 'This is not a change address' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All changes' })).toBeInTheDocument();
  });
});
