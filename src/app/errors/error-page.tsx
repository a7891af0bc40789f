import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { CentredPage } from '@/components/centred-page';
import { usePageTitle } from '@/lib/page-title';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** One layout for every error and verification page: what happened, then the ways on. */
export function ErrorPage({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const styles = useStyles();
  usePageTitle(title);
  return (
    <CentredPage>
      <Title2 as="h1">{title}</Title2>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>{actions}</div>
    </CentredPage>
  );
}

export function ErrorText({ children }: { children: ReactNode }) {
  return <Body1 as="p">{children}</Body1>;
}
