import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    minHeight: '100%',
    flexGrow: 1,
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  ring: {
    width: '32px',
    height: '32px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    borderTop: `3px solid ${tokens.colorBrandStroke1}`,
    borderRight: `3px solid ${tokens.colorBrandStroke2}`,
    borderBottom: `3px solid ${tokens.colorBrandStroke2}`,
    borderLeft: `3px solid ${tokens.colorBrandStroke2}`,
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '0.9s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

/**
 * Fills its container while a screen, or the sign-in state, loads (SPEC §2). Drawn with CSS
 * rather than Fluent's Spinner: it is on the first screen, so it should cost next to nothing.
 */
export function FullHeightSpinner({ label = 'Loading…' }: { label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <span className={styles.ring} aria-hidden="true" />
      {label}
    </div>
  );
}
