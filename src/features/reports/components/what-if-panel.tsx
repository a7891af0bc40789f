import { Combobox, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
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

/** How many changes the picker lists at once: the organisation may have thousands. */
const CHANGES_LISTED = 30;

/**
 * The changes whose name has `query` in it (every change when it is blank), soonest go-live
 * first as the filter choices order them, at most `CHANGES_LISTED`; and whether there are more.
 */
export function changesMatching(
  changes: FilterOptions['changes'],
  query: string,
): { listed: FilterOptions['changes']; more: boolean } {
  const text = query.trim().toLowerCase();
  const listed: FilterOptions['changes'] = [];
  for (const change of changes) {
    if (text && !change.name.toLowerCase().includes(text)) continue;
    if (listed.length === CHANGES_LISTED) return { listed, more: true };
    listed.push(change);
  }
  return { listed, more: false };
}

const changeText = (change: FilterOptions['changes'][number]) =>
  `${change.name} (${change.go_live_date ?? 'no date'})`;

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
  const [query, setQuery] = useState('');
  const [date, setDate] = useState('');
  const change = options.changes.find((c) => String(c.id) === changeId);
  // The picker lists only what matches what is typed: thousands of changes are not drawn.
  const { listed, more } = changesMatching(
    options.changes,
    change && query === changeText(change) ? '' : query,
  );
  const before = useHeatmap(kind, { filters }, { alsoOnScreen: true });
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
        <Field label="Change" hint="Type part of its name">
          <Combobox
            value={query}
            selectedOptions={changeId ? [changeId] : []}
            placeholder="Choose a change"
            onChange={(event) => setQuery(event.target.value)}
            onOptionSelect={(_event, data) => {
              const picked = options.changes.find((c) => String(c.id) === data.optionValue);
              if (!picked) return;
              setChangeId(String(picked.id));
              setQuery(changeText(picked));
              setDate(picked.go_live_date ?? '');
            }}
          >
            {listed.map((c) => (
              <Option key={c.id} value={String(c.id)} text={changeText(c)}>
                {changeText(c)}
              </Option>
            ))}
            {listed.length === 0 ? (
              <Option value="" disabled text="No change has that in its name">
                No change has that in its name
              </Option>
            ) : more ? (
              <Option value="" disabled text="Type more of the name to see the others">
                Type more of the name to see the others
              </Option>
            ) : null}
          </Combobox>
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
