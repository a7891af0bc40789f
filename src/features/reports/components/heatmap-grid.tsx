import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import {
  Fragment,
  memo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { heatLevelLabels, noSiteLabel, type HeatLevel } from '@contract/reports/portfolio';
import type { Heatmap } from '@contract/reports/portfolio.schema';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  // Fixed layout: the columns' widths come from the <col>s, so the browser does not measure
  // every one of the thousands of cells to size them.
  table: { borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200, tableLayout: 'fixed' },
  head: {
    padding: tokens.spacingHorizontalXS,
    whiteSpace: 'nowrap',
    textAlign: 'center',
    overflow: 'hidden',
  },
  rowHead: {
    textAlign: 'left',
    padding: tokens.spacingHorizontalXS,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  section: { textAlign: 'left', backgroundColor: tokens.colorNeutralBackground3 },
  td: { padding: 0 },
  cell: {
    minHeight: '24px',
    width: '100%',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: 0,
    cursor: 'pointer',
    fontVariantNumeric: 'tabular-nums',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  none: { color: tokens.colorNeutralForeground3 },
  low: { backgroundColor: tokens.colorPaletteGreenBackground2 },
  medium: { backgroundColor: tokens.colorPaletteMarigoldBackground2 },
  // A pattern as well as a colour: stripes for high, dense stripes for very high.
  high: {
    backgroundColor: tokens.colorPaletteRedBackground2,
    backgroundImage: `repeating-linear-gradient(45deg, transparent 0 6px, ${tokens.colorPaletteRedBorder1} 6px 7px)`,
  },
  very_high: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundImage: `repeating-linear-gradient(45deg, transparent 0 3px, ${tokens.colorPaletteDarkRedBorderActive} 3px 4px)`,
  },
  chosen: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  mark: { fontWeight: tokens.fontWeightSemibold, marginLeft: '2px' },
  capacity: { color: tokens.colorNeutralForeground2 },
});

const levelMark: Record<HeatLevel, string> = {
  none: '',
  low: 'L',
  medium: 'M',
  high: 'H',
  very_high: 'VH',
};

/** The group column's and each period's width (rem): fixed, so the table lays out at once. */
const GROUP_REM = 16;
const CELL_REM = 3.75;

/** What the rows are gathered under: the group's function (or project), or its site. */
export type HeatmapRowsBy = 'function' | 'site';

type Row = Heatmap['rows'][number];
type Place = { row: string; column: number };
const cellId = (row: string, column: number) => `${row}:${column}`;

/** The cell of a button the event came from (`data-cell="row:column"`), if it came from one. */
function placeOf(target: EventTarget): Place | undefined {
  const button = (target as Element).closest?.('button[data-cell]');
  const id = button?.getAttribute('data-cell');
  if (!id) return undefined;
  const at = id.lastIndexOf(':');
  return { row: id.slice(0, at), column: Number(id.slice(at + 1)) };
}

/**
 * A heatmap as a table: rows are impacted groups under their function (or project) or their
 * site, columns are weeks or months. Each cell shows its number and its level's letter; the
 * colour only repeats it. Sections collapse; a cell is a button that opens what makes it up.
 *
 * Thousands of cells (200 groups × 12 weeks) on the portfolio's first screen: the grid is one
 * Tab stop (the arrow keys, Home and End move between cells, as in a spreadsheet) rather than a
 * stop per cell, one click and one key handler serve every cell, and it renders again only
 * when its own props change.
 */
