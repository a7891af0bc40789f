import {
  Caption1,
  Skeleton,
  SkeletonItem,
  Subtitle1,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import {
  CHANGE_WIZARD_STEP_COUNT,
  changeWizardSteps,
  type ChangeWizardStepKey,
} from '@contract/projects/changes';
import type { Change } from '@contract/projects/changes.schema';
import { announceAction } from '@/components/action-toasts';
import { EmptyState } from '@/components/empty-state';
import { LoadFailure } from '@/components/load-failure';
import { RouterLink } from '@/components/router-link';
import { changesPaths } from '@contract/projects/changes';
import { useSWRConfig } from 'swr';
import { useChange, useRevalidate } from '../hooks';
import { useCurrentProject } from '../project-context';
import { workspacePaths } from '../workspace-paths';
import { ChangeClassificationStep } from './change-classification-step';
import { ChangeDetailsStep } from './change-details-step';
import { ChangeGoLiveEventsStep } from './change-go-live-events-step';
import { ChangeTimingStep } from './change-timing-step';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '48rem',
  },
  title: { margin: 0, overflowWrap: 'anywhere' },
  stack: { display: 'flex', flexDirection: 'column' },
  steps: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  step: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground2,
  },
  current: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  stepLink: { color: 'inherit' },
});

export interface ChangeStepProps {
  projectId: number;
  /** The change being set up; none yet on the first step of a new change. */
  change?: Change;
  /** Saves the step; the wizard then moves on. */
  onSaved: (change: Change) => Promise<void>;
  /** Where Back goes; none on the first step. */
  backTo?: string;
  /** Last step: the button says Finish. */
  last: boolean;
}

/**
 * The change wizard: details, classification, timing, go-live events. Each step has its own
 * URL and saves only its own fields (`?wizard_step=N`), checked by that step's contract schema.
 */
export function ChangeWizard() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  const { project, canEdit } = useCurrentProject();
  const params = useParams();
  const isNew = params.changeId === undefined;
  const changeId = Number(params.changeId);
  const change = useChange(project.id, isNew ? undefined : changeId);
  const stepKey = (isNew ? 'details' : params.step) as ChangeWizardStepKey;
  const index = changeWizardSteps.findIndex((step) => step.key === stepKey);

  if (!canEdit) return <Navigate to={workspacePaths.changes(project.id)} replace />;
  const step = changeWizardSteps[index];
  if (!step || (!isNew && !(Number.isInteger(changeId) && changeId > 0))) {
    return (
      <EmptyState
        title="This step does not exist"
        action={<RouterLink to={workspacePaths.changes(project.id)}>All changes</RouterLink>}
      />
    );
  }
  if (!isNew && change.error && !change.data) {
    return <LoadFailure what="this change" error={change.error} retry={() => change.mutate()} />;
  }
  if (!isNew && !change.data) {
    return (
      <Skeleton aria-label="Loading the change">
        <SkeletonItem size={28} />
        <SkeletonItem size={64} />
      </Skeleton>
    );
  }
  const next = changeWizardSteps[index + 1];
  const previous = changeWizardSteps[index - 1];
  const current = change.data;

  const onSaved = async (saved: Change) => {
    await mutate(changesPaths.detail(project.id, saved.id), saved, { revalidate: false });
    void revalidate('changes', changesPaths.detail(project.id, saved.id));
    if (next) {
      void navigate(workspacePaths.changeStep(project.id, saved.id, next.key), { replace: isNew });
    } else {
      announceAction({ title: `Saved the change “${saved.name}”` });
      void navigate(workspacePaths.change(project.id, saved.id));
    }
  };

  const stepProps: ChangeStepProps = {
    projectId: project.id,
    change: current,
    onSaved,
    backTo:
      previous && current
        ? workspacePaths.changeStep(project.id, current.id, previous.key)
        : undefined,
    last: !next,
  };

  return (
    <div className={styles.root}>
      <div>
        <RouterLink
          to={
            current
              ? workspacePaths.change(project.id, current.id)
              : workspacePaths.changes(project.id)
          }
        >
          {current ? 'Back to the change' : 'Back to all changes'}
        </RouterLink>
      </div>
      <div className={styles.stack}>
        <Caption1>
          {isNew ? 'New change' : current?.name} · Step {index + 1} of {CHANGE_WIZARD_STEP_COUNT}
        </Caption1>
        <Subtitle1 as="h2" className={styles.title}>
          {step.label}
        </Subtitle1>
      </div>
      <ol className={styles.steps} aria-label="Steps">
        {changeWizardSteps.map((s, i) => (
          <li
            key={s.key}
            className={mergeClasses(styles.step, i === index && styles.current)}
            aria-current={i === index ? 'step' : undefined}
          >
            {current && current.wizard_step > i ? <CheckmarkRegular aria-label="Done:" /> : null}
            {current && i !== index ? (
              <Link
                className={styles.stepLink}
                to={workspacePaths.changeStep(project.id, current.id, s.key)}
              >
                {i + 1}. {s.label}
              </Link>
            ) : (
              <span>
                {i + 1}. {s.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      {step.key === 'details' ? (
        <ChangeDetailsStep key={current?.id ?? 'new'} {...stepProps} />
      ) : null}
      {step.key === 'classification' && current ? (
        <ChangeClassificationStep key={current.id} {...stepProps} change={current} />
      ) : null}
      {step.key === 'timing' && current ? (
        <ChangeTimingStep key={current.id} {...stepProps} change={current} />
      ) : null}
      {step.key === 'go_live_events' && current ? (
        <ChangeGoLiveEventsStep key={current.id} {...stepProps} change={current} />
      ) : null}
    </div>
  );
}
