import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  message: { color: tokens.colorNeutralForeground2, maxWidth: '32rem', margin: 0 },
  action: { marginBlockStart: tokens.spacingVerticalS },
});

export interface EmptyStateProps {
  /** A decorative icon. */
  icon?: ReactNode;
  title: string;
  /** What the list would hold, and how to start it. */
  message?: ReactNode;
  /** The first step: create the first item, clear the filters. */
  action?: ReactNode;
  /** Heading level of the title within its screen. */
  headingLevel?: 'h2' | 'h3';
}

/** What a list shows when it has nothing in it: why, and the way to start. */
export function EmptyState({ icon, title, message, action, headingLevel = 'h2' }: EmptyStateProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Subtitle2 as={headingLevel}>{title}</Subtitle2>
      {message ? (
        <Body1 as="p" className={styles.message}>
          {message}
        </Body1>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
