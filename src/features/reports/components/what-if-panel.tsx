import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { heatLevelLabels } from '@contract/reports/portfolio';
import type { FilterOptions, Heatmap, PortfolioFilters } from '@contract/reports/portfolio.schema';
import { ReadState } from '@/components/read-state';
import { DateInput } from '@/components/form/date-input';
import { whenDate } from '@/components/form/typed-date';
import { useHeatmap } from '../hooks';
import type { HeatmapKind } from '../portfolio-filters';
import { HeatmapGrid, type HeatmapRowsBy } from './heatmap-grid';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  sides: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

const overloaded = (level: string) => level === 'high' || level === 'very_high';

/** Cells that become or stop being overloaded (high or very high) when the go-live moves. */
export function overloadChanges(
  before: Heatmap,
  after: Heatmap,
): { appear: string[]; disappear: string[] } {
  const appear: string[] = [];
  const disappear: string[] = [];
  for (const row of after.rows) {
    const old = before.rows.find((r) => r.key === row.key);
    row.levels.forEach((level, i) => {
      const was = old?.levels[i] ?? 'none';
      const label = `${row.name}, ${after.columns[i]?.label ?? ''}`;
      if (overloaded(level) && !overloaded(was))
        appear.push(`${label} (${heatLevelLabels[level].toLowerCase()})`);
      if (!overloaded(level) && overloaded(was))
        disappear.push(`${label} (now ${heatLevelLabels[level].toLowerCase()})`);
    });
  }
  return { appear, disappear };
}

/**
 * The heatmap after a move: the server recomputes only the rows the moved change touches
 * (`partial`); every other row, and its alerts, are as they were.
 */
export function applyMove(before: Heatmap, moved: Heatmap): Heatmap {
  if (!moved.partial) return moved;
  const touched = new Map(moved.rows.map((r) => [r.key, r]));
  return {
    ...before,
    rows: before.rows.map((r) => touched.get(r.key) ?? r),
    alerts: [...(before.alerts ?? []).filter((a) => !touched.has(a.row)), ...(moved.alerts ?? [])],
  };
}

/**
 * What-if: move one change's go-live and see the heatmap on screen before and after side by side,
 * with the overloaded cells that appear or disappear named. Nothing is saved.
 */
export function WhatIfPanel({
  options,
  filters,
  kind = 'go_live',
  rowsBy = 'function',
}: {
  options: FilterOptions;
  filters: PortfolioFilters;
  /** The heatmap the move is seen on: the one on screen. */
  kind?: HeatmapKind;
  rowsBy?: HeatmapRowsBy;
}) {
  const styles = useStyles();
  const [changeId, setChangeId] = useState('');
  const [date, setDate] = useState('');
  const change = options.changes.find((c) => String(c.id) === changeId);
  const before = useHeatmap(kind, { filters });
  const moved = useHeatmap(
    kind,
    change && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? { filters, what_if: { change: change.id, go_live_date: date } }
      : null,
  );
  const after = before.data && moved.data ? applyMove(before.data, moved.data) : undefined;
  const diff = before.data && after ? overloadChanges(before.data, after) : undefined;
  return (
    <section aria-labelledby="what-if-heading">
      <h2 id="what-if-heading">What if a go-live moved?</h2>
      <div className={styles.bar}>
        <Field label="Change">
          <Select
            value={changeId}
            onChange={(_e, d) => {
              setChangeId(d.value);
              setDate(options.changes.find((c) => String(c.id) === d.value)?.go_live_date ?? '');
            }}
          >
            <option value="">Choose a change</option>
            {options.changes.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name} ({c.go_live_date ?? 'no date'})
              </option>
            ))}
          </Select>
        </Field>
        <Field label="New go-live date">
          <DateInput value={date} disabled={!change} onChange={(v) => setDate(whenDate(v, date))} />
        </Field>
      </div>
      {diff ? (
        <div role="status">
          {diff.appear.length === 0 && diff.disappear.length === 0 ? (
            <p>No cell becomes or stops being overloaded.</p>
          ) : (
            <>
              {diff.appear.length ? <p>Newly overloaded: {diff.appear.join('; ')}.</p> : null}
              {diff.disappear.length ? (
                <p>No longer overloaded: {diff.disappear.join('; ')}.</p>
              ) : null}
            </>
          )}
        </div>
      ) : null}
      {moved.error ? (
        <p role="alert">The heatmap after the move could not be worked out. Try again.</p>
      ) : null}
      {change && after ? (
        <div className={styles.sides}>
          <ReadState read={before} what="the heatmap before">
            {(data) => <HeatmapGrid heatmap={data} caption="Before" rowsBy={rowsBy} />}
          </ReadState>
          <HeatmapGrid
            heatmap={after}
            caption={`After moving “${change.name}” to ${date}`}
            rowsBy={rowsBy}
          />
        </div>
      ) : null}
    </section>
  );
}
