import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Subtitle1,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { UsersProfile } from '@contract/people/profiles.schema';
import { createProjectInputSchema } from '@contract/projects/projects.schema';
import { paths } from '@/app/paths';
import { announceAction } from '@/components/action-toasts';
import { contractResolver } from '@/components/form/contract-resolver';
import { FormFailure } from '@/components/form/form-failure';
import { applyServerErrors } from '@/components/form/server-errors';
import { PageHeader } from '@/components/page-header';
import { formatClockTime } from '@/lib/dates/calendar-date';
import { createProject } from '../api';
import { usePeopleFromMyTeams, useProjectTagOptions, useRevalidate } from '../hooks';
import {
  clearDraft,
  PAGE_LOAD,
  loadDraft,
  newProjectSteps,
  saveDraft,
  type NewProjectStepKey,
} from '../new-project-draft';
import {
  DateFields,
  NameAndObjectiveFields,
  ScopeAndTypeFields,
  TagsField,
  TeamField,
} from './project-form-fields';
import {
  emptyProjectForm,
  toCreateProjectBody,
  type ProjectFormValues,
} from './project-form-values';
import { PhaseStepField, StatusField } from './new-project-step-fields';
import { NewProjectReview } from './new-project-review';

const WIDE = '@media (min-width: 900px)';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    [WIDE]: { gridTemplateColumns: '14rem minmax(0, 1fr)' },
  },
  steps: {
    display: 'flex',
    flexWrap: 'wrap',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    gap: tokens.spacingHorizontalXS,
    [WIDE]: { flexDirection: 'column', flexWrap: 'nowrap', alignSelf: 'start' },
  },
  step: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '36px',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground3,
  },
  stepLink: {
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  marker: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '22px',
    height: '22px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid currentColor`,
    fontSize: tokens.fontSizeBase200,
  },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '40rem',
  },
  stepHead: { display: 'flex', flexDirection: 'column' },
  stepTitle: { margin: 0 },
  progress: { color: tokens.colorNeutralForeground2 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const stepHref = (key: NewProjectStepKey) => `${paths.newProject.href()}/${key}`;

/**
 * The new project wizard: one URL per step (back and forward move between steps), checked
 * step by step with the contract's own rules, and a draft that survives a reload.
 */
export function NewProjectWizard({ profile }: { profile: UsersProfile }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const stepKey = useParams()['*'] ?? '';
  const [draft] = useState(() => loadDraft(profile.id));
  // Say so only when the draft comes from an earlier visit, not from the step before this one.
  const [restoredAt, setRestoredAt] = useState(
    draft && draft.page !== PAGE_LOAD ? draft.savedAt : undefined,
  );
  const [reached, setReached] = useState(draft?.reached ?? 0);
  const [failure, setFailure] = useState<string>();
  const { tags } = useProjectTagOptions();
  const { people } = usePeopleFromMyTeams();
  const form = useForm<ProjectFormValues>({
    defaultValues: draft?.values ?? { ...emptyProjectForm, team_member_ids: [profile.id] },
    resolver: contractResolver(createProjectInputSchema, toCreateProjectBody),
  });
  const {
    control,
    formState: { errors, isSubmitting },
  } = form;

  // Every change goes to the draft at once, so a reload or a closed tab loses nothing.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true, isDirty: true },
        callback: ({ values, isDirty }) => {
          // Opening the wizard and leaving it untouched leaves no draft behind.
          if (!isDirty && reached === 0) return;
          saveDraft(profile.id, {
            values: values as ProjectFormValues,
            reached,
            savedAt: new Date().toISOString(),
            page: PAGE_LOAD,
          });
        },
      }),
    [form, profile.id, reached],
  );

  const index = newProjectSteps.findIndex((s) => s.key === stepKey);
  const step = newProjectSteps[index];
  if (!step || index > reached) {
    // An unknown step, or one beyond where the user has got: go to the furthest step reached.
    const target =
      newProjectSteps[Math.min(reached, newProjectSteps.length - 1)] ?? newProjectSteps[0];
    return <Navigate to={stepHref(target.key)} replace />;
  }
  const next = newProjectSteps[index + 1];
  const previous = newProjectSteps[index - 1];

  const goOn = async () => {
    if (!next) return;
    const valid = await form.trigger([...step.fields]);
    if (!valid) return;
    const furthest = Math.max(reached, index + 1);
    setReached(furthest);
    saveDraft(profile.id, {
      values: form.getValues(),
      reached: furthest,
      savedAt: new Date().toISOString(),
      page: PAGE_LOAD,
    });
    void navigate(stepHref(next.key));
  };

  const create = form.handleSubmit(
    async (values) => {
      setFailure(undefined);
      try {
        const project = await createProject(toCreateProjectBody(values));
        clearDraft(profile.id);
        void revalidate('projects');
        announceAction({
          title: `Created “${project.name}”`,
          body: 'Next: describe its changes, write its narrative and plan the work.',
        });
        void navigate(paths.project.href(project.id), { replace: true });
      } catch (error) {
        const allFields = newProjectSteps.flatMap((s) => [...s.fields]);
        setFailure(applyServerErrors(error, form.setError, allFields));
        const wrong = newProjectSteps.find((s) =>
          s.fields.some((field) => form.getFieldState(field).error),
        );
        if (wrong && wrong.key !== 'review') void navigate(stepHref(wrong.key));
      }
    },
    // A rule broken on an earlier step (a reload can bring one back): go and show it there.
    (invalid) => {
      const wrong = newProjectSteps.find((s) =>
        s.fields.some((field) => (invalid as Record<string, unknown>)[field]),
      );
      if (wrong) void navigate(stepHref(wrong.key));
    },
  );

  const discard = () => {
    clearDraft(profile.id);
    form.reset({ ...emptyProjectForm, team_member_ids: [profile.id] });
    setReached(0);
    setRestoredAt(undefined);
    void navigate(stepHref('details'), { replace: true });
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
            We kept your draft from {formatClockTime(new Date(restoredAt))}. Carry on where you left
            off, or start again.
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={discard}>Start again</Button>
            <Button appearance="transparent" onClick={() => setRestoredAt(undefined)}>
              Keep going
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <div className={styles.layout}>
        <ol className={styles.steps} aria-label="Steps">
          {newProjectSteps.map((s, i) => {
            const current = i === index;
            const marker = (
              <span className={styles.marker} aria-hidden="true">
                {i < index ? <CheckmarkRegular /> : i + 1}
              </span>
            );
            return (
              <li
                key={s.key}
                className={mergeClasses(styles.step, current && styles.current)}
                aria-current={current ? 'step' : undefined}
              >
                {marker}
                {i <= reached && !current ? (
                  <Link className={styles.stepLink} to={stepHref(s.key)}>
                    {s.label}
                  </Link>
                ) : (
                  <span>{s.label}</span>
                )}
              </li>
            );
          })}
        </ol>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (next) void goOn();
            else void create(event);
          }}
        >
          <div className={styles.stepHead}>
            <Caption1 className={styles.progress}>
              Step {index + 1} of {newProjectSteps.length}
            </Caption1>
            <Subtitle1 as="h2" className={styles.stepTitle}>
              {step.label}
            </Subtitle1>
          </div>
          <FormFailure message={failure} title="The project was not created." />
          {step.key === 'details' ? (
            <NameAndObjectiveFields control={control} errors={errors} />
          ) : null}
          {step.key === 'scope' ? <ScopeAndTypeFields control={control} errors={errors} /> : null}
          {step.key === 'dates' ? (
            <>
              <DateFields control={control} errors={errors} />
              <StatusField control={control} errors={errors} />
            </>
          ) : null}
          {step.key === 'phase' ? <PhaseStepField control={control} errors={errors} /> : null}
          {step.key === 'tags' ? <TagsField control={control} errors={errors} tags={tags} /> : null}
          {step.key === 'team' ? (
            <>
              <Body1 as="p">
                You join the team as the project’s creator. Change managers on the team can edit the
                project; everyone on it can see it.
              </Body1>
              <TeamField
                control={control}
                errors={errors}
                people={
                  people
                    ? [
                        { id: profile.id, display_name: `${profile.display_name} (you)` },
                        ...people.filter((p) => p.id !== profile.id),
                      ]
                    : undefined
                }
                locked={[profile.id]}
                hint="People from the teams you are on."
              />
            </>
          ) : null}
          {step.key === 'review' ? (
            <NewProjectReview
              values={form.getValues()}
              tags={tags}
              people={people}
              stepHref={stepHref}
            />
          ) : null}
          <div className={styles.buttons}>
            {previous ? (
              <Button
                icon={<ArrowLeftRegular />}
                onClick={() => void navigate(stepHref(previous.key))}
              >
                Back
              </Button>
            ) : null}
            <Button
              type="submit"
              appearance="primary"
              icon={next ? <ArrowRightRegular /> : <CheckmarkRegular />}
              iconPosition={next ? 'after' : 'before'}
              disabled={isSubmitting}
            >
              {next ? 'Continue' : isSubmitting ? 'Creating…' : 'Create project'}
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
