import {
  Caption1,
  Field,
  Select,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { projectStatusLabels } from '@contract/projects/projects';
import type { PortfolioFilters } from '@contract/reports/portfolio.schema';
import { PageHeader } from '@/components/page-header';
import { useFormat } from '@/lib/format/use-format';
import { ReadState } from '@/components/read-state';
import { enabledFeatures, useFeatureFlags } from '@/lib/session/session-reads';
import { CapacityPanel } from '../components/capacity-panel';
import { CellDetails } from '../components/cell-details';
import { DeckExport } from '../components/deck-export';
import { usePortfolioFilters } from '../components/filters-in-address';
import { HeatmapGrid, type HeatmapRowsBy } from '../components/heatmap-grid';
import { OverloadAlerts } from '../components/overload-alerts';
import { PortfolioFilterBar } from '../components/portfolio-filter-bar';
import { ScorePanels } from '../components/score-panels';
import { WhatIfPanel } from '../components/what-if-panel';
import { heatmapBody } from '../early-reads';
import { useDashboard, useFilterOptions, useGroupCapacities, useHeatmap } from '../hooks';
import { heatmapKindFrom, type HeatmapKind } from '../portfolio-filters';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  panels: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  panel: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
  heatmapBar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
    justifyContent: 'space-between',
  },
});

const heatmapKinds: { id: HeatmapKind; label: string }[] = [
  { id: 'load', label: 'Change load' },
  { id: 'go_live', label: 'Go-lives' },
  { id: 'time', label: 'Time impact' },
];

/** The filter bar, once the choices are read. */
function FilterChoices() {
  const options = useFilterOptions();
  return (
    <ReadState read={options} what="the filters">
      {(data) => <PortfolioFilterBar options={data} />}
    </ReadState>
  );
}

