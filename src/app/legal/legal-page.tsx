import { Body1, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { paths } from '@/app/paths';
import { CentredPage } from '@/components/centred-page';
import { RouterButtonLink } from '@/components/router-link';
import { usePageTitle } from '@/lib/page-title';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, marginBlockStart: tokens.spacingVerticalM },
});

/** A page of the product's terms (Teams links to them from the app's details): no sign-in. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  usePageTitle(title);
  return (
    <CentredPage>
      <Title2 as="h1">{title}</Title2>
      <div className={styles.body}>{children}</div>
      <RouterButtonLink to={paths.home.href()}>Go to Changecraft</RouterButtonLink>
    </CentredPage>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section>
      <Subtitle2 as="h2" className={styles.heading}>
        {title}
      </Subtitle2>
      <Body1 as="p">{children}</Body1>
    </section>
  );
}
