import {
  Button,
  Caption1,
  Subtitle1,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { Link, useNavigate } from 'react-router';

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

export interface WizardStepsProps<S extends WizardStep> {
  steps: readonly S[];
  /** The step on screen. */
  current: number;
  /** The URL of a step the user may go to now, or undefined when it is not open yet. */
  hrefOf: (step: S, index: number) => string | undefined;
  /** Steps already done show a tick. */
  isDone?: (index: number) => boolean;
  /** A column beside the form on wide screens rather than a row above it. */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A wizard's step list: each step is a URL (back and forward move between steps), the current
 * one marked for screen readers, the ones reachable as links.
 */
export function WizardSteps<S extends WizardStep>({
  steps,
  current,
  hrefOf,
  isDone = (index) => index < current,
  orientation = 'horizontal',
}: WizardStepsProps<S>) {
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

const useActionStyles = makeStyles({
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * A wizard step's buttons: Back (to the previous step's URL), the step's submit and, where the
 * wizard can be left, Cancel. The submit is the step's form's own button, so Enter moves on.
 */
export function WizardActions({
  backTo,
  last,
  submitting,
  continueLabel = 'Continue',
  finishLabel,
  busyLabel = 'Saving…',
  onCancel,
}: {
  backTo?: string;
  last: boolean;
  submitting: boolean;
  continueLabel?: string;
  finishLabel: string;
  busyLabel?: string;
  onCancel?: () => void;
}) {
  const styles = useActionStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.buttons}>
      <Button
        type="submit"
        appearance="primary"
        disabled={submitting}
        icon={last ? <CheckmarkRegular /> : <ArrowRightRegular />}
        iconPosition={last ? 'before' : 'after'}
      >
        {submitting ? busyLabel : last ? finishLabel : continueLabel}
      </Button>
      {backTo ? (
        <Button icon={<ArrowLeftRegular />} onClick={() => void navigate(backTo)}>
          Back
        </Button>
      ) : null}
      {onCancel ? (
        <Button appearance="subtle" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