export const HeatmapGrid = memo(function HeatmapGrid({
  heatmap,
  caption,
  rowsBy = 'function',
  selected,
  onSelect,
}: {
  heatmap: Heatmap;
  caption: string;
  rowsBy?: HeatmapRowsBy;
  selected?: { row: string; column: string } | undefined;
  onSelect?: (cell: { row: string; column: string; label: string }) => void;
}) {
  const styles = useStyles();
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  // The cell that takes the grid's one Tab stop: the last one focused, else the first.
  const [active, setActive] = useState<Place>();
  const sectionOf = (row: Row) => (rowsBy === 'site' ? row.site : row.group_by);
  const ordered =
    rowsBy === 'site'
      ? [...heatmap.rows].sort(
          (a, b) =>
            Number(a.site === noSiteLabel) - Number(b.site === noSiteLabel) ||
            a.site.localeCompare(b.site),
        )
      : heatmap.rows;
  const sections = new Map<string, Row[]>();
  for (const row of ordered) {
    const name = sectionOf(row);
    const rows = sections.get(name);
    if (rows) rows.push(row);
    else sections.set(name, [row]);
  }
  const shown = [...sections].flatMap(([name, rows]) => (collapsed.has(name) ? [] : rows));
  const byKey = new Map(shown.map((row, index) => [row.key, { row, index }]));
  const columns = heatmap.columns.length;
  const stop =
    active && byKey.has(active.row) && active.column < columns
      ? active
      : shown[0] && columns > 0
        ? { row: shown[0].key, column: 0 }
        : undefined;
  const unit = heatmap.unit === 'hours' ? 'hours per person' : 'change load';
  // One class string per level, not one merge per cell.
  const levelClass = Object.fromEntries(
    (Object.keys(levelMark) as HeatLevel[]).map((level) => [
      level,
      mergeClasses(styles.cell, styles[level]),
    ]),
  ) as Record<HeatLevel, string>;
  const toggle = (name: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const labelOf = (row: Row, column: number) =>
    `${row.name}, ${heatmap.columns[column]?.label ?? ''}`;
  const onClick = (event: MouseEvent) => {
    const place = placeOf(event.target);
    const found = place && byKey.get(place.row);
    const column = place && heatmap.columns[place.column];
    if (!found || !column || !onSelect) return;
    onSelect({ row: found.row.key, column: column.start, label: labelOf(found.row, place.column) });
  };
  const onFocus = (event: FocusEvent) => {
    const place = placeOf(event.target);
    if (place && (place.row !== stop?.row || place.column !== stop.column)) setActive(place);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const place = placeOf(event.target);
    const from = place && byKey.get(place.row);
    if (!place || !from) return;
    let row = from.index;
    let column = place.column;
    switch (event.key) {
      case 'ArrowLeft':
        column -= 1;
        break;
      case 'ArrowRight':
        column += 1;
        break;
      case 'ArrowUp':
        row -= 1;
        break;
      case 'ArrowDown':
        row += 1;
        break;
      case 'Home':
        column = 0;
        if (event.ctrlKey) row = 0;
        break;
      case 'End':
        column = columns - 1;
        if (event.ctrlKey) row = shown.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const next = shown[Math.max(0, Math.min(shown.length - 1, row))];
    if (!next) return;
    const to = { row: next.key, column: Math.max(0, Math.min(columns - 1, column)) };
    setActive(to);
    event.currentTarget
      .querySelector<HTMLButtonElement>(`button[data-cell="${cellId(to.row, to.column)}"]`)
      ?.focus();
  };

  return (
    <div className={styles.scroll}>
      <table
        className={styles.table}
        style={{ width: `${GROUP_REM + CELL_REM * columns}rem` }}
        onClick={onClick}
      >
        <caption>
          {caption} ({unit}; levels: L low, M medium from {heatmap.thresholds.medium}, H high from{' '}
          {heatmap.thresholds.high}, VH very high from {heatmap.thresholds.very_high}; arrow keys
          move between cells)
        </caption>
        <colgroup>
          <col style={{ width: `${GROUP_REM}rem` }} />
          {heatmap.columns.map((c) => (
            <col key={c.start} style={{ width: `${CELL_REM}rem` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className={styles.rowHead}>
              Group
            </th>
            {heatmap.columns.map((c) => (
              <th key={c.start} scope="col" className={styles.head}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown} onFocus={onFocus}>
          {[...sections].map(([section, rows]) => {
            const open = !collapsed.has(section);
            return (
              <Fragment key={section}>
                <tr>
                  <th scope="rowgroup" colSpan={columns + 1} className={styles.section}>
                    <Button
                      appearance="transparent"
                      size="small"
                      icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
                      aria-expanded={open}
                      onClick={() => toggle(section)}
                    >
                      {section} ({rows.length})
                    </Button>
                  </th>
                </tr>
                {open
                  ? rows.map((row) => (
                      <tr key={row.key}>
                        <th scope="row" className={styles.rowHead} title={row.name}>
                          {row.name}
                          {row.capacity ? (
                            <span className={styles.capacity}>
                              {' '}
                              (own capacity: high from {row.capacity.high})
                            </span>
                          ) : null}
                        </th>
                        {row.cells.map((value, i) => {
                          const column = heatmap.columns[i];
                          const level = row.levels[i] ?? 'none';
                          if (!column) return null;
                          const isChosen =
                            selected?.row === row.key && selected.column === column.start;
                          const isStop = stop?.row === row.key && stop.column === i;
                          return (
                            <td key={column.start} className={styles.td}>
                              <button
                                type="button"
                                data-cell={cellId(row.key, i)}
                                tabIndex={isStop ? 0 : -1}
                                className={
                                  isChosen
                                    ? mergeClasses(levelClass[level], styles.chosen)
                                    : levelClass[level]
                                }
                                aria-label={`${row.name}, ${column.label}: ${value} ${unit}, ${heatLevelLabels[level].toLowerCase()}`}
                                aria-pressed={isChosen}
                              >
                                {value}
                                {levelMark[level] ? (
                                  <span className={styles.mark}>{levelMark[level]}</span>
                                ) : null}
                              </button>
                            </td>
                          );
                        })}
                      </tr>
                    ))
                  : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
