import { Caption1, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { Link } from 'react-router';

const WIDE = '@media (min-width: 900px)';

const useStyles = makeStyles({
  steps: {
    display: 'flex',
    flexWrap: 'wrap',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    gap: tokens.spacingHorizontalXS,
  },
  vertical: { [WIDE]: { flexDirection: 'column', flexWrap: 'nowrap', alignSelf: 'start' } },
  step: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '36px',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground3,
  },
  link: {
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
  head: { display: 'flex', flexDirection: 'column' },
  title: { margin: 0, overflowWrap: 'anywhere' },
  progress: { color: tokens.colorNeutralForeground2 },
});

export interface WizardStep {
  key: string;
  label: string;
}

export interface WizardStepsProps {
  steps: readonly WizardStep[];
  /** The step on screen. */
  current: number;
  /** The URL of a step the user may go to now, or undefined when it is not open yet. */
  hrefOf: (step: WizardStep, index: number) => string | undefined;
  /** Steps already done show a tick. */
  isDone?: (index: number) => boolean;
  /** A column beside the form on wide screens rather than a row above it. */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A wizard's step list: each step is a URL (back and forward move between steps), the current
 * one marked for screen readers, the ones reachable as links.
 */
export function WizardSteps({
  steps,
  current,
  hrefOf,
  isDone = (index) => index < current,
  orientation = 'horizontal',
}: WizardStepsProps) {
  const styles = useStyles();
  return (
    <ol
      className={mergeClasses(styles.steps, orientation === 'vertical' && styles.vertical)}
      aria-label="Steps"
    >
      {steps.map((step, index) => {
        const isCurrent = index === current;
        const href = isCurrent ? undefined : hrefOf(step, index);
        return (
          <li
            key={step.key}
            className={mergeClasses(styles.step, isCurrent && styles.current)}
            aria-current={isCurrent ? 'step' : undefined}
          >
            <span className={styles.marker}>
              {isDone(index) ? (
                <CheckmarkRegular aria-label="Done:" />
              ) : (
                <span aria-hidden="true">{index + 1}</span>
              )}
            </span>
            {href ? (
              <Link className={styles.link} to={href}>
                {step.label}
              </Link>
            ) : (
              <span>{step.label}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The heading of the step on screen: "Step 2 of 6" over its name. */
export function WizardStepHeading({
  steps,
  current,
  context,
}: {
  steps: readonly WizardStep[];
  current: number;
  /** Words before the count: "New change", the change's name. */
  context?: string;
}) {
  const styles = useStyles();
  return (
    <div className={styles.head}>
      <Caption1 className={styles.progress}>
        {context ? `${context} · ` : ''}Step {current + 1} of {steps.length}
      </Caption1>
      <Subtitle1 as="h2" className={styles.title}>
        {steps[current]?.label}
      </Subtitle1>
    </div>
  );
}
