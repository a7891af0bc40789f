import {
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useGridKeys } from './grid-keys';
import { VisuallyHidden } from './visually-hidden';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '32px',
  },
  scroller: { overflowY: 'auto', position: 'relative' },
  table: { tableLayout: 'auto' },
  head: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  spacer: { padding: 0, border: 'none' },
  // Narrow panes keep the first columns and the actions; the rest join as the pane widens.
  medium: { display: 'none', '@media (min-width: 640px)': { display: 'table-cell' } },
  wide: { display: 'none', '@media (min-width: 960px)': { display: 'table-cell' } },
  actions: { width: '48px', textAlign: 'end' },
});

export type RowId = string | number;
export type SortDirection = 'ascending' | 'descending';
export interface DataSort {
  column: string;
  direction: SortDirection;
}

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable: how two rows compare, ascending. */
  compare?: (a: T, b: T) => number;
  /** Sortable by the server (with `onSortChange`): the rows already come in order. */
  sortable?: boolean;
  /** Shown only from a medium or a wide pane up. */
  from?: 'medium' | 'wide';
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowId: (row: T) => RowId;
  /** The table's accessible name: "Projects". */
  caption: string;
  /** Denser rows for tables inside a card. */
  size?: 'small' | 'medium';
  defaultSort?: DataSort;
  /**
   * Sorting done elsewhere (a paged list the server sorts): `sort` is shown on the headers,
   * a header asks for a new order through `onSortChange`, and the rows are drawn as given.
   */
  sort?: DataSort;
  onSortChange?: (sort: DataSort) => void;
  /**
   * Selection for bulk actions: each row gets a checkbox named after `rowLabel`, and what
   * `bulkActions` draws shows above the table while rows are selected.
   */
  selection?: {
    rowLabel: (row: T) => string;
    bulkActions: (selected: T[], clear: () => void) => ReactNode;
  };
  /**
   * Draw only the rows in view: for long lists (thousands of people). The table scrolls
   * inside `height` pixels; `rowHeight` is the estimate before a row is measured.
   */
  virtual?: { height: number; rowHeight?: number };
  /** A row's actions (a menu), in a last column named "Actions" for screen readers. */
  actions?: (row: T) => ReactNode;
}

