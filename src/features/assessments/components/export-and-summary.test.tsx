import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeSummary } from '@contract/assessments/summary.schema';
import {
  assessmentsData,
  assessmentsHandlers,
  impactAssessmentRecord,
} from '@tests/msw/handlers/assessments';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';
import { toCsv } from '@contract/shared/csv';

const saved = vi.hoisted(() => [] as { blob: Blob; fileName: string }[]);
vi.mock('@/lib/api-client/save-file', () => ({
  saveFile: (file: { blob: Blob; fileName: string }) => saved.push(file),
}));

afterEach(() => {
  saved.length = 0;
  vi.restoreAllMocks();
});

const rated = (change: number, group: number, rating: 'VERY_HIGH' | 'LOW') => ({
  change,
  impacted_group: group,
  dimension: 'OVERALL',
  rating,
  note: '',
  updated_by: null,
  updated_at: '2030-01-01T09:00:00.000Z',
});

function summary(overrides: Partial<ChangeSummary>): ChangeSummary {
  return {
    change: 11,
    change_name: 'New rota system',
    project: 4,
    score: 72,
    level: 'HIGH',
    reasons: ['Very high impact on Ward nurses'],
    impact: 'VERY_HIGH',
    readiness: { total: 5, red: 2, amber: 1, unreported: 0 },
    business_risk: 'MEDIUM',
    implementation_risk: 'HIGH',
    sentiment: null,
    training_need: null,
    ...overrides,
  };
}

describe('exporting and printing an assessment', () => {
  it('writes CSV cells quoted where needed and never as formulas', () => {
    expect(
      toCsv([
        ['Change', 'Note'],
        ['Rota, phase 1', '=SUM(A1)'],
        ['Say "hi"', -3],
      ]),
    ).toBe('Change,Note\r\n"Rota, phase 1",\'=SUM(A1)\r\n"Say ""hi""",-3\r\n');
  });

  it('exports the impact grid as CSV and prints only the assessment', async () => {
    const data = assessmentsData({
      impact: impactAssessmentRecord({
        ratings: [rated(11, 22, 'VERY_HIGH'), rated(12, 21, 'LOW')],
      }),
    });
    server.use(...assessmentsHandlers(data));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/projects/4/assessments/impact');
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    await user.click(exportButton);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('change-impact-overall.csv');
    expect(await saved[0]?.blob.text()).toBe(
      'Change,Pharmacy,Ward nurses\r\nNew rota system,,Very high\r\nHandover checklist,Low,\r\n',
    );

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // What prints: the area with its own heading; the buttons and the dimension picker stay off.
    const area = exportButton.closest('[data-print-area]');
    expect(area).not.toBeNull();
    expect(
      within(area as HTMLElement).getByText('Change impact: Overall impact'),
    ).toBeInTheDocument();
    expect(exportButton.closest('[data-print-hide]')).not.toBeNull();
    expect(
      screen.getByRole('combobox', { name: 'Dimension' }).closest('[data-print-hide]'),
    ).not.toBeNull();
  });

  it('charts each change’s attention score beside a table of what it rolls up', async () => {
    const data = assessmentsData({
      summaries: [
        summary({}),
        summary({
          change: 12,
          change_name: 'Handover checklist',
          score: 18,
          level: 'LOW',
          reasons: [],
          impact: 'LOW',
          readiness: null,
          business_risk: null,
          implementation_risk: null,
          sentiment: 'HIGH',
        }),
      ],
    });
    server.use(...assessmentsHandlers(data));
    renderApp('/projects/4/assessments/summary');
    const table = await screen.findByRole('table', { name: 'Readiness and risk per change' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'New rota system',
        '72 (At risk)',
        'Very high',
        '2 red, 1 amber of 5',
        'High',
        'Unassessed',
        'Unassessed',
      ],
      [
        'Handover checklist',
        '18 (On track)',
        'Low',
        'No measures',
        'Unassessed',
        'High',
        'Unassessed',
      ],
    ]);
    expect(screen.getByRole('heading', { name: 'Attention score per change' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Why: New rota system' })).getByText(
        'Very high impact on Ward nurses',
      ),
    ).toBeInTheDocument();
  });
});
