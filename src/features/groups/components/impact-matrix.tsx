import { Button, Input, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ImpactRating } from '@contract/projects/change-attributes';
import { levelByKey, levelLabel } from './impact-levels';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  scroller: { overflowX: 'auto' },
  grid: { borderCollapse: 'collapse', minWidth: '100%' },
  head: {
    textAlign: 'start',
    padding: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  cell: {
    minWidth: '9rem',
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    cursor: 'pointer',
    outlineOffset: '-2px',
  },
  active: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  VERY_HIGH: { backgroundColor: tokens.colorPaletteRedBackground2 },
  HIGH: { backgroundColor: tokens.colorPaletteDarkOrangeBackground2 },
  MEDIUM: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  LOW: { backgroundColor: tokens.colorPaletteLightGreenBackground2 },
  VERY_LOW: { backgroundColor: tokens.colorPaletteGreenBackground2 },
  NA: { backgroundColor: tokens.colorNeutralBackground3 },
  hours: { color: tokens.colorNeutralForeground2 },
});

export interface MatrixCell {
  impact_level: ImpactRating;
  hours_per_person: number;
}

/** A change to one cell; `null` clears it. */
export type CellWrite = (
  changeId: number,
  groupId: number,
  value: MatrixCell | null,
) => Promise<void>;

export interface ImpactMatrixProps {
  changes: readonly { id: number; name: string }[];
  groups: readonly { id: number; name: string }[];
  /** Current cells by `${changeId}:${groupId}`. */
  cells: ReadonlyMap<string, MatrixCell>;
  canEdit: boolean;
  write: CellWrite;
}

const keyOf = (changeId: number, groupId: number) => `${changeId}:${groupId}`;

/**
 * The change × impacted group grid, edited like a spreadsheet: arrow keys move, a digit sets the
 * level (5 very high … 1 very low, 0 not applicable), Delete clears, Enter edits the hours per
 * person, and Ctrl+Z undoes. Fill buttons copy the active cell across its row or column. Every
 * cell says its level in words as well as in colour.
 */
