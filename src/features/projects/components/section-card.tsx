import { Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, minWidth: 0 },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  title: { margin: 0 },
});

/** A titled block of a workspace section. */
export function SectionCard({
  title,
  actions,
  children,
  headingLevel = 'h2',
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <div className={styles.head}>
        <Subtitle2 as={headingLevel} className={styles.title}>
          {title}
        </Subtitle2>
        {actions}
      </div>
      {children}
    </Card>
  );
}
