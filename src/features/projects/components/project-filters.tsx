import {
  Button,
  CounterBadge,
  Dropdown,
  Field,
  Option,
  SearchBox,
  ToggleButton,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AppsListRegular, DismissRegular, FilterRegular, GridRegular } from '@fluentui/react-icons';
import { memo, useEffect, useId, useState } from 'react';
import { defaultPhaseNames, phaseCodes, type PhaseCode } from '@contract/projects/phases';
import {
  changeTypeLabels,
  changeTypes,
  projectStatusLabels,
  projectStatuses,
  scopeLevelLabels,
  scopeLevels,
  type ProjectOrdering,
} from '@contract/projects/projects';
import type { ProjectTag } from '@contract/projects/projects.schema';
import { useMediaQuery } from '@/lib/use-media-query';
import { useOrganisationPhases } from '../hooks';
import {
  activeFilterCount,
  orderingLabels,
  type ProjectListState,
  type ProjectListView,
} from '../project-list-query';

const WIDE_QUERY = '(min-width: 768px)';
const WIDE = `@media ${WIDE_QUERY}`;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  topRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  search: { flexGrow: 1, flexBasis: '16rem', maxWidth: '32rem' },
  filterToggle: { [WIDE]: { display: 'none' } },
  views: { display: 'flex', gap: tokens.spacingHorizontalXS },
  filters: {
    display: 'none',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    [WIDE]: { display: 'flex' },
  },
  filtersOpen: { display: 'flex' },
  filter: { flexGrow: 1, flexBasis: '11rem', minWidth: 0 },
  dropdown: { minWidth: 0, width: '100%' },
});

interface Choice {
  value: string;
  label: string;
}

function summary(selected: readonly string[], choices: readonly Choice[], any: string) {
  if (selected.length === 0) return any;
  const labels = choices.filter((c) => selected.includes(c.value)).map((c) => c.label);
  return labels.length <= 2 ? labels.join(', ') : `${labels.length} selected`;
}