function sortRows<T>(
  rows: readonly T[],
  columns: readonly DataColumn<T>[],
  sort: DataSort | undefined,
): readonly T[] {
  const compare = columns.find((column) => column.id === sort?.column)?.compare;
  if (!compare || !sort) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/**
 * A list as a table: sortable columns (headers are buttons that say their order), rows
 * selectable for bulk actions, and, for long lists, only the rows in view drawn. Arrow keys
 * move between cells; Tab leaves the table.
 */
export function DataTable<T>({
  rows,
  columns,
  rowId,
  caption,
  size,
  defaultSort,
  sort: sortGiven,
  onSortChange,
  selection,
  virtual,
  actions,
}: DataTableProps<T>) {
  const styles = useStyles();
  const [ownSort, setOwnSort] = useState(defaultSort);
  const sort = onSortChange ? sortGiven : ownSort;
  const setSort = onSortChange ?? setOwnSort;
  const isSortable = (column: DataColumn<T>) =>
    onSortChange ? Boolean(column.sortable) : Boolean(column.compare);
  const [selected, setSelected] = useState<ReadonlySet<RowId>>(new Set());
  const sorted = useMemo(
    () => (onSortChange ? rows : sortRows(rows, columns, sort)),
    [rows, columns, sort, onSortChange],
  );
  const grid = useGridKeys<HTMLTableElement>();
  const scroller = useRef<HTMLDivElement>(null);
  const rowHeight = virtual?.rowHeight ?? 44;
  // The virtualiser hands back fresh functions each render; this component is not memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? sorted.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // A row not laid out yet (or in a test's DOM) measures 0: keep the estimate for it.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || rowHeight,
    initialRect: { width: 0, height: virtual?.height ?? 0 },
  });

  // Rows that went away (deleted, filtered out) leave the selection too.
  const present = new Set(rows.map(rowId));
  const chosen = [...selected].filter((id) => present.has(id));
  const chosenRows = sorted.filter((row) => selected.has(rowId(row)));
  const allChosen = chosen.length > 0 && chosen.length === rows.length;
  const clear = () => setSelected(new Set());
  const toggle = (id: RowId) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const items = virtual ? virtualizer.getVirtualItems() : undefined;
  const shown = items ? items.map((item) => sorted[item.index] as T) : sorted;
  const before = items?.[0]?.start ?? 0;
  const after = items ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const width = columns.length + (selection ? 1 : 0) + (actions ? 1 : 0);
  const classOf = (column: DataColumn<T>) => (column.from ? styles[column.from] : undefined);
  const firstIndex = items?.[0]?.index ?? 0;

  const table = (
    <Table
      className={styles.table}
      aria-label={caption}
      size={size}
      aria-rowcount={sorted.length + 1}
      sortable={columns.some(isSortable)}
      {...grid}
    >
      <TableHeader className={virtual ? styles.head : undefined}>
        <TableRow aria-rowindex={1}>
          {selection ? (
            <TableSelectionCell
              checked={allChosen ? true : chosen.length > 0 ? 'mixed' : false}
              checkboxIndicator={{ 'aria-label': 'Select all rows' }}
              onClick={() => setSelected(allChosen ? new Set() : new Set(rows.map(rowId)))}
            />
          ) : null}
          {columns.map((column) => {
            const direction = sort?.column === column.id ? sort.direction : undefined;
            const sortable = isSortable(column);
            return (
              <TableHeaderCell
                key={column.id}
                className={classOf(column)}
                sortable={sortable}
                sortDirection={direction}
                aria-sort={sortable ? (direction ?? 'none') : undefined}
                onClick={
                  sortable
                    ? () =>
                        setSort({
                          column: column.id,
                          direction: direction === 'ascending' ? 'descending' : 'ascending',
                        })
                    : undefined
                }
              >
                {column.header}
              </TableHeaderCell>
            );
          })}
          {actions ? (
            <TableHeaderCell className={styles.actions}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableHeaderCell>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {before > 0 ? (
          <tr aria-hidden="true">
            <td className={styles.spacer} colSpan={width} style={{ height: before }} />
          </tr>
        ) : null}
        {shown.map((row, index) => {
          const id = rowId(row);
          const isChosen = selected.has(id);
          return (
            <TableRow
              key={id}
              aria-rowindex={firstIndex + index + 2}
              aria-selected={selection ? isChosen : undefined}
              data-index={items ? firstIndex + index : undefined}
              ref={items ? virtualizer.measureElement : undefined}
            >
              {selection ? (
                <TableSelectionCell
                  checked={isChosen}
                  checkboxIndicator={{ 'aria-label': `Select ${selection.rowLabel(row)}` }}
                  onClick={() => toggle(id)}
                />
              ) : null}
              {columns.map((column) => (
                <TableCell key={column.id} className={classOf(column)}>
                  {column.cell(row)}
                </TableCell>
              ))}
              {actions ? <TableCell className={styles.actions}>{actions(row)}</TableCell> : null}
            </TableRow>
          );
        })}
        {after > 0 ? (
          <tr aria-hidden="true">
            <td className={styles.spacer} colSpan={width} style={{ height: after }} />
          </tr>
        ) : null}
      </TableBody>
    </Table>
  );

  return (
    <div className={styles.root}>
      {selection && chosenRows.length > 0 ? (
        <div className={styles.bar} role="toolbar" aria-label="Bulk actions">
          <Caption1 aria-live="polite">{chosenRows.length} selected</Caption1>
          {selection.bulkActions(chosenRows, clear)}
        </div>
      ) : null}
      {virtual ? (
        <div
          ref={scroller}
          className={styles.scroller}
          style={{ maxHeight: virtual.height }}
          // A scrolling region is reachable by keyboard so it can be scrolled without a mouse.
          tabIndex={0}
          role="region"
          aria-label={`${caption}, scrollable`}
        >
          {table}
        </div>
      ) : (
        table
      )}
    </div>
  );
}
