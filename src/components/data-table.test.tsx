import { Button, FluentProvider } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { themes } from '@/lib/theme/themes';
import { DataTable, type DataColumn } from './data-table';

interface Person {
  id: number;
  name: string;
  team: string;
}

const columns: DataColumn<Person>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (p) => p.name,
    compare: (a, b) => a.name.localeCompare(b.name),
  },
  { id: 'team', header: 'Team', cell: (p) => p.team },
];

const people: Person[] = [
  { id: 1, name: 'Chidi', team: 'Ward 3' },
  { id: 2, name: 'Amara', team: 'Pharmacy' },
  { id: 3, name: 'Bea', team: 'Ward 3' },
];

function show(props: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  return render(
    <FluentProvider theme={themes.light}>
      <DataTable rows={people} columns={columns} rowId={(p) => p.id} caption="People" {...props} />
    </FluentProvider>,
  );
}

describe('DataTable', () => {
  it('sorts by a column from its header button, and says the order', async () => {
    show();
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['AmaraPharmacy', 'BeaWard 3', 'ChidiWard 3']);
    // By keyboard too: the header is a button.
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Chidi');
    expect(screen.getByRole('columnheader', { name: 'Team' })).not.toHaveAttribute('aria-sort');
  });

  it('leaves the order to the server when it sorts a paged list: headers ask, rows stay', async () => {
    const onSortChange = vi.fn();
    show({
      columns: [
        { id: 'name', header: 'Name', cell: (p) => p.name, sortable: true },
        { id: 'team', header: 'Team', cell: (p) => p.team },
      ],
      sort: { column: 'name', direction: 'ascending' },
      onSortChange,
    });
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
    // The rows are drawn in the order given (the server's), not re-sorted here.
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Chidi');
    expect(screen.getByRole('columnheader', { name: 'Team' })).not.toHaveAttribute('aria-sort');
  });

  it('selects rows for a bulk action, one by one or all at once', async () => {
    const archive = vi.fn();
    show({
      selection: {
        rowLabel: (p) => p.name,
        bulkActions: (rows, clear) => (
          <Button
            onClick={() => {
              archive(rows.map((p) => p.name));
              clear();
            }}
          >
            Archive
          </Button>
        ),
      },
    });
    expect(screen.queryByRole('toolbar')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bea' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('1 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(bar).toHaveTextContent('3 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    expect(archive).toHaveBeenCalledWith(['Chidi', 'Amara', 'Bea']);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('draws only the rows in view of 50,000, and tells screen readers how many there are', () => {
    const many = Array.from({ length: 50_000 }, (_, i) => ({
      id: i,
      name: `Person ${i}`,
      team: 'Ward',
    }));
    // jsdom lays nothing out: give the scroller a height for the virtualiser to fill.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440);
    show({ rows: many, virtual: { height: 440, rowHeight: 44 } });
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-rowcount', '50001');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByRole('region', { name: 'People, scrollable' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('lets the arrow keys move between cells, and is one Tab stop with no hidden sentinels', async () => {
    const linked: DataColumn<Person>[] = [
      { id: 'name', header: 'Name', cell: (p) => <a href={`#${p.id}`}>{p.name}</a> },
      { id: 'team', header: 'Team', cell: (p) => p.team },
    ];
    render(
      <FluentProvider theme={themes.light}>
        <button type="button">Before</button>
        <DataTable
          rows={people}
          columns={linked}
          rowId={(p) => p.id}
          caption="People"
          actions={(p) => <Button>Actions for {p.name}</Button>}
        />
        <button type="button">After</button>
      </FluentProvider>,
    );
    const table = screen.getByRole('table', { name: 'People' });
    // Nothing focusable that a screen reader cannot see (Tabster's sentinels were such).
    expect(table.parentElement?.querySelector('[data-tabster-dummy]')).toBeNull();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Chidi' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Actions for Chidi' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Actions for Amara' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Amara' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Chidi' })).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(screen.getByRole('button', { name: 'Actions for Bea' })).toHaveFocus();
    // Tab leaves the table, and coming back lands where the person was.
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Actions for Bea' })).toHaveFocus();
  });
});
