import { Checkbox, Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { breakdownDimensions, type BreakdownDimension } from '@contract/surveys/reports';
import type { Breakdown, BreakdownRow } from '@contract/surveys/reports.schema';
import { ReadState } from '@/components/read-state';
import { useFilteredBreakdown, useSiteCompletion } from '../hooks';
import { RateChart } from './results-charts';

export const HIDDEN = 'Hidden: fewer than 5 responses';

const dimensionLabels: Record<BreakdownDimension, string> = {
  group: 'Group',
  site: 'Site',
  department: 'Department',
};

const useStyles = makeStyles({
  section: { marginBlock: tokens.spacingVerticalL },
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    marginBlock: tokens.spacingVerticalM,
  },
  fieldset: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '12rem',
    overflowY: 'auto',
    minWidth: '12rem',
  },
  scroll: { overflowX: 'auto' },
  table: {
    borderCollapse: 'collapse',
    '& th, & td': { textAlign: 'start', padding: tokens.spacingHorizontalS },
    '& tfoot th, & tfoot td': {
      borderTop: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    },
  },
  rate: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  track: {
    width: '6rem',
    height: '0.75rem',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
    overflow: 'hidden',
  },
  fill: { height: '100%', backgroundColor: tokens.colorBrandBackground },
  hidden: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

function Cells({ row }: { row: BreakdownRow }) {
  const styles = useStyles();
  if (row.hidden) {
    return (
      <td colSpan={3} className={styles.hidden}>
        {HIDDEN}
      </td>
    );
  }
  return (
    <>
      <td>{row.responses}</td>
      <td>
        <span className={styles.rate}>
          <span className={styles.track} aria-hidden="true">
            <span
              className={styles.fill}
              style={{ display: 'block', width: `${row.response_rate ?? 0}%` }}
            />
          </span>
          {row.response_rate ?? '—'}%
        </span>
      </td>
      <td>{row.average ?? '—'}</td>
    </>
  );
}

/** Rows of a breakdown with the total beneath; hidden cells say why, never a number. */
export function BreakdownTable({ data, caption }: { data: Breakdown; caption: string }) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <RateChart rows={data.rows} title={`Response rate, ${caption.toLowerCase()}`} />
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{data.dimension ? dimensionLabels[data.dimension] : 'Responses'}</th>
            <th scope="col">Invited</th>
            <th scope="col">Responses</th>
            <th scope="col">Response rate</th>
            <th scope="col">Average rating</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>{r.recipients}</td>
              <Cells row={r} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{data.total.label}</th>
            <td>{data.total.recipients}</td>
            <Cells row={data.total} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

type Choices = Record<BreakdownDimension, string[]>;

function FilterList({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { key: string; label: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  const styles = useStyles();
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <Checkbox
          key={o.key}
          label={o.label}
          checked={chosen.includes(o.key)}
          onChange={(_, d) =>
            onChange(d.checked ? [...chosen, o.key] : chosen.filter((k) => k !== o.key))
          }
        />
      ))}
    </fieldset>
  );
}

/** The values a dimension can be filtered by: its rows with a real value ('' is "none"). */
function optionsOf(data: Breakdown | undefined) {
  return (data?.rows ?? [])
    .filter((r) => r.key !== '')
    .map((r) => ({ key: r.key, label: r.label }));
}

/**
 * Results broken down by group, site or department, narrowed by any combination of groups,
 * sites and departments. The server hides every figure that rests on fewer than five people or
 * that, set against another figure, would single fewer than five out.
 */
export function ResultsBreakdowns({ surveyId, nwow }: { surveyId: number; nwow: boolean }) {
  const styles = useStyles();
  const headingId = useId();
  const [by, setBy] = useState<BreakdownDimension>('group');
  const [chosen, setChosen] = useState<Choices>({ group: [], site: [], department: [] });
  const groups = useFilteredBreakdown(surveyId, nwow, { by: 'group' });
  const sites = useFilteredBreakdown(surveyId, nwow, { by: 'site' });
  const departments = useFilteredBreakdown(surveyId, nwow, { by: 'department' });
  const filtered = useFilteredBreakdown(surveyId, nwow, {
    by,
    ...(chosen.group.length ? { groups: chosen.group.map(Number) } : {}),
    ...(chosen.site.length ? { sites: chosen.site } : {}),
    ...(chosen.department.length ? { departments: chosen.department } : {}),
  });
  const completion = useSiteCompletion(surveyId, nwow);
  const filterCount = chosen.group.length + chosen.site.length + chosen.department.length;
  const choose = (dimension: BreakdownDimension) => (next: string[]) =>
    setChosen((c) => ({ ...c, [dimension]: next }));
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Text as="h3" id={headingId} weight="semibold" block>
        Breakdowns
      </Text>
      <Text block>
        A figure that rests on fewer than 5 responses, or that set against another figure would
        single fewer than 5 people out, is hidden, whichever filters are combined.
      </Text>
      <div className={styles.controls}>
        <Field label="Break down by">
          <Select value={by} onChange={(_, d) => setBy(d.value as BreakdownDimension)}>
            {breakdownDimensions.map((d) => (
              <option key={d} value={d}>
                {dimensionLabels[d]}
              </option>
            ))}
          </Select>
        </Field>
        <FilterList
          legend="Only these groups"
          options={optionsOf(groups.data)}
          chosen={chosen.group}
          onChange={choose('group')}
        />
        <FilterList
          legend="Only these sites"
          options={optionsOf(sites.data)}
          chosen={chosen.site}
          onChange={choose('site')}
        />
        <FilterList
          legend="Only these departments"
          options={optionsOf(departments.data)}
          chosen={chosen.department}
          onChange={choose('department')}
        />
      </div>
      <ReadState read={filtered} what="the breakdown">
        {(b) => (
          <BreakdownTable
            data={b}
            caption={`By ${dimensionLabels[by].toLowerCase()}${filterCount ? `, ${filterCount} ${filterCount === 1 ? 'filter' : 'filters'} applied` : ''}`}
          />
        )}
      </ReadState>
      <ReadState read={completion} what="the completion by site">
        {(c) =>
          c.rows.length ? (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption>Sent and answered by site</caption>
                <thead>
                  <tr>
                    <th scope="col">Site</th>
                    <th scope="col">Sent</th>
                    <th scope="col">Answered</th>
                    <th scope="col">Response rate</th>
                  </tr>
                </thead>
                <tbody>
                  {c.rows.map((r) => (
                    <tr key={r.site}>
                      <th scope="row">{r.site || 'No site'}</th>
                      <td>{r.sent}</td>
                      {r.completed === null ? (
                        <td colSpan={2} className={styles.hidden}>
                          {HIDDEN}
                        </td>
                      ) : (
                        <>
                          <td>{r.completed}</td>
                          <td>{r.response_rate ?? '—'}%</td>
                        </>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null
        }
      </ReadState>
    </section>
  );
}
