import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Metric } from '@contract/projects/metrics.schema';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { projectRecord } from '@tests/msw/handlers/projects-fixtures';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

const waitingTime: Metric = {
  id: 7,
  project: 4,
  name: 'Waiting time',
  description: '',
  kind: 'LAGGING',
  category: 'Operational',
  status: 'On Track',
  reporting_period: 'Monthly',
  direction: 'LOWER',
  unit: 'minutes',
  baseline: null,
  target: 5,
  owner: null,
  latest_report: null,
  report_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('recording a metric’s report', () => {
  it('shows the status the value earns against the target, with nothing to choose by hand', async () => {
    server.use(
      ...projectsHandlers(projectsData({ projects: [projectRecord()], metrics: [waitingTime] })),
    );
    renderApp('/projects/4/metrics/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record a report' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Value/ }), '24');
    expect(within(dialog).getByRole('status')).toHaveTextContent('At Risk');
    await user.clear(within(dialog).getByRole('textbox', { name: /Value/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Value/ }), '4');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Achieved');
  });
});