export function ImpactMatrix({ changes, groups, cells, canEdit, write }: ImpactMatrixProps) {
  const styles = useStyles();
  const [active, setActive] = useState({ row: 0, col: 0 });
  const [editingHours, setEditingHours] = useState<string | null>(null);
  const [undo, setUndo] = useState<
    { changeId: number; groupId: number; before: MatrixCell | null }[]
  >([]);
  const [status, setStatus] = useState('');
  const gridRef = useRef<HTMLTableElement>(null);

  const change = changes[active.row];
  const group = groups[active.col];

  const focusCell = (row: number, col: number) => {
    setActive({ row, col });
    requestAnimationFrame(() => {
      gridRef.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`)?.focus();
    });
  };

  const apply = async (
    targets: { changeId: number; groupId: number }[],
    value: MatrixCell | null,
  ) => {
    const befores = targets.map((t) => ({
      ...t,
      before: cells.get(keyOf(t.changeId, t.groupId)) ?? null,
    }));
    try {
      for (const t of targets) await write(t.changeId, t.groupId, value);
      setUndo((stack) => [...stack, ...befores]);
      setStatus(
        value
          ? `Set ${targets.length === 1 ? 'one cell' : `${targets.length} cells`} to ${levelLabel(value.impact_level)}.`
          : 'Cleared.',
      );
    } catch {
      setStatus('Not saved. Try again.');
    }
  };

  const undoLast = async () => {
    const last = undo[undo.length - 1];
    if (!last) return;
    try {
      await write(last.changeId, last.groupId, last.before);
      setUndo((stack) => stack.slice(0, -1));
      setStatus('Undone.');
    } catch {
      setStatus('Could not undo. Try again.');
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (editingHours !== null || !change || !group) return;
    const { row, col } = active;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col - 1],
      ArrowRight: [row, col + 1],
      Home: [row, 0],
      End: [row, groups.length - 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const [r, c] = move;
      if (r >= 0 && r < changes.length && c >= 0 && c < groups.length) focusCell(r, c);
      return;
    }
    if (!canEdit) return;
    const current = cells.get(keyOf(change.id, group.id));
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      void undoLast();
      return;
    }
    const level = levelByKey[event.key];
    if (level) {
      event.preventDefault();
      void apply([{ changeId: change.id, groupId: group.id }], {
        impact_level: level,
        hours_per_person: current?.hours_per_person ?? 0,
      });
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      if (current) void apply([{ changeId: change.id, groupId: group.id }], null);
      return;
    }
    if (event.key === 'Enter' && current) {
      event.preventDefault();
      setEditingHours(String(current.hours_per_person));
    }
  };

  const fill = (along: 'row' | 'column') => {
    if (!change || !group) return;
    const source = cells.get(keyOf(change.id, group.id));
    if (!source) return;
    const targets =
      along === 'row'
        ? groups.map((g) => ({ changeId: change.id, groupId: g.id }))
        : changes.map((c) => ({ changeId: c.id, groupId: group.id }));
    void apply(targets, source);
  };

  const saveHours = () => {
    if (!change || !group || editingHours === null) return;
    const current = cells.get(keyOf(change.id, group.id));
    const hours = Number(editingHours);
    setEditingHours(null);
    if (!current || !Number.isFinite(hours) || hours < 0) {
      setStatus('Enter hours per person as a number of 0 or more.');
    } else {
      void apply([{ changeId: change.id, groupId: group.id }], {
        ...current,
        hours_per_person: hours,
      });
    }
    focusCell(active.row, active.col);
  };

  const activeCell = change && group ? cells.get(keyOf(change.id, group.id)) : undefined;

  return (
    <div className={styles.root}>
      {canEdit ? (
        <div className={styles.bar}>
          <Text size={200} id="matrix-help">
            Arrow keys move · 5 Very high … 1 Very low, 0 Not applicable · Delete clears · Enter
            edits hours · Ctrl+Z undoes
          </Text>
          <Button size="small" disabled={!activeCell} onClick={() => fill('row')}>
            Fill row
          </Button>
          <Button size="small" disabled={!activeCell} onClick={() => fill('column')}>
            Fill column
          </Button>
          <Button
            size="small"
            icon={<ArrowUndoRegular />}
            disabled={undo.length === 0}
            onClick={() => void undoLast()}
          >
            Undo
          </Button>
        </div>
      ) : null}
      <div className={styles.scroller}>
        <table
          ref={gridRef}
          role="grid"
          aria-label="Impact of each change on each impacted group"
          aria-describedby={canEdit ? 'matrix-help' : undefined}
          className={styles.grid}
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr role="row">
              <th role="columnheader" className={styles.head}>
                Change
              </th>
              {groups.map((g) => (
                <th key={g.id} role="columnheader" className={styles.head} scope="col">
                  {g.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {changes.map((c, row) => (
              <tr key={c.id} role="row">
                <th role="rowheader" scope="row" className={styles.head}>
                  {c.name}
                </th>
                {groups.map((g, col) => {
                  const cell = cells.get(keyOf(c.id, g.id));
                  const isActive = row === active.row && col === active.col;
                  return (
                    <td
                      key={g.id}
                      role="gridcell"
                      data-cell={`${row}:${col}`}
                      tabIndex={isActive ? 0 : -1}
                      aria-selected={isActive}
                      className={mergeClasses(
                        styles.cell,
                        cell
                          ? styles[cell.impact_level === 'N/A' ? 'NA' : cell.impact_level]
                          : undefined,
                        isActive && styles.active,
                      )}
                      onClick={() => {
                        // A click inside the hours field being edited stays in that field.
                        if (!(isActive && editingHours !== null)) focusCell(row, col);
                      }}
                    >
                      {isActive && editingHours !== null ? (
                        <Input
                          autoFocus
                          size="small"
                          type="number"
                          aria-label={`Hours per person for ${c.name}, ${g.name}`}
                          value={editingHours}
                          onChange={(_e, data) => setEditingHours(data.value)}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter') saveHours();
                            if (e.key === 'Escape') {
                              setEditingHours(null);
                              focusCell(row, col);
                            }
                            e.stopPropagation();
                          }}
                        />
                      ) : cell ? (
                        <>
                          {levelLabel(cell.impact_level)}
                          <span className={styles.hours}> · {cell.hours_per_person} h</span>
                        </>
                      ) : (
                        <span className={styles.hours}>Not rated</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div role="status" aria-live="polite">
        {status}
      </div>
    </div>
  );
}
