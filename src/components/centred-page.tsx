import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ProductMark } from './product-mark';

const useStyles = makeStyles({
  root: {
    minHeight: '100%',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    boxSizing: 'border-box',
  },
  header: {
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalXL,
  },
  main: {
    flexGrow: 1,
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
  },
  card: {
    width: '100%',
    maxWidth: '34rem',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
});

/**
 * A page outside the app shell (sign-in, errors, public survey links): the product mark, then
 * one card of content in the page's main landmark.
 */
export function CentredPage({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <ProductMark />
      </header>
      <main id="main" className={styles.main}>
        <div className={styles.card}>{children}</div>
      </main>
    </div>
  );
}
