import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ComponentProps } from 'react';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
  },
  xs: { gap: tokens.spacingVerticalXS },
  s: { gap: tokens.spacingVerticalS },
});

/** A list without bullets, its items stacked one under another (still a list to screen readers). */
export function StackList({
  gap = 's',
  className,
  ...props
}: ComponentProps<'ul'> & { gap?: 'xs' | 's' }) {
  const styles = useStyles();
  return <ul {...props} className={mergeClasses(styles.list, styles[gap], className)} />;
}
