import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Fragment, useState } from 'react';
import { heatLevelLabels, noSiteLabel, type HeatLevel } from '@contract/reports/portfolio';
import type { Heatmap } from '@contract/reports/portfolio.schema';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200 },
  head: { padding: tokens.spacingHorizontalXS, whiteSpace: 'nowrap', textAlign: 'center' },
  rowHead: {
    textAlign: 'left',
    padding: tokens.spacingHorizontalXS,
    whiteSpace: 'nowrap',
    maxWidth: '16rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  section: { textAlign: 'left', backgroundColor: tokens.colorNeutralBackground3 },
  cell: {
    minWidth: '2.75rem',
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

/** What the rows are gathered under: the group's function (or project), or its site. */
export type HeatmapRowsBy = 'function' | 'site';

/**
 * A heatmap as a table: rows are impacted groups under their function (or project) or their
 * site, columns are weeks or months. Each cell shows its number and its level's letter; the
 * colour only repeats it. Sections collapse; a cell is a button that opens what makes it up.
 */
export function HeatmapGrid({
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
  const sections = new Map<string, Heatmap['rows']>();
  const sectionOf = (row: Heatmap['rows'][number]) => (rowsBy === 'site' ? row.site : row.group_by);
  const ordered =
    rowsBy === 'site'
      ? [...heatmap.rows].sort(
          (a, b) =>
            Number(a.site === noSiteLabel) - Number(b.site === noSiteLabel) ||
            a.site.localeCompare(b.site),
        )
      : heatmap.rows;
  for (const row of ordered)
    sections.set(sectionOf(row), [...(sections.get(sectionOf(row)) ?? []), row]);
  const unit = heatmap.unit === 'hours' ? 'hours per person' : 'change load';
  const toggle = (name: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>
          {caption} ({unit}; levels: L low, M medium from {heatmap.thresholds.medium}, H high from{' '}
          {heatmap.thresholds.high}, VH very high from {heatmap.thresholds.very_high})
        </caption>
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
        <tbody>
          {[...sections].map(([section, rows]) => {
            const open = !collapsed.has(section);
            return (
              <Fragment key={section}>
                <tr>
                  <th
                    scope="rowgroup"
                    colSpan={heatmap.columns.length + 1}
                    className={styles.section}
                  >
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
                          return (
                            <td key={column.start}>
                              <button
                                type="button"
                                className={mergeClasses(
                                  styles.cell,
                                  styles[level],
                                  isChosen && styles.chosen,
                                )}
                                aria-label={`${row.name}, ${column.label}: ${value} ${unit}, ${heatLevelLabels[level].toLowerCase()}`}
                                aria-pressed={isChosen}
                                onClick={() =>
                                  onSelect?.({
                                    row: row.key,
                                    column: column.start,
                                    label: `${row.name}, ${column.label}`,
                                  })
                                }
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
}
