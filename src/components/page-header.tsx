import { Title2, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  text: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    flexGrow: 1,
    flexBasis: '18rem',
  },
  title: { overflowWrap: 'anywhere', margin: 0 },
  description: {
    ...typographyStyles.body1,
    color: tokens.colorNeutralForeground2,
    margin: 0,
    maxWidth: '48rem',
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

export interface PageHeaderProps {
  /** The screen's name: its one h1, and the browser tab's title. */
  title: string;
  /** What the browser tab says when it should differ from the heading (e.g. with a context). */
  documentTitle?: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Something above the title: a breadcrumb or a back link. */
  above?: ReactNode;
  /** Something beside the title: a status badge. */
  badge?: ReactNode;
  /** The screen's main actions; they wrap under the title in a narrow pane. */
  actions?: ReactNode;
}

/** The top of a screen: its title (h1), what it is for, and its main actions. */
export function PageHeader({
  title,
  documentTitle,
  description,
  above,
  badge,
  actions,
}: PageHeaderProps) {
  const styles = useStyles();
  usePageTitle(documentTitle ?? title);
  return (
    <header className={styles.root}>
      <div className={styles.text}>
        {above}
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {badge}
        {description ? <div className={styles.description}>{description}</div> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
