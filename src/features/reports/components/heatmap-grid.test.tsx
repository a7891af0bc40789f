import { FluentProvider } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Heatmap } from '@contract/reports/portfolio.schema';
import { themes } from '@/lib/theme/themes';
import { HeatmapGrid } from './heatmap-grid';

const heatmap: Heatmap = {
  unit: 'load',
  granularity: 'week',
  columns: [
    { start: '2030-03-04', end: '2030-03-10', label: '4 Mar' },
    { start: '2030-03-11', end: '2030-03-17', label: '11 Mar' },
  ],
  rows: [
    {
      key: 'g1',
      name: 'Clinical staff',
      group_by: 'Clinical',
      site: 'York',
      cells: [10, 0],
      levels: ['high', 'none'],
    },
    {
      key: 'g2',
      name: 'Porters',
      group_by: 'Clinical',
      site: 'York',
      cells: [3, 6],
      levels: ['low', 'medium'],
    },
  ],
  thresholds: { medium: 5, high: 10, very_high: 15 },
};

const cell = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('the heatmap grid', { timeout: 20_000 }, () => {
  it('shows each cell’s number and level letter, and names its level in words', () => {
    render(
      <FluentProvider theme={themes.light}>
        <HeatmapGrid heatmap={heatmap} caption="Change load" />
      </FluentProvider>,
    );
    expect(cell('Clinical staff, 4 Mar')).toHaveAccessibleName(
      'Clinical staff, 4 Mar: 10 change load, high',
    );
    expect(cell('Clinical staff, 4 Mar')).toHaveTextContent('10H');
    expect(cell('Porters, 11 Mar')).toHaveTextContent('6M');
    expect(cell('Clinical staff, 11 Mar')).toHaveTextContent(/^0$/);
  });

  it('is one Tab stop: arrow keys, Home and End move between cells, Enter opens one', async () => {
    const onSelect = vi.fn();
    render(
      <FluentProvider theme={themes.light}>
        <button type="button">Before</button>
        <HeatmapGrid heatmap={heatmap} caption="Change load" onSelect={onSelect} />
        <button type="button">After</button>
      </FluentProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    // The section's collapse button, then the grid's one stop: its first cell.
    expect(screen.getByRole('button', { name: 'Clinical (2)' })).toHaveFocus();
    await user.tab();
    expect(cell('Clinical staff, 4 Mar')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    await user.tab({ shift: true });
    expect(cell('Clinical staff, 4 Mar')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Clinical staff, 11 Mar')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('Porters, 11 Mar')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(cell('Porters, 11 Mar')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell('Porters, 4 Mar')).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell('Porters, 11 Mar')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({
      row: 'g2',
      column: '2030-03-11',
      label: 'Porters, 11 Mar',
    });
    // The stop stays where the person left it.
    await user.tab();
    await user.tab({ shift: true });
    expect(cell('Porters, 11 Mar')).toHaveFocus();
  });

  it('opens a cell with a click', async () => {
    const onSelect = vi.fn();
    render(
      <FluentProvider theme={themes.light}>
        <HeatmapGrid heatmap={heatmap} caption="Change load" onSelect={onSelect} />
      </FluentProvider>,
    );
    await userEvent.setup().click(cell('Clinical staff, 4 Mar'));
    expect(onSelect).toHaveBeenCalledWith({
      row: 'g1',
      column: '2030-03-04',
      label: 'Clinical staff, 4 Mar',
    });
  });
});