/** The dashboard's panels: counts, go-lives, overloads and the scores other areas feed. */
const DashboardPanels = memo(function DashboardPanels({ filters }: { filters: PortfolioFilters }) {
  const styles = useStyles();
  const dashboard = useDashboard(filters);
  const format = useFormat();
  return (
    <ReadState read={dashboard} what="the dashboard">
      {(d) => (
        <div className={styles.panels}>
          <section className={styles.panel} aria-labelledby="by-status">
            <h2 id="by-status">Projects by status</h2>
            <ul className={styles.list}>
              {d.projects_by_status
                .filter((s) => s.count > 0)
                .map((s) => (
                  <li key={s.status}>
                    {projectStatusLabels[s.status]}: {s.count}
                  </li>
                ))}
            </ul>
            <Caption1 className={styles.muted}>
              {d.totals.projects} projects, {d.totals.changes} changes, {d.totals.activities}{' '}
              activities
            </Caption1>
          </section>
          <section className={styles.panel} aria-labelledby="by-phase">
            <h2 id="by-phase">Projects by phase</h2>
            <ul className={styles.list}>
              {d.projects_by_phase.map((p) => (
                <li key={p.phase}>
                  {p.name}: {p.count}
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.panel} aria-labelledby="go-lives-ahead">
            <h2 id="go-lives-ahead">Go-lives ahead</h2>
            {d.go_lives_ahead.length === 0 ? (
              <p>No go-live in this period.</p>
            ) : (
              <ul className={styles.list}>
                {d.go_lives_ahead.map((g) => (
                  <li key={g.change}>
                    {format.date(g.date)}: {g.name} ({g.project.name}; load {g.weighted_load})
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="overloaded">
            <h2 id="overloaded">Overload alerts</h2>
            {d.overloaded_groups.length === 0 ? (
              <p>No group reaches the high threshold of hours.</p>
            ) : (
              <ul className={styles.list}>
                {d.overloaded_groups.map((g) => (
                  <li key={g.key}>
                    {g.name}: {g.peak_hours} h per person in the week of {g.week}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ScorePanels
            dashboard={d}
            panelClass={styles.panel}
            listClass={styles.list}
            mutedClass={styles.muted}
          />
        </div>
      )}
    </ReadState>
  );
});

/** The heatmap the address names, its overload alerts, and what makes up the chosen cell. */
function HeatmapSection({
  filters,
  kind,
  rowsBy,
  onKind,
  onRowsBy,
}: {
  filters: PortfolioFilters;
  kind: HeatmapKind;
  rowsBy: HeatmapRowsBy;
  onKind: (kind: string) => void;
  onRowsBy: (rowsBy: string) => void;
}) {
  const styles = useStyles();
  const heatmap = useHeatmap(kind, heatmapBody(filters));
  // Its thousands of cells are drawn as a transition: React builds them in slices, and the
  // dashboard, which answers at about the same time, is put on screen in between rather than
  // after them. The answer travels with its kind, so the caption always names the cells drawn.
  const answered = useMemo(() => ({ data: heatmap.data, kind }), [heatmap.data, kind]);
  const shown = useDeferredValue(answered);
  const [cell, setCell] = useState<{ row: string; column: string; label: string }>();
  return (
    <section aria-labelledby="heatmap-heading">
      <h2 id="heatmap-heading">Heatmap</h2>
      <div className={styles.heatmapBar}>
        <TabList
          selectedValue={kind}
          onTabSelect={(_e, d) => {
            setCell(undefined);
            onKind(String(d.value));
          }}
          aria-label="Heatmap"
        >
          {heatmapKinds.map((k) => (
            <Tab key={k.id} value={k.id}>
              {k.label}
            </Tab>
          ))}
        </TabList>
        <Field label="Rows by" orientation="horizontal">
          <Select value={rowsBy} onChange={(_e, d) => onRowsBy(d.value)}>
            <option value="function">Function or project</option>
            <option value="site">Site</option>
          </Select>
        </Field>
      </div>
      <ReadState
        read={{ data: shown.data, error: heatmap.error, mutate: () => heatmap.mutate() }}
        what="the heatmap"
        isEmpty={(h) => h.rows.length === 0}
        empty={{
          title: 'No impacted groups',
          message: 'Projects in these filters have no impacted groups yet.',
        }}
      >
        {(h) => (
          <>
            <OverloadAlerts heatmap={h} />
            <HeatmapGrid
              heatmap={h}
              caption={heatmapKinds.find((k) => k.id === shown.kind)?.label ?? 'Heatmap'}
              rowsBy={rowsBy}
              selected={cell}
              onSelect={setCell}
            />
          </>
        )}
      </ReadState>
      {cell ? <CellDetails kind={kind} filters={filters} cell={cell} /> : null}
    </section>
  );
}

/**
 * `/portfolio`: change across every project at once, filtered from the address. Each panel
 * reads its own data and renders again only when that or the filters change, so a read that
 * lands does not draw the others (the heatmap is thousands of cells) again. What sits below the
 * heatmap (what-if, capacity, the deck) takes a deferred copy of the filters and comes after the
 * first paint: React draws it in the background, and typing in a filter is never held up by it.
 */
export function PortfolioScreen() {
  const styles = useStyles();
  const { filters, params, set } = usePortfolioFilters();
  const kind = heatmapKindFrom(params);
  const rowsBy: HeatmapRowsBy = params.get('rows') === 'site' ? 'site' : 'function';
  // Its own read starts now, beside the others, not once the panel is drawn.
  useGroupCapacities();
  const flags = useFeatureFlags();
  const canExport = flags.data ? enabledFeatures(flags.data).has('powerpoint_export') : false;
  const below = useDeferredValue(true, false);
  const laterFilters = useDeferredValue(filters);
  return (
    <div className={styles.root}>
      <PageHeader
        title="Portfolio"
        description="Change load, go-lives and time impact across every project you can see."
      />
      <FilterChoices />
      <DashboardPanels filters={filters} />
      <HeatmapSection
        filters={filters}
        kind={kind}
        rowsBy={rowsBy}
        onKind={(map) => set({ map })}
        onRowsBy={(rows) => set({ rows: rows === 'site' ? 'site' : '' })}
      />
      {below ? (
        <LowerPanels filters={laterFilters} kind={kind} rowsBy={rowsBy} canExport={canExport} />
      ) : null}
    </div>
  );
}

/** What-if, capacity and the deck: below the fold, drawn after the panels above. */
const LowerPanels = memo(function LowerPanels({
  filters,
  kind,
  rowsBy,
  canExport,
}: {
  filters: PortfolioFilters;
  kind: HeatmapKind;
  rowsBy: HeatmapRowsBy;
  canExport: boolean;
}) {
  const options = useFilterOptions();
  return (
    <>
      <ReadState read={options} what="the changes">
        {(data) => <WhatIfPanel options={data} filters={filters} kind={kind} rowsBy={rowsBy} />}
      </ReadState>
      <ReadState read={options} what="the groups">
        {(data) => <CapacityPanel options={data} />}
      </ReadState>
      {canExport ? (
        <ReadState read={options} what="the projects">
          {(data) => <DeckExport projects={data.projects} />}
        </ReadState>
      ) : null}
    </>
  );
});
