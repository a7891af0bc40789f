import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { Navigate, useNavigate, useParams } from 'react-router';
import { changeWizardSteps, type ChangeWizardStepKey } from '@contract/projects/changes';
import type { Change } from '@contract/projects/changes.schema';
import { announceAction } from '@/components/action-toasts';
import { EmptyState } from '@/components/empty-state';
import { WizardStepHeading, WizardSteps } from '@/components/form/wizard-steps';
import { LoadFailure } from '@/components/load-failure';
import { RouterLink } from '@/components/router-link';
import { useChange } from '../hooks';
import { useCurrentProject } from '../project-context';
import { workspacePaths } from '../paths';
import type { ChangeStepProps } from './change-step-form';
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
});

/**
 * The change wizard: details, classification, timing, go-live events. Each step has its own
 * URL and saves only its own fields (`?wizard_step=N`), checked by that step's contract schema.
 */
export function ChangeWizard() {
  const styles = useStyles();
  const navigate = useNavigate();
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

  const onSaved = (saved: Change) => {
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
      <WizardStepHeading
        steps={changeWizardSteps}
        current={index}
        context={isNew ? 'New change' : current?.name}
      />
      <WizardSteps
        steps={changeWizardSteps}
        current={index}
        isDone={(i) => (current?.wizard_step ?? 0) > i}
        hrefOf={(s) => current && workspacePaths.changeStep(project.id, current.id, s.key)}
      />
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
