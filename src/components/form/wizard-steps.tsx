import {
  Button,
  Caption1,
  Subtitle1,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { useEffect, useRef, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';

/** Controls a step starts on; buttons are left out so Enter never submits by surprise. */
const STEP_CONTROLS =
  'input:not([type=hidden]):not(:disabled), textarea:not(:disabled), select:not(:disabled), [role=combobox]:not([aria-disabled=true])';

/**
 * When a step opens, keyboard focus goes to its first field (the checked radio of a group), or
 * to the step's heading when it has none, so Continue is a few Tabs away rather than behind the
 * list of steps. Fields drawn a moment later (a step waiting for its data) are waited for, up
 * to two seconds; focus the user has moved meanwhile is left alone.
 */
function useFocusStepStart(heading: RefObject<HTMLElement | null>, step: number) {
  useEffect(() => {
    const title = heading.current;
    // The step's area: what holds the heading's block and the step's fields after it.
    const area = title?.parentElement?.parentElement;
    if (!title || !area) return;
    const started = performance.now();
    let frame = 0;
    const free = () => {
      const now = document.activeElement;
      return (
        now === null ||
        now === document.body ||
        now === title ||
        now.tagName === 'MAIN' ||
        now.tagName === 'H1' ||
        !now.isConnected
      );
    };
    const attempt = () => {
      if (!free()) return;
      const first = [...area.querySelectorAll<HTMLElement>(STEP_CONTROLS)].find(
        (control) => title.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      if (first) {
        const checked =
          first instanceof HTMLInputElement && first.type === 'radio' && first.name
            ? area.querySelector<HTMLInputElement>(
                `input[type=radio][name="${first.name}"]:checked`,
              )
            : null;
        (checked ?? first).focus();
        return;
      }
      if (performance.now() - started < 2000) {
        frame = requestAnimationFrame(attempt);
        return;
      }
      title.focus();
    };
    // A step without fields starts on its heading until (unless) fields appear.
    title.focus({ preventScroll: true });
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [heading, step]);
}

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
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusStepStart(heading, current);
  return (
    <div className={styles.head}>
      <Caption1 className={styles.progress}>
        {context ? `${context} · ` : ''}Step {current + 1} of {steps.length}
      </Caption1>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        <Subtitle1>{steps[current]?.label}</Subtitle1>
      </h2>
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
