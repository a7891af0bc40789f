import { ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, CircleRegular } from '@fluentui/react-icons';
import { setUpSteps, type SetUpStep } from '@contract/projects/projects';
import type { Project } from '@contract/projects/projects.schema';
import { StackList } from '@/components/stack-list';
import { projectPaths, type ProjectSection } from '../paths';
import { RouterLink } from '@/components/router-link';
import { SectionCard } from './section-card';

/** How each set-up step reads, and the tab where the team does it. */
const stepText: Record<SetUpStep, { label: string; section: ProjectSection; where: string }> = {
  objective: { label: 'Agree the business objective', section: 'overview', where: 'Edit details' },
  team: { label: 'Bring the project team together', section: 'overview', where: 'Edit details' },
  changes: {
    label: 'Describe each change and when it goes live',
    section: 'changes',
    where: 'Changes',
  },
  narrative: { label: 'Write the change narrative', section: 'narrative', where: 'Narrative' },
  plan: { label: 'Plan workstreams, deliverables and milestones', section: 'plan', where: 'Plan' },
  metrics: { label: 'Choose the metrics that show success', section: 'metrics', where: 'Metrics' },
};

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  step: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  done: { color: tokens.colorPaletteGreenForeground1 },
});

export interface WorkflowGuideProps {
  project: Pick<Project, 'id' | 'workflow_guide_steps_completed'>;
  canEdit: boolean;
}

/**
 * "Getting set up": how far the project's set-up has come, read from its data (the server says
 * which steps its data completes). Only people who can act on it see it; once every step is
 * done it steps aside.
 */
export function WorkflowGuide({ project, canEdit }: WorkflowGuideProps) {
  const styles = useStyles();
  const completed = new Set(project.workflow_guide_steps_completed);
  const done = setUpSteps.filter((step) => completed.has(step)).length;
  if (!canEdit || done === setUpSteps.length) return null;

  return (
    <SectionCard title="Getting set up">
      <ProgressBar
        value={done / setUpSteps.length}
        thickness="large"
        aria-label={`${done} of ${setUpSteps.length} steps done`}
      />
      <Text>
        {done} of {setUpSteps.length} steps done
      </Text>
      <StackList gap="xs">
        {setUpSteps.map((step) => {
          const text = stepText[step];
          return (
            <li key={step} className={styles.item}>
              <span className={styles.step}>
                {completed.has(step) ? (
                  <CheckmarkCircleRegular className={styles.done} aria-label="Done:" />
                ) : (
                  <CircleRegular aria-label="To do:" />
                )}
                {text.label}
              </span>
              {!completed.has(step) && text.section !== 'overview' ? (
                <RouterLink to={projectPaths.project.href(project.id, text.section)}>
                  Go to {text.where}
                </RouterLink>
              ) : null}
            </li>
          );
        })}
      </StackList>
    </SectionCard>
  );
}
