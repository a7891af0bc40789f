import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assessmentsData, assessmentsHandlers } from '@tests/msw/handlers/assessments';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('the change impact grid', () => {
  it('rates by keyboard, moves with the arrows, empties with Delete and fills the rest', async () => {
    const data = assessmentsData();
    server.use(...assessmentsHandlers(data));
    const user = userEvent.setup();
    renderApp('/projects/4/assessments/impact');
    const grid = await screen.findByRole('grid', { name: /Overall impact/ });
    const first = within(grid).getByRole('gridcell', {
      name: 'New rota system, Pharmacy: not rated',
    });
    first.focus();
    await user.keyboard('5');
    await within(grid).findByRole('gridcell', { name: 'New rota system, Pharmacy: Very high' });
    expect(data.writes.at(-1)?.body).toEqual({
      dimension: 'OVERALL',
      ratings: [{ change: 11, impacted_group: 21, rating: 'VERY_HIGH' }],
    });

    await user.keyboard('{ArrowRight}1');
    const second = await within(grid).findByRole('gridcell', {
      name: 'New rota system, Ward nurses: Very low',
    });
    expect(second).toHaveTextContent('Very low');
    expect(second).toHaveFocus();

    await user.keyboard('{Delete}');
    await within(grid).findByRole('gridcell', { name: 'New rota system, Ward nurses: not rated' });

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Fill empty cells with' }),
      'LOW',
    );
    await user.click(screen.getByRole('button', { name: 'Fill 3 empty cells' }));
    await waitFor(() => expect(within(grid).getAllByText('Low')).toHaveLength(3));
    expect(within(grid).getByText('Very high')).toBeInTheDocument();
    // What each level means sits beside the grid.
    expect(screen.getByText('Daily work stops.')).toBeInTheDocument();
  });

  it('is read-only for those who cannot edit the assessment', async () => {
    const data = assessmentsData();
    if (data.impact) data.impact = { ...data.impact, can_edit: false };
    server.use(...assessmentsHandlers(data));
    const user = userEvent.setup();
    renderApp('/projects/4/assessments/impact');
    const grid = await screen.findByRole('grid', { name: /Overall impact/ });
    within(grid).getByRole('gridcell', { name: 'New rota system, Pharmacy: not rated' }).focus();
    await user.keyboard('5');
    expect(data.writes).toEqual([]);
    expect(screen.queryByRole('button', { name: /Fill/ })).not.toBeInTheDocument();
  });

  it('reads the ratings a group at a time, on the dimension chosen', async () => {
    const data = assessmentsData();
    const cell = (change: number, group: number, dimension: string, note = '') => ({
      change,
      impacted_group: group,
      dimension,
      rating: 'HIGH' as const,
      note,
      updated_by: null,
      updated_at: '2030-01-01T09:00:00.000Z',
    });
    if (data.impact) {
      data.impact.ratings = [
        cell(11, 22, 'OVERALL', 'Rota moves online'),
        cell(12, 21, 'OVERALL'),
        cell(12, 22, 'SYSTEM_INTERACTION'),
      ];
    }
    server.use(...assessmentsHandlers(data));
    const user = userEvent.setup();
    renderApp('/projects/4/assessments/impact');
    const table = await screen.findByRole('table', { name: 'Overall impact by group' });
    await within(table).findByText('Rota moves online');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const region = screen.getByRole('region', { name: 'Overall impact by group' });
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Group' }), 'Pharmacy');
    const rowsNow = () =>
      within(screen.getByRole('table', { name: 'Overall impact by group' })).getAllByRole('row');
    await waitFor(() => expect(rowsNow()).toHaveLength(2));
    expect(rowsNow()[1]).toHaveTextContent('Handover checklist');
    // The dimension names come from the server; another dimension reads its own ratings.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Dimension' }),
      'Systems they use',
    );
    expect(await screen.findByText('Nothing rated yet')).toBeInTheDocument();
  });
});
