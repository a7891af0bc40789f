import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/** Words for screen readers that the screen already says another way (an icon, a layout). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <span className={styles.root}>{children}</span>;
}
