import { Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  updateOrganisationInputSchema,
  type Organisation,
} from '@contract/admin/organisation.schema';
import { organisationRoleLabels, organisationRoles } from '@contract/people/roles';
import { phaseCodes, type PhaseCode } from '@contract/projects/phases';
import { useMemo } from 'react';
import { isFormatLocale } from '@contract/shared/formatting';
import { FormField, type FieldOption } from '@/components/form/form-field';
import { localeOptions } from '@/lib/format/locale-options';
import { useFormat } from '@/lib/format/use-format';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import { useOrganisation, useOrganisationSize, useUpdateOrganisation } from '../hooks';
import { SettingsForm } from './settings-form';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    border: 'none',
    padding: 0,
    margin: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBlockEnd: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  error: { color: tokens.colorPaletteRedForeground1 },
  // The admin page is a column of fixed height: without this the card, which hides its
  // overflow, is the item squeezed to a strip when the settings form below is long.
  size: { maxWidth: '40rem', marginBlockEnd: tokens.spacingVerticalXL, flexShrink: 0 },
  counts: {
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
});

interface OrganisationValues {
  name: string;
  time_zone: string;
  locale: string;
  phase_names: Record<PhaseCode, string>;
  heatmap_thresholds: { medium: string; high: string; very_high: string };
}

function zoneOptions(current: string): FieldOption[] {
  const zones = Intl.supportedValuesOf('timeZone').filter((zone) => zone.includes('/'));
  const all = ['UTC', ...zones];
  if (!all.includes(current)) all.unshift(current);
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

function OrganisationForm({ organisation }: { organisation: Organisation }) {
  const styles = useStyles();
  const update = useUpdateOrganisation();
  const zones = useMemo(() => zoneOptions(organisation.time_zone), [organisation.time_zone]);
  const locales = useMemo(() => localeOptions(), []);
  const form = useContractForm({
    schema: updateOrganisationInputSchema,
    defaultValues: {
      name: organisation.name,
      time_zone: organisation.time_zone,
      locale: organisation.locale,
      phase_names: { ...organisation.phase_names },
      heatmap_thresholds: {
        medium: String(organisation.heatmap_thresholds.medium),
        high: String(organisation.heatmap_thresholds.high),
        very_high: String(organisation.heatmap_thresholds.very_high),
      },
    } as OrganisationValues,
    toBody: (values) => ({
      ...values,
      locale: isFormatLocale(values.locale) ? values.locale : undefined,
      heatmap_thresholds: {
        medium: Number(values.heatmap_thresholds.medium),
        high: Number(values.heatmap_thresholds.high),
        very_high: Number(values.heatmap_thresholds.very_high),
      },
    }),
    submit: (body) => update(organisation.id, body),
    done: 'Organisation settings saved',
  });
  const thresholdError =
    form.form.formState.errors.heatmap_thresholds?.root?.message ??
    (form.form.formState.errors.heatmap_thresholds as { message?: string } | undefined)?.message;
  return (
    <SettingsForm form={form} label="Organisation settings" submitLabel="Save settings">
      <FormField<OrganisationValues> name="name" label="Organisation name" required />
      <FormField<OrganisationValues>
        name="time_zone"
        label="Time zone"
        kind="select"
        options={zones}
        hint="Decides when work counts as overdue and when scheduled sends go out."
      />
      <FormField<OrganisationValues>
        name="locale"
        label="Date and number format"
        kind="select"
        options={locales}
        hint="How every screen, export and e-mail writes dates, times and numbers. A person may choose their own in their profile."
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Phase names</legend>
        <Text size={200}>Renaming a phase renames it on every screen.</Text>
        {phaseCodes.map((code, index) => (
          <FormField<OrganisationValues>
            key={code}
            name={`phase_names.${code}`}
            label={`Phase ${index + 1}`}
            required
          />
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Heatmap thresholds</legend>
        <Text size={200}>The lowest rating of each band; heatmaps colour their cells by them.</Text>
        <div className={styles.row}>
          <FormField<OrganisationValues>
            name="heatmap_thresholds.medium"
            label="Medium from"
            kind="number"
          />
          <FormField<OrganisationValues>
            name="heatmap_thresholds.high"
            label="High from"
            kind="number"
          />
          <FormField<OrganisationValues>
            name="heatmap_thresholds.very_high"
            label="Very high from"
            kind="number"
          />
        </div>
        {thresholdError ? (
          <Text role="alert" className={styles.error}>
            {thresholdError}
          </Text>
        ) : null}
      </fieldset>
    </SettingsForm>
  );
}

function OrganisationSizeCard() {
  const styles = useStyles();
  const size = useOrganisationSize();
  const format = useFormat();
  return (
    <Card className={styles.size}>
      <CardHeader header={<Text weight="semibold">Size</Text>} />
      <ReadState read={size} what="the organisation’s size" rows={1}>
        {(data) => (
          <>
            <Text>
              {data.size_band}: {format.number(data.active_people)} active{' '}
              {format.countWord(data.active_people, { one: 'person', other: 'people' })}
              {data.inactive_people > 0
                ? `, ${format.number(data.inactive_people)} deactivated`
                : ''}
              .{' '}
              {data.seats === null
                ? 'No seat limit.'
                : `${format.count(data.seats, { one: 'seat', other: 'seats' })}.`}
            </Text>
            <dl className={styles.counts}>
              {organisationRoles.map((role) => (
                <div key={role} style={{ display: 'contents' }}>
                  <dt>{organisationRoleLabels[role]}</dt>
                  <dd style={{ margin: 0 }}>{data.by_role[role]}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </ReadState>
    </Card>
  );
}

/** Name, time zone, phase names and heatmap thresholds, with the organisation's size. */
export function OrganisationPanel() {
  const organisation = useOrganisation();
  return (
    <>
      <OrganisationSizeCard />
      <ReadState read={organisation} what="the organisation’s settings" rows={4}>
        {/* Saved settings come back as new data: the form starts again from them. */}
        {(data) => <OrganisationForm key={JSON.stringify(data)} organisation={data} />}
      </ReadState>
    </>
  );
}
