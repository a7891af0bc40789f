import {
  Caption1,
  Field,
  Select,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { projectStatusLabels } from '@contract/projects/projects';
import { PageHeader } from '@/components/page-header';
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
import { useDashboard, useFilterOptions, useHeatmap } from '../hooks';
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

/** `/portfolio`: change across every project at once, filtered from the address. */
export function PortfolioScreen() {
  const styles = useStyles();
  const options = useFilterOptions();
  const { filters, params, set } = usePortfolioFilters();
  const kind = heatmapKindFrom(params);
  const rowsBy: HeatmapRowsBy = params.get('rows') === 'site' ? 'site' : 'function';
  const dashboard = useDashboard(filters);
  const heatmap = useHeatmap(kind, heatmapBody(filters));
  const flags = useFeatureFlags();
  const canExport = flags.data ? enabledFeatures(flags.data).has('powerpoint_export') : false;
  const [cell, setCell] = useState<{ row: string; column: string; label: string }>();
  return (
    <div className={styles.root}>
      <PageHeader
        title="Portfolio"
        description="Change load, go-lives and time impact across every project you can see."
      />
      <ReadState read={options} what="the filters">
        {(data) => <PortfolioFilterBar options={data} />}
      </ReadState>
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
                      {g.date}: {g.name} ({g.project.name}; load {g.weighted_load})
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
      <section aria-labelledby="heatmap-heading">
        <h2 id="heatmap-heading">Heatmap</h2>
        <div className={styles.heatmapBar}>
          <TabList
            selectedValue={kind}
            onTabSelect={(_e, d) => {
              setCell(undefined);
              set({ map: String(d.value) });
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
            <Select
              value={rowsBy}
              onChange={(_e, d) => set({ rows: d.value === 'site' ? 'site' : '' })}
            >
              <option value="function">Function or project</option>
              <option value="site">Site</option>
            </Select>
          </Field>
        </div>
        <ReadState
          read={heatmap}
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
                caption={heatmapKinds.find((k) => k.id === kind)?.label ?? 'Heatmap'}
                rowsBy={rowsBy}
                selected={cell}
                onSelect={setCell}
              />
            </>
          )}
        </ReadState>
        {cell ? <CellDetails kind={kind} filters={filters} cell={cell} /> : null}
      </section>
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
    </div>
  );
}
