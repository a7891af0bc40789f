import { Button, Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState, type KeyboardEvent } from 'react';
import {
  ratingLevelLabels,
  ratingLevels,
  type RatingLevel,
} from '@contract/assessments/assessments';
import type { RatingDescription } from '@contract/assessments/change-impact.schema';
import { VisuallyHidden } from '@/components/visually-hidden';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { borderCollapse: 'collapse', minWidth: '100%' },
  th: {
    textAlign: 'left',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  cell: {
    minWidth: '8rem',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    cursor: 'cell',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  legend: { marginTop: tokens.spacingVerticalM, display: 'grid', gap: tokens.spacingVerticalXS },
});

/** Cell colours, always beside the level's words; `worse` says which end is bad news. */
const heat = [
  tokens.colorPaletteRedBackground2,
  tokens.colorPaletteDarkOrangeBackground2,
  tokens.colorPaletteYellowBackground2,
  tokens.colorPaletteLightGreenBackground2,
  tokens.colorPaletteGreenBackground2,
];
function background(level: RatingLevel | undefined, worse: 'high' | 'low'): string | undefined {
  if (!level) return undefined;
  if (level === 'N/A') return tokens.colorNeutralBackground3;
  const index = ratingLevels.indexOf(level);
  return worse === 'high' ? heat[index] : heat[4 - index];
}

/** Keys that set a level: 5 Very high … 1 Very low, 0 Not applicable. */
const keyLevels: Record<string, RatingLevel> = {
  '5': 'VERY_HIGH',
  '4': 'HIGH',
  '3': 'MEDIUM',
  '2': 'LOW',
  '1': 'VERY_LOW',
  '0': 'N/A',
};

export interface GridCellChange {
  change: number;
  impacted_group: number;
  rating: RatingLevel | null;
}

export interface RatingGridProps {
  caption: string;
  changes: readonly { id: number; name: string }[];
  groups: readonly { id: number; name: string }[];
  ratings: ReadonlyMap<string, RatingLevel>;
  descriptions?: readonly RatingDescription[];
  worse: 'high' | 'low';
  readOnly: boolean;
  onChange: (cells: GridCellChange[]) => Promise<unknown>;
}

export const cellKey = (change: number, group: number) => `${change}:${group}`;

/**
 * A change × group grid edited like a spreadsheet: arrow keys move, 5…1 set Very high … Very
 * low, 0 sets Not applicable, Delete empties the cell. Each cell says its level in words; the
 * colour only repeats it. Fill sets every empty cell at once.
 */
export function RatingGrid(props: RatingGridProps) {
  const { caption, changes, groups, ratings, descriptions, worse, readOnly, onChange } = props;
  const styles = useStyles();
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const [fill, setFill] = useState<RatingLevel>('MEDIUM');
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string>();
  const table = useRef<HTMLTableElement>(null);

  const move = (row: number, col: number) => {
    const r = Math.max(0, Math.min(changes.length - 1, row));
    const c = Math.max(0, Math.min(groups.length - 1, col));
    setFocus([r, c]);
    table.current?.querySelector<HTMLElement>(`[data-cell="${r}-${c}"]`)?.focus();
  };

  const write = async (cells: GridCellChange[], said: string) => {
    setFailure(undefined);
    try {
      await onChange(cells);
      setAnnouncement(said);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The rating was not saved.');
    }
  };

  const onKey = (event: KeyboardEvent, row: number, col: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col - 1],
      ArrowRight: [row, col + 1],
      Home: [row, 0],
      End: [row, groups.length - 1],
    };
    const target = moves[event.key];
    if (target) {
      event.preventDefault();
      move(...target);
      return;
    }
    const change = changes[row];
    const group = groups[col];
    if (readOnly || !change || !group) return;
    const level = keyLevels[event.key];
    if (level) {
      event.preventDefault();
      void write(
        [{ change: change.id, impacted_group: group.id, rating: level }],
        `${change.name}, ${group.name}: ${ratingLevelLabels[level]}`,
      );
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      void write(
        [{ change: change.id, impacted_group: group.id, rating: null }],
        `${change.name}, ${group.name}: emptied`,
      );
    }
  };

  const empty = changes.flatMap((c) =>
    groups
      .filter((g) => !ratings.has(cellKey(c.id, g.id)))
      .map((g) => ({ change: c.id, impacted_group: g.id, rating: fill })),
  );

  return (
    <div>
      {!readOnly && (
        <div className={styles.toolbar}>
          <Field label="Fill empty cells with">
            <Select value={fill} onChange={(_, d) => setFill(d.value as RatingLevel)}>
              {ratingLevels.map((level) => (
                <option key={level} value={level}>
                  {ratingLevelLabels[level]}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            disabled={empty.length === 0}
            onClick={() =>
              void write(empty, `${empty.length} cells set to ${ratingLevelLabels[fill]}`)
            }
          >
            Fill {empty.length} empty {empty.length === 1 ? 'cell' : 'cells'}
          </Button>
        </div>
      )}
      {failure && (
        <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {failure}
        </Text>
      )}
      <div className={styles.wrap}>
        <table ref={table} role="grid" aria-label={caption} className={styles.table}>
          <caption>
            <VisuallyHidden>
              {caption}.{' '}
              {readOnly
                ? 'Read only.'
                : 'Arrow keys move; 5 to 1 set Very high to Very low, 0 Not applicable, Delete empties.'}
            </VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th className={styles.th} scope="col">
                Change
              </th>
              {groups.map((g) => (
                <th key={g.id} className={styles.th} scope="col">
                  {g.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {changes.map((change, row) => (
              <tr key={change.id}>
                <th className={styles.th} scope="row">
                  {change.name}
                </th>
                {groups.map((group, col) => {
                  const level = ratings.get(cellKey(change.id, group.id));
                  const active = focus[0] === row && focus[1] === col;
                  return (
                    <td
                      key={group.id}
                      role="gridcell"
                      data-cell={`${row}-${col}`}
                      tabIndex={active ? 0 : -1}
                      aria-label={`${change.name}, ${group.name}: ${level ? ratingLevelLabels[level] : 'not rated'}`}
                      className={styles.cell}
                      style={{ backgroundColor: background(level, worse) }}
                      onFocus={() => setFocus([row, col])}
                      onKeyDown={(event) => onKey(event, row, col)}
                    >
                      {level ? ratingLevelLabels[level] : '—'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      {descriptions && descriptions.length > 0 && (
        <dl className={styles.legend} aria-label="What each level means">
          {descriptions.map((d) => (
            <div key={d.id}>
              <dt style={{ display: 'inline', fontWeight: tokens.fontWeightSemibold }}>
                {Object.entries(keyLevels).find(([, l]) => l === d.level)?.[0]}{' '}
                {ratingLevelLabels[d.level]}:{' '}
              </dt>
              <dd style={{ display: 'inline', margin: 0 }}>{d.description}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
