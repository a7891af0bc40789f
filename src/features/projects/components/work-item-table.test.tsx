import { FluentProvider } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { themes } from '@/lib/theme/themes';
import type { WorkItem } from '../work-items';
import { WorkItemTable } from './work-item-table';

const STAMP = '2026-03-02T09:00:00.000Z';
const base = {
  project: 1,
  workstream: null,
  description: '',
  owner: null,
  closed_at: null,
  created_at: STAMP,
  updated_at: STAMP,
};
const items: WorkItem[] = [
  {
    kind: 'deliverable',
    item: {
      ...base,
      id: 1,
      name: 'Quick-start guide',
      state: 'Open',
      due_date: null,
      readiness_assessment_id: null,
    },
  },
  {
    kind: 'milestone',
    item: {
      ...base,
      id: 1,
      name: 'Every ward trained',
      state: 'Closed',
      due_date: '2026-05-01',
      readiness_id: null,
    },
  },
  {
    kind: 'deliverable',
    item: {
      ...base,
      id: 2,
      name: 'Training plan',
      state: 'Overdue',
      due_date: '2026-02-01',
      owner: { id: 4, display_name: 'Emma Employee' },
      readiness_assessment_id: null,
    },
  },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the plan’s work-item table', () => {
  it('lists items soonest due first, sorts by its headers and offers each item’s actions', async () => {
    const onAction = vi.fn();
    render(
      <FluentProvider theme={themes.light}>
        <WorkItemTable items={items} caption="Rollout" canEdit onAction={onAction} />
      </FluentProvider>,
    );
    expect(screen.getByRole('columnheader', { name: 'Due' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(names()).toEqual([
      'Training planDeliverable',
      'Every ward trainedMilestone',
      'Quick-start guideDeliverable',
    ]);
    const item = screen.getByRole('columnheader', { name: 'Item' });
    await userEvent.click(within(item).getByRole('button'));
    expect(names()[0]).toBe('Every ward trainedMilestone');

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Every ward trained' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reopen' }));
    expect(onAction).toHaveBeenCalledWith('toggle', items[1]);
  });

  it('offers no actions to someone who may not edit', () => {
    render(
      <FluentProvider theme={themes.light}>
        <WorkItemTable items={items} caption="Rollout" canEdit={false} onAction={vi.fn()} />
      </FluentProvider>,
    );
    expect(screen.getByRole('table', { name: 'Rollout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });
});