function MultiFilter({
  label,
  any,
  choices,
  selected,
  onChange,
}: {
  label: string;
  any: string;
  choices: readonly Choice[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const styles = useStyles();
  return (
    <Field label={label} className={styles.filter}>
      <Dropdown
        className={styles.dropdown}
        multiselect
        placeholder={any}
        value={selected.length ? summary(selected, choices, any) : ''}
        selectedOptions={[...selected]}
        onOptionSelect={(_event, data) => onChange(data.selectedOptions)}
      >
        {choices.map((choice) => (
          <Option key={choice.value} value={choice.value}>
            {choice.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

export interface ProjectFiltersProps {
  state: ProjectListState;
  tags: readonly ProjectTag[] | undefined;
  /** Changes the state; filters go back to the first page. */
  onChange: (next: Partial<ProjectListState>) => void;
  /** Offer the list/cards switch (the archive has the list only). */
  showViews?: boolean;
}

/**
 * Search, filters, sort and view of a projects list; every choice lands in the address. Kept
 * from re-rendering while its props stay the same: each of the screen's reads arriving renders
 * the screen again, and a page's first reads arrive one by one.
 */
export const ProjectFilters = memo(function ProjectFilters({
  state,
  tags,
  onChange,
  showViews = true,
}: ProjectFiltersProps) {
  const styles = useStyles();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // On a phone the filters wait behind their button: drawn only once it is opened, they cost the
  // first screen nothing (five dropdowns were a good part of its longest task, DESIGN.md §8).
  const shown = useMediaQuery(WIDE_QUERY) || open;
  // What the box shows: the user's typing, based on the search in the address it started from.
  // When the address changes under it (back, forward), the address wins.
  const [draft, setDraft] = useState({ text: state.search, base: state.search });
  const search = draft.base === state.search ? draft.text : state.search;
  const { data: phases } = useOrganisationPhases();

  // Typing waits for a pause before it searches, so the list does not flicker on each key.
  useEffect(() => {
    if (search === state.search) return;
    const timer = window.setTimeout(() => {
      setDraft({ text: search, base: search });
      onChange({ search, page: 1 });
    }, 350);
    return () => window.clearTimeout(timer);
  }, [search, state.search, onChange]);

  const phaseName = (code: PhaseCode) =>
    phases?.find((phase) => phase.code === code)?.name ?? defaultPhaseNames[code];
  const count = activeFilterCount(state) - (state.search.trim() ? 1 : 0);

  return (
    <div className={styles.root} role="search" aria-label="Find projects">
      <div className={styles.topRow}>
        <Field label="Search projects" className={styles.search}>
          <SearchBox
            value={search}
            placeholder="Name or objective"
            onChange={(_event, data) => setDraft({ text: data.value, base: state.search })}
          />
        </Field>
        <Field label="Sort by">
          <Dropdown
            value={orderingLabels[state.ordering] ?? state.ordering}
            selectedOptions={[state.ordering]}
            onOptionSelect={(_event, data) =>
              onChange({ ordering: data.optionValue as ProjectOrdering, page: 1 })
            }
          >
            {Object.entries(orderingLabels).map(([value, label]) => (
              <Option key={value} value={value}>
                {label}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Button
          className={styles.filterToggle}
          icon={<FilterRegular />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          Filters {count > 0 ? <CounterBadge count={count} size="small" /> : null}
        </Button>
        {showViews ? (
          <div className={styles.views} role="group" aria-label="Show projects as">
            <ToggleButton
              checked={state.view === 'list'}
              icon={<AppsListRegular />}
              onClick={() => onChange({ view: 'list' satisfies ProjectListView })}
            >
              List
            </ToggleButton>
            <ToggleButton
              checked={state.view === 'cards'}
              icon={<GridRegular />}
              onClick={() => onChange({ view: 'cards' satisfies ProjectListView })}
            >
              Cards
            </ToggleButton>
          </div>
        ) : null}
      </div>
      <div id={panelId} className={mergeClasses(styles.filters, open && styles.filtersOpen)}>
        {shown ? (
          <>
            <MultiFilter
              label="Status"
              any="Any status"
              choices={projectStatuses.map((s) => ({ value: s, label: projectStatusLabels[s] }))}
              selected={state.status}
              onChange={(values) =>
                onChange({ status: values as ProjectListState['status'], page: 1 })
              }
            />
            <MultiFilter
              label="Phase"
              any="Any phase"
              choices={phaseCodes.map((code) => ({ value: code, label: phaseName(code) }))}
              selected={state.phase}
              onChange={(values) => onChange({ phase: values as PhaseCode[], page: 1 })}
            />
            <MultiFilter
              label="Tag"
              any={tags ? 'Any tag' : 'Loading tags…'}
              choices={(tags ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
              selected={state.tag.map(String)}
              onChange={(values) => onChange({ tag: values.map(Number), page: 1 })}
            />
            <MultiFilter
              label="Change type"
              any="Any type"
              choices={changeTypes.map((t) => ({ value: t, label: changeTypeLabels[t] }))}
              selected={state.changeType}
              onChange={(values) =>
                onChange({ changeType: values as ProjectListState['changeType'], page: 1 })
              }
            />
            <MultiFilter
              label="Scope"
              any="Any scope"
              choices={scopeLevels.map((s) => ({ value: s, label: scopeLevelLabels[s] }))}
              selected={state.scope}
              onChange={(values) =>
                onChange({ scope: values as ProjectListState['scope'], page: 1 })
              }
            />
            {activeFilterCount(state) > 0 ? (
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                onClick={() => {
                  setDraft({ text: '', base: '' });
                  onChange({
                    search: '',
                    status: [],
                    phase: [],
                    tag: [],
                    changeType: [],
                    scope: [],
                    page: 1,
                  });
                }}
              >
                Clear filters
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
});
