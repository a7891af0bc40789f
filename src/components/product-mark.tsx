import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: 'inherit',
  },
  logo: { flexShrink: 0 },
});

/** The Changecraft logo and name. The logo is decorative; the name is the text. */
export function ProductMark({ size = 28 }: { size?: number }) {
  const styles = useStyles();
  return (
    <span className={styles.root}>
      <svg
        className={styles.logo}
        width={size}
        height={size}
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="7" fill="#0a5c57" />
        <path
          d="M21.5 10.6a8 8 0 1 0 0 10.8"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <circle cx="22.6" cy="16" r="2.6" fill="#c9a7f0" />
      </svg>
      Changecraft
    </span>
  );
}
