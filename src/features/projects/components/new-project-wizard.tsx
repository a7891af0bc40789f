import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { UsersProfile } from '@contract/people/profiles.schema';
import { createProjectInputSchema } from '@contract/projects/projects.schema';
import { projectPaths } from '../paths';
import { FormFailure } from '@/components/form/form-failure';
import { useContractForm } from '@/components/form/use-contract-form';
import { WizardActions, WizardStepHeading, WizardSteps } from '@/components/form/wizard-steps';
import { PageHeader } from '@/components/page-header';
import { useFormat } from '@/lib/format/use-format';
import { useCreateProject, useProjectTagOptions } from '../hooks';
import { clearDraft, PAGE_LOAD, loadDraft, newProjectSteps, saveDraft } from '../new-project-draft';
import { NewProjectReview } from './new-project-review';
import { PhaseStepField, StatusField } from './new-project-step-fields';
import {
  DateFields,
  NameAndObjectiveFields,
  ScopeAndTypeFields,
  TagsField,
  TeamField,
} from './project-form-fields';
import { emptyProjectForm, toCreateProjectBody } from './project-form-values';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    '@media (min-width: 900px)': { gridTemplateColumns: '14rem minmax(0, 1fr)' },
  },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '40rem',
  },
});

const stepHref = (key: string) => `${projectPaths.newProject.href()}/${key}`;
const stepOf = (fields: readonly string[]) =>
  newProjectSteps.find((s) => s.fields.some((field) => fields.includes(field)));

/**
 * The new project wizard: one URL per step (back and forward move between steps), checked
 * step by step with the contract's own rules, and a draft that survives a reload.
 */
export function NewProjectWizard({ profile }: { profile: UsersProfile }) {
  const format = useFormat();
  const styles = useStyles();
  const navigate = useNavigate();
  const createProject = useCreateProject();
  const stepKey = useParams()['*'] ?? '';
  const [draft] = useState(() => loadDraft(profile.id));
  // Say so only when the draft comes from an earlier visit, not from the step before this one.
  // It belongs to the step the draft reopened on: the first step shown, and gone once left.
  const [restored, setRestored] = useState<{ at: string; step?: string } | undefined>(
    draft && draft.page !== PAGE_LOAD ? { at: draft.savedAt } : undefined,
  );
  const [reached, setReached] = useState(draft?.reached ?? 0);
  const { tags } = useProjectTagOptions();
  const you = { id: profile.id, display_name: profile.display_name };
  const blank = { ...emptyProjectForm, team_member_ids: [you] };
  const contractForm = useContractForm({
    schema: createProjectInputSchema,
    defaultValues: draft?.values ?? blank,
    toBody: toCreateProjectBody,
    submit: createProject,
    onSaved: (project) => {
      clearDraft(profile.id);
      void navigate(projectPaths.project.href(project.id), { replace: true });
    },
    done: (project) => ({
      title: `Created “${project.name}”`,
      body: 'Next: describe its changes, write its narrative and plan the work.',
    }),
    // A rule broken on an earlier step (a reload can bring one back): go and show it there.
    onInvalid: (fields) => {
      const wrong = stepOf(fields);
      if (wrong && wrong.key !== 'review') void navigate(stepHref(wrong.key));
    },
  });
  const { form } = contractForm;
  const save = (furthest: number) =>
    saveDraft(profile.id, {
      values: form.getValues(),
      reached: furthest,
      savedAt: new Date().toISOString(),
      page: PAGE_LOAD,
    });

  // Every change goes to the draft at once, so a reload or a closed tab loses nothing.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true, isDirty: true },
        // Opening the wizard and leaving it untouched leaves no draft behind.
        callback: ({ isDirty }) => (isDirty || reached > 0 ? save(reached) : undefined),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save reads the form it is given
    [form, profile.id, reached],
  );

  const index = newProjectSteps.findIndex((s) => s.key === stepKey);
  const step = newProjectSteps[index];
  const shownKey = step && index <= reached ? step.key : undefined;
  // Follows the step during render (React's pattern for state that tracks a prop): pinned to
  // the first step shown, dropped once the person moves on.
  if (restored && shownKey && restored.step !== shownKey) {
    setRestored(restored.step === undefined ? { ...restored, step: shownKey } : undefined);
  }
  const restoredAt = restored && (restored.step ?? shownKey) === shownKey ? restored.at : undefined;
  if (!step || index > reached) {
    // An unknown step, or one beyond where the user has got: go to the furthest step reached.
    const target = newProjectSteps[Math.min(reached, newProjectSteps.length - 1)];
    return <Navigate to={stepHref(target?.key ?? 'details')} replace />;
  }
  const next = newProjectSteps[index + 1];
  const previous = newProjectSteps[index - 1];

  const goOn = async () => {
    if (!next || !(await form.trigger([...step.fields]))) return;
    const furthest = Math.max(reached, index + 1);
    setReached(furthest);
    save(furthest);
    void navigate(stepHref(next.key));
  };

  const startAgain = () => {
    form.reset(blank);
    setReached(0);
    setRestored(undefined);
    // After the reset, which the draft keeper sees as a change and saves.
    clearDraft(profile.id);
  };

  return (
    <>
      <PageHeader
        title="New project"
        documentTitle={`New project · ${step.label}`}
        description="Set up the project in a few short steps. Only the name is required; the rest can follow later."
      />
      {restoredAt ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            We kept your draft from {format.time(new Date(restoredAt))}. Carry on where you left
            off, or start again.
          </MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={() => {
                startAgain();
                void navigate(stepHref('details'), { replace: true });
              }}
            >
              Start again
            </Button>
            <Button appearance="transparent" onClick={() => setRestored(undefined)}>
              Keep going
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <div className={styles.layout}>
        <WizardSteps
          steps={newProjectSteps}
          current={index}
          orientation="vertical"
          hrefOf={(s, i) => (i <= reached ? stepHref(s.key) : undefined)}
        />
        <FormProvider {...form}>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (next) void goOn();
              else contractForm.onSubmit(event);
            }}
          >
            <WizardStepHeading steps={newProjectSteps} current={index} />
            <FormFailure message={contractForm.failure} title="The project was not created." />
            {step.key === 'details' ? <NameAndObjectiveFields /> : null}
            {step.key === 'scope' ? <ScopeAndTypeFields /> : null}
            {step.key === 'dates' ? (
              <>
                <DateFields />
                <StatusField />
              </>
            ) : null}
            {step.key === 'phase' ? <PhaseStepField /> : null}
            {step.key === 'tags' ? <TagsField tags={tags} /> : null}
            {step.key === 'team' ? (
              <>
                <Body1 as="p">
                  You join the team as the project’s creator. Change managers on the team can edit
                  the project; everyone on it can see it.
                </Body1>
                <TeamField locked={[profile.id]} hint="Type two letters of a name or e-mail." />
              </>
            ) : null}
            {step.key === 'review' ? (
              <NewProjectReview values={form.getValues()} tags={tags} />
            ) : null}
            <WizardActions
              backTo={previous && stepHref(previous.key)}
              last={!next}
              submitting={contractForm.submitting}
              finishLabel="Create project"
              busyLabel="Creating…"
              onCancel={() => {
                startAgain();
                void navigate(projectPaths.projects.href());
              }}
            />
          </form>
        </FormProvider>
      </div>
    </>
  );
}
