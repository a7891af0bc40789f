import { browserTimeZone } from '@contract/shared/formatting';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { organisationRoleLabels } from '@contract/people/roles';
import {
  updatePersonInputSchema,
  type PersonDetail,
  type UpdatePersonInput,
} from '@contract/people/profiles.schema';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useUpdatePerson } from '@/features/people/hooks';
import { referenceIdOf, useReferenceOptions } from '@/features/people/hooks';
import { timeZoneOptions } from './reference-options';
import { StepForm } from './step-form';

export const userConfigSteps = [
  { key: 'site', label: 'Your site' },
  { key: 'department', label: 'Your department' },
  { key: 'roles', label: 'Your roles' },
  { key: 'time-zone', label: 'Your time zone' },
] as const;
export type UserConfigStepKey = (typeof userConfigSteps)[number]['key'];

export interface UserConfigStepProps {
  person: PersonDetail;
  /** The step's index: saved as the person's furthest finished step. */
  index: number;
  backTo?: string;
  onDone: () => unknown;
}

const useStyles = makeStyles({
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** The step's own fields plus the wizard's progress, which only ever moves forward. */
function useStepForm<V extends Record<string, string>>(
  props: UserConfigStepProps,
  defaultValues: V,
  toFields: (values: V) => UpdatePersonInput,
) {
  const update = useUpdatePerson();
  const last = props.index === userConfigSteps.length - 1;
  return useContractForm<V, UpdatePersonInput, unknown>({
    schema: updatePersonInputSchema,
    defaultValues,
    toBody: (values) => ({
      ...toFields(values),
      user_config_step: Math.max(props.person.user_config_step, props.index),
    }),
    submit: (body) => update(props.person.id, body),
    done: last ? 'Your account is set up' : undefined,
    onSaved: props.onDone,
  });
}

const idText = (id: number | null) => (id === null ? '' : String(id));

export function SiteStep(props: UserConfigStepProps) {
  const { person } = props;
  const { options } = useReferenceOptions('reporting_sites', {
    id: person.site_id,
    name: person.site,
  });
  const form = useStepForm(props, { site_id: idText(person.site_id) }, (v) => ({
    site_id: referenceIdOf(v.site_id),
  }));
  return (
    <StepForm form={form} backTo={props.backTo} last={false} finishLabel="Finish">
      <FormField<{ site_id: string }>
        name="site_id"
        label="Site"
        kind="select"
        placeholder="Not set"
        options={options}
        hint="Where you work most of the time; reports and surveys group people by it."
      />
    </StepForm>
  );
}

export function DepartmentStep(props: UserConfigStepProps) {
  const { person } = props;
  const { options } = useReferenceOptions('departments', {
    id: person.department_id,
    name: person.department,
  });
  const form = useStepForm(props, { department_id: idText(person.department_id) }, (v) => ({
    department_id: referenceIdOf(v.department_id),
  }));
  return (
    <StepForm form={form} backTo={props.backTo} last={false} finishLabel="Finish">
      <FormField<{ department_id: string }>
        name="department_id"
        label="Department"
        kind="select"
        placeholder="Not set"
        options={options}
        hint="Impacted groups draw their people from departments."
      />
    </StepForm>
  );
}

export function RolesStep(props: UserConfigStepProps) {
  const styles = useStyles();
  const form = useStepForm(props, {}, () => ({}));
  const { person } = props;
  return (
    <StepForm form={form} backTo={props.backTo} last={false} finishLabel="Finish">
      <div className={styles.facts}>
        <Body1>
          Your role in Changecraft: <strong>{organisationRoleLabels[person.role]}</strong>. An admin
          changes it if it is not right.
        </Body1>
        {person.projects.length > 0 ? (
          <>
            <Body1>You are on the team of:</Body1>
            <ul className={styles.list} aria-label="Your project teams">
              {person.projects.map((p) => (
                <li key={p.id}>{p.name}</li>
              ))}
            </ul>
          </>
        ) : (
          <Body1>You are not on a project team yet.</Body1>
        )}
        {person.groups.length > 0 ? (
          <>
            <Body1>Changes reach you through:</Body1>
            <ul className={styles.list} aria-label="Your groups">
              {person.groups.map((g) => (
                <li key={g.id}>{g.display_name}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </StepForm>
  );
}

export function TimeZoneStep(props: UserConfigStepProps) {
  const own = browserTimeZone();
  const form = useStepForm(props, { time_zone: props.person.time_zone ?? own }, (v) => ({
    time_zone: v.time_zone || null,
  }));
  return (
    <StepForm form={form} backTo={props.backTo} last finishLabel="Finish set-up">
      <FormField<{ time_zone: string }>
        name="time_zone"
        label="Time zone"
        kind="select"
        options={timeZoneOptions()}
        hint="Reminders and due dates follow it."
      />
    </StepForm>
  );
}
