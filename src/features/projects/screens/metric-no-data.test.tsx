import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Metric } from '@contract/projects/metrics.schema';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { projectRecord } from '@tests/msw/handlers/projects-fixtures';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

const metric = (overrides: Partial<Metric>): Metric => ({
  id: 7,
  project: 4,
  name: 'Waiting time',
  description: '',
  kind: 'LAGGING',
  category: 'Operational',
  status: null,
  reporting_period: 'Monthly',
  direction: 'LOWER',
  unit: 'minutes',
  baseline: 30,
  target: 5,
  owner: null,
  latest_report: null,
  report_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const metrics = [
  metric({}),
  metric({ id: 8, name: 'Logins per week', status: 'At Risk', report_count: 1 }),
];

describe('a metric without a report', () => {
  it('has no status in the metric list: it says “No data yet”, never a green badge', async () => {
    server.use(...projectsHandlers(projectsData({ projects: [projectRecord()], metrics })));
    renderApp('/projects/4/metrics');
    const row = (await screen.findByRole('link', { name: 'Waiting time' })).closest('tr');
    if (!row) throw new Error('no row for the metric');
    expect(within(row).getByText('No data yet')).toBeInTheDocument();
    expect(within(row).queryByText('On Track')).not.toBeInTheDocument();
  });

  it('is counted apart in the project overview, not as on track', async () => {
    server.use(...projectsHandlers(projectsData({ projects: [projectRecord()], metrics })));
    renderApp('/projects/4');
    expect(await screen.findByText('1 at risk · 1 with no data yet')).toBeInTheDocument();
    expect(screen.queryByText(/on track/i)).not.toBeInTheDocument();
  });
});
