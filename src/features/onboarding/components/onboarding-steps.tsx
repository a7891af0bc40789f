import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { Organisation } from '@contract/admin/organisation.schema';
import { updateOrganisationInputSchema } from '@contract/admin/organisation.schema';
import { parseInviteList } from '@contract/people/invites';
import { bulkInviteInputSchema, type BulkInviteInput } from '@contract/people/invites.schema';
import { defaultPhaseNames, phaseCodes, type PhaseCode } from '@contract/projects/phases';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { RouterButtonLink } from '@/components/router-link';
import { useBulkInvite } from '@/features/people/hooks';
import { useUpdateOrganisation } from '../hooks';
import { timeZoneOptions } from './reference-options';
import { ContinueStep, StepForm } from './step-form';

export const onboardingSteps = [
  { key: 'organisation', label: 'Your organisation' },
  { key: 'time-zone', label: 'Time zone' },
  { key: 'phases', label: 'Phase names' },
  { key: 'invite', label: 'Invite colleagues' },
  { key: 'import', label: 'Import people' },
  { key: 'first-project', label: 'Your first project' },
] as const;

export interface OnboardingStepProps {
  organisation: Organisation;
  backTo?: string;
  /** Records the step as finished and moves on. */
  onDone: () => Promise<unknown>;
}

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function useOrganisationStep<V extends Record<string, string>>(
  props: OnboardingStepProps,
  defaultValues: V,
  toBody: (values: V) => Record<string, unknown>,
) {
  const update = useUpdateOrganisation();
  return useContractForm<V, Record<string, unknown>, unknown>({
    schema: updateOrganisationInputSchema,
    defaultValues,
    toBody,
    submit: (body) => update(props.organisation.id, body),
    onSaved: props.onDone,
  });
}

export function OrganisationStep(props: OnboardingStepProps) {
  const form = useOrganisationStep(props, { name: props.organisation.name }, (v) => ({
    name: v.name,
  }));
  return (
    <StepForm form={form} backTo={props.backTo} last={false} finishLabel="Finish">
      <FormField<{ name: string }>
        name="name"
        label="Organisation name"
        required
        hint="Everyone in Changecraft sees it."
      />
    </StepForm>
  );
}

export function TimeZoneStep(props: OnboardingStepProps) {
  const form = useOrganisationStep(props, { time_zone: props.organisation.time_zone }, (v) => ({
    time_zone: v.time_zone,
  }));
  return (
    <StepForm form={form} backTo={props.backTo} last={false} finishLabel="Finish">
      <FormField<{ time_zone: string }>
        name="time_zone"
        label="Organisation time zone"
        kind="select"
        options={timeZoneOptions()}
        hint="Dates, reminders and scheduled sends follow it unless a person sets their own."
      />
    </StepForm>
  );
}

type PhaseValues = Record<PhaseCode, string>;

export function PhasesStep(props: OnboardingStepProps) {
  const current = { ...defaultPhaseNames, ...props.organisation.phase_names } as PhaseValues;
  const form = useOrganisationStep(props, current, (v) => ({
    phase_names: Object.fromEntries(phaseCodes.map((code) => [code, v[code]])),
  }));
  return (
    <StepForm form={form} backTo={props.backTo} last={false} finishLabel="Finish">
      <Body1>Every project moves through four phases. Name them as your organisation does.</Body1>
      {phaseCodes.map((code, index) => (
        <FormField<PhaseValues> key={code} name={code} label={`Phase ${index + 1}`} required />
      ))}
    </StepForm>
  );
}

export function InviteStep(props: OnboardingStepProps) {
  const invite = useBulkInvite();
  const form = useContractForm<{ emails: string }, BulkInviteInput, unknown>({
    schema: bulkInviteInputSchema,
    defaultValues: { emails: '' },
    toBody: (v) => ({ emails: v.emails, role: 'EMPLOYEE' }),
    // Nothing typed: the step is skipped. Bad addresses come back on the field, one by one.
    submit: (body) =>
      parseInviteList(String(body.emails)).valid.length === 0 &&
      parseInviteList(String(body.emails)).invalid.length === 0
        ? Promise.resolve(null)
        : invite(String(body.emails), 'EMPLOYEE'),
    done: (result) => (result ? 'Invitations sent' : 'No one invited for now'),
    onSaved: props.onDone,
  });
  return (
    <StepForm form={form} backTo={props.backTo} last={false} finishLabel="Finish">
      <FormField<{ emails: string }>
        name="emails"
        label="Email addresses"
        kind="textarea"
        hint="Separate them with commas, semicolons or new lines; leave it empty to skip."
      />
    </StepForm>
  );
}

export function ImportStep(props: OnboardingStepProps) {
  const styles = useStyles();
  return (
    <ContinueStep backTo={props.backTo} onDone={props.onDone}>
      <div className={styles.column}>
        <Body1>
          Bring in your people from a CSV file: you see what each row does before anything changes.
          You can also do this later from People.
        </Body1>
        <div className={styles.row}>
          <RouterButtonLink to="/people/imports">Open the people import</RouterButtonLink>
        </div>
      </div>
    </ContinueStep>
  );
}

export function FirstProjectStep(props: OnboardingStepProps) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.column}>
      <Body1>
        You are ready. Create your first project, or go to Home and come back to it later.
      </Body1>
      <div className={styles.row}>
        <Button
          appearance="primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void props.onDone().finally(() => setBusy(false));
          }}
        >
          Create my first project
        </Button>
        {props.backTo ? <RouterButtonLink to={props.backTo}>Back</RouterButtonLink> : null}
      </div>
    </div>
  );
}
