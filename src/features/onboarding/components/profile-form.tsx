import type { FormatLocale } from '@contract/shared/formatting';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { FormProvider } from 'react-hook-form';
import {
  notificationKinds,
  notificationLabels,
  themeChoices,
  themeLabels,
  type NotificationKind,
  type ThemeChoice,
} from '@contract/people/profiles';
import {
  updatePersonInputSchema,
  type PersonDetail,
  type UpdatePersonInput,
} from '@contract/people/profiles.schema';
import { FormField, optionsOf } from '@/components/form/form-field';
import { localeOptions } from '@/lib/format/locale-options';
import { FormFailure } from '@/components/form/form-failure';
import { useContractForm } from '@/components/form/use-contract-form';
import { useUpdatePerson } from '@/features/people/hooks';
import { referenceIdOf, useReferenceOptions } from '@/features/people/hooks';
import { timeZoneOptions } from './reference-options';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '36rem',
  },
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    margin: 0,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Values = {
  first_name: string;
  last_name: string;
  site_id: string;
  department_id: string;
  teams_id: string;
  theme: ThemeChoice;
  time_zone: string;
  locale: string;
} & Record<`notify_${NotificationKind}`, boolean>;

function valuesOf(person: PersonDetail): Values {
  const notify = Object.fromEntries(
    notificationKinds.map((kind) => [`notify_${kind}`, person.notification_choices[kind] ?? true]),
  ) as Record<`notify_${NotificationKind}`, boolean>;
  return {
    first_name: person.first_name,
    last_name: person.last_name,
    site_id: person.site_id === null ? '' : String(person.site_id),
    department_id: person.department_id === null ? '' : String(person.department_id),
    teams_id: person.teams_id ?? '',
    theme: person.theme,
    time_zone: person.time_zone ?? '',
    locale: person.locale ?? '',
    ...notify,
  };
}

/** The fields of one's own profile a person may change; the site only when it changed. */
export function ProfileForm({ person }: { person: PersonDetail }) {
  const styles = useStyles();
  const update = useUpdatePerson();
  const sites = useReferenceOptions('reporting_sites', { id: person.site_id, name: person.site });
  const departments = useReferenceOptions('departments', {
    id: person.department_id,
    name: person.department,
  });
  const initial = valuesOf(person);
  const form = useContractForm<Values, UpdatePersonInput, unknown>({
    schema: updatePersonInputSchema,
    defaultValues: initial,
    toBody: (v) => ({
      first_name: v.first_name,
      last_name: v.last_name,
      ...(v.site_id !== initial.site_id ? { site_id: referenceIdOf(v.site_id) } : {}),
      department_id: referenceIdOf(v.department_id),
      teams_id: v.teams_id || null,
      theme: v.theme,
      time_zone: v.time_zone || null,
      locale: v.locale ? (v.locale as FormatLocale) : null,
      notification_choices: Object.fromEntries(
        notificationKinds.map((kind) => [kind, v[`notify_${kind}`]]),
      ),
    }),
    submit: (body) => update(person.id, body),
    fields: [...Object.keys(initial), 'notification_choices'],
    done: 'Saved your profile',
  });
  return (
    <FormProvider {...form.form}>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label="Your profile">
        <FormFailure message={form.failure} title="Your profile was not saved." />
        <FormField<Values>
          name="first_name"
          label="First name"
          required
          autoComplete="given-name"
        />
        <FormField<Values> name="last_name" label="Last name" autoComplete="family-name" />
        <FormField<Values>
          name="site_id"
          label="Site"
          kind="select"
          placeholder="Not set"
          options={sites.options}
        />
        <FormField<Values>
          name="department_id"
          label="Department"
          kind="select"
          placeholder="Not set"
          options={departments.options}
        />
        <FormField<Values>
          name="teams_id"
          label="Teams id"
          hint="Your Microsoft Teams user id, for notifications in Teams."
        />
        <FormField<Values>
          name="theme"
          label="Theme"
          kind="radio"
          options={optionsOf(themeChoices, (t) => themeLabels[t])}
        />
        <FormField<Values>
          name="time_zone"
          label="Time zone"
          kind="select"
          placeholder="The organisation's"
          options={timeZoneOptions()}
        />
        <FormField<Values>
          name="locale"
          label="Date and number format"
          kind="select"
          placeholder="The organisation's"
          options={localeOptions()}
        />
        <fieldset className={styles.fieldset}>
          <legend>Notify me about</legend>
          {notificationKinds.map((kind) => (
            <FormField<Values>
              key={kind}
              name={`notify_${kind}`}
              label={notificationLabels[kind]}
              kind="switch"
            />
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={form.submitting}>
            {form.submitting ? 'Saving…' : 'Save profile'}
          </Button>
          <Button onClick={() => form.form.reset(initial)} disabled={form.submitting}>
            Undo changes
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
