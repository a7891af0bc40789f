import { Checkbox, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, CircleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { Project } from '@contract/projects/projects.schema';
import { projectPaths, type ProjectSection } from '../paths';
import { FormFailure } from '@/components/form/form-failure';
import { RouterLink } from '@/components/router-link';
import { ApiError } from '@/lib/api-client/api-error';
import { useUpdateProject } from '../hooks';
import { SectionCard } from './section-card';

/** The steps of running a change project well, in the order a team usually takes them. */
export const workflowGuideSteps: readonly {
  key: string;
  label: string;
  section: ProjectSection;
}[] = [
  { key: 'objective', label: 'Agree the business objective', section: 'overview' },
  { key: 'team', label: 'Bring the project team together', section: 'overview' },
  { key: 'changes', label: 'Describe each change and when it goes live', section: 'changes' },
  { key: 'narrative', label: 'Write the change narrative', section: 'narrative' },
  { key: 'plan', label: 'Plan workstreams, deliverables and milestones', section: 'plan' },
  { key: 'metrics', label: 'Choose the metrics that show success', section: 'metrics' },
];

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  readOnly: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  done: { color: tokens.colorPaletteGreenForeground1 },
});

export interface WorkflowGuideProps {
  project: Pick<Project, 'id' | 'workflow_guide_steps_completed'>;
  canEdit: boolean;
}

/** A checklist of the project's set-up, ticked off by the team and kept on the project. */
export function WorkflowGuide({ project, canEdit }: WorkflowGuideProps) {
  const updateProject = useUpdateProject();
  const styles = useStyles();
  const [saving, setSaving] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const completed = new Set(project.workflow_guide_steps_completed);
  const done = workflowGuideSteps.filter((step) => completed.has(step.key)).length;

  const toggle = async (key: string, checked: boolean) => {
    const next = new Set(completed);
    if (checked) next.add(key);
    else next.delete(key);
    setSaving(key);
    setFailure(undefined);
    try {
      await updateProject(project.id, {
        workflow_guide_steps_completed: workflowGuideSteps
          .map((step) => step.key)
          .filter((k) => next.has(k)),
      });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.reason : 'The checklist could not be saved.');
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <SectionCard title="Getting set up">
      <ProgressBar
        value={done / workflowGuideSteps.length}
        thickness="large"
        aria-label={`${done} of ${workflowGuideSteps.length} steps done`}
      />
      <Text>
        {done} of {workflowGuideSteps.length} steps done
      </Text>
      <ul className={styles.list}>
        {workflowGuideSteps.map((step) => (
          <li key={step.key} className={styles.item}>
            {canEdit ? (
              <Checkbox
                label={step.label}
                checked={completed.has(step.key)}
                disabled={saving !== undefined}
                onChange={(_event, data) => void toggle(step.key, data.checked === true)}
              />
            ) : (
              <span className={styles.readOnly}>
                {completed.has(step.key) ? (
                  <CheckmarkCircleRegular className={styles.done} aria-label="Done:" />
                ) : (
                  <CircleRegular aria-label="To do:" />
                )}
                {step.label}
              </span>
            )}
            {step.section !== 'overview' ? (
              <RouterLink to={projectPaths.project.href(project.id, step.section)}>
                Go to {step.section}
              </RouterLink>
            ) : null}
          </li>
        ))}
      </ul>
      <FormFailure message={failure} />
    </SectionCard>
  );
}
