import { Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { FilterOptions } from '@contract/reports/portfolio.schema';
import { DateInput } from '@/components/form/date-input';
import { whenDate } from '@/components/form/typed-date';
import { usePortfolioFilters } from './filters-in-address';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  multi: { minWidth: '12rem' },
});

function MultiSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: readonly string[];
  options: readonly { value: string; label: string }[];
  onChange: (next: string[]) => void;
}) {
  const styles = useStyles();
  return (
    <Field label={label} size="small" hint="Ctrl or Shift to choose several">
      <select
        multiple
        className={styles.multi}
        aria-label={label}
        value={[...value]}
        size={Math.min(4, Math.max(2, options.length))}
        onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value))}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The filters every portfolio panel shares; each change goes into the address. */
export function PortfolioFilterBar({ options }: { options: FilterOptions }) {
  const styles = useStyles();
  const { lists, tags, from, to, by, set } = usePortfolioFilters();
  const anything = Object.values(lists).some((l) => l.length > 0) || tags.length > 0 || from || to;
  return (
    <div className={styles.bar} role="group" aria-label="Filters">
      <MultiSelect
        label="Groups"
        value={lists.groups}
        options={options.groups.map((g) => ({ value: g.key, label: g.name }))}
        onChange={(v) => set({ groups: v })}
      />
      <MultiSelect
        label="Sites"
        value={lists.sites}
        options={options.sites.map((s) => ({ value: s, label: s }))}
        onChange={(v) => set({ sites: v })}
      />
      <MultiSelect
        label="Departments"
        value={lists.departments}
        options={options.departments.map((d) => ({ value: d, label: d }))}
        onChange={(v) => set({ departments: v })}
      />
      <MultiSelect
        label="Tags"
        value={tags.map(String)}
        options={options.tags.map((t) => ({ value: String(t.id), label: t.name }))}
        onChange={(v) => set({ tags: v })}
      />
      <MultiSelect
        label="Phases"
        value={lists.phases}
        options={options.phases.map((p) => ({ value: p.code, label: p.name }))}
        onChange={(v) => set({ phases: v })}
      />
      <Field label="From" size="small">
        <DateInput size="small" value={from} onChange={(v) => set({ from: whenDate(v, from) })} />
      </Field>
      <Field label="To" size="small">
        <DateInput size="small" value={to} onChange={(v) => set({ to: whenDate(v, to) })} />
      </Field>
      <Field label="Columns" size="small">
        <Select
          size="small"
          value={by}
          onChange={(_e, d) => set({ by: d.value === 'month' ? 'month' : '' })}
        >
          <option value="week">Weeks</option>
          <option value="month">Months</option>
        </Select>
      </Field>
      {anything ? (
        <Button
          size="small"
          onClick={() =>
            set({
              groups: '',
              sites: '',
              departments: '',
              tags: '',
              phases: '',
              statuses: '',
              from: '',
              to: '',
            })
          }
        >
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
