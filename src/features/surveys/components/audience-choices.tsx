import { Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { AudienceKind } from '@contract/surveys/surveys';
import type { AudienceOptions } from '@contract/surveys/delivery.schema';
import { AudiencePeoplePicker } from './audience-people-picker';

const useStyles = makeStyles({
  set: { display: 'grid', gap: tokens.spacingVerticalXS, border: 'none', margin: 0, padding: 0 },
  // An organisation may have hundreds of departments or sites: the list scrolls, the dialog not.
  long: { maxHeight: '12rem', overflowY: 'auto' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Who a survey goes to, as the send dialog holds it. */
export interface AudienceChoice {
  groups: number[];
  people: number[];
  personas: number[];
  global_groups: number[];
  departments: number[];
  sites: number[];
}

function toggled<T>(list: readonly T[], item: T, on: boolean | 'mixed'): T[] {
  return on === true ? [...list, item] : list.filter((x) => x !== item);
}

/** One list of checkboxes in its own fieldset, with its message when the server refused it. */
function ChoiceSet<T extends number | string>({
  legend,
  field,
  items,
  chosen,
  onChange,
  error,
  empty,
  long = false,
}: {
  legend: string;
  field: string;
  items: { value: T; label: string }[];
  chosen: readonly T[];
  onChange: (next: T[]) => void;
  error: string | undefined;
  empty: ReactNode;
  long?: boolean;
}) {
  const styles = useStyles();
  const errorId = `send-${field}-error`;
  return (
    <fieldset className={styles.set} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {items.length === 0 && <Text>{empty}</Text>}
      <div className={long ? `${styles.set} ${styles.long}` : styles.set}>
        {items.map((item) => (
          <Checkbox
            key={item.value}
            label={item.label}
            checked={chosen.includes(item.value)}
            onChange={(_, d) => onChange(toggled(chosen, item.value, d.checked))}
          />
        ))}
      </div>
      {error && (
        <Text id={errorId} role="alert" className={styles.error}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}

/**
 * The audience part of the send dialog. A project's survey goes to its impacted and stakeholder
 * groups; an enterprise survey to the organisation's own groups, departments and sites; either
 * to people named one by one, or to personas.
 */
export function AudienceChoices({
  kind,
  enterprise,
  options,
  value,
  onChange,
  errors,
}: {
  kind: AudienceKind;
  enterprise: boolean;
  options: AudienceOptions;
  value: AudienceChoice;
  onChange: (next: AudienceChoice) => void;
  errors: Record<string, string>;
}) {
  const styles = useStyles();
  const set =
    <K extends keyof AudienceChoice>(key: K) =>
    (next: AudienceChoice[K]) =>
      onChange({ ...value, [key]: next });
  const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
  if (kind === 'PERSONA') {
    return (
      <ChoiceSet
        legend="Personas (required)"
        field="personas"
        items={options.personas.map((p) => ({
          value: p.id,
          label: `${p.name} (${people(p.people)})`,
        }))}
        chosen={value.personas}
        onChange={set('personas')}
        error={errors.audience_personas}
        empty="No personas yet: an administrator defines them."
      />
    );
  }
  return (
    <>
      {enterprise ? (
        <>
          <ChoiceSet
            legend="Groups of the organisation"
            field="global-groups"
            items={options.global_groups.map((g) => ({
              value: g.id,
              label: `${g.name} (${people(g.members)})`,
            }))}
            chosen={value.global_groups}
            onChange={set('global_groups')}
            error={errors.audience_global_groups}
            empty="No groups yet: they are made under Groups."
          />
          <ChoiceSet
            legend="Departments"
            field="departments"
            items={options.departments.map((d) => ({
              value: d.id,
              label: `${d.name} (${people(d.people)})`,
            }))}
            chosen={value.departments}
            onChange={set('departments')}
            error={errors.audience_departments}
            empty="No departments yet: an administrator adds them under Reference data."
            long
          />
          <ChoiceSet
            legend="Sites"
            field="sites"
            items={options.sites.map((s) => ({
              value: s.id,
              label: `${s.name} (${people(s.people)})`,
            }))}
            chosen={value.sites}
            onChange={set('sites')}
            error={errors.audience_sites}
            empty="No sites yet: an administrator adds them under Reference data."
            long
          />
        </>
      ) : (
        <ChoiceSet
          legend="Groups"
          field="groups"
          items={options.groups.map((g) => ({
            value: g.id,
            label: `${g.name} (${g.group_type}, ${people(g.members)})`,
          }))}
          chosen={value.groups}
          onChange={set('groups')}
          error={errors.audience_groups}
          empty="This project has no impacted or stakeholder groups yet."
        />
      )}
      <fieldset className={styles.set}>
        <legend>People</legend>
        <AudiencePeoplePicker
          value={value.people}
          onChange={set('people')}
          errorId={errors.audience_people ? 'send-people-error' : undefined}
        />
        {errors.audience_people && (
          <Text id="send-people-error" role="alert" className={styles.error}>
            {errors.audience_people}
          </Text>
        )}
      </fieldset>
    </>
  );
}
