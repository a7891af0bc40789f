import { Body1, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '48rem',
  },
  lead: { color: tokens.colorNeutralForeground2 },
  plans: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
});

export interface AreaLandingProps {
  /** The area's name, as the navigation shows it. */
  title: string;
  /** One or two sentences on what the area is for. */
  description: string;
  /** What the area will hold, in the user's words. */
  plans: readonly string[];
  /** Anything the area shows above its plans (a greeting, an action). */
  children?: ReactNode;
}

/**
 * The first screen of an area whose own screens come in later issues: the area's name, what it
 * is for and what it will hold, inside the shell with its navigation, never a blank page.
 */
export function AreaLanding({ title, description, plans, children }: AreaLandingProps) {
  const styles = useStyles();
  usePageTitle(title);
  return (
    <section className={styles.root} aria-labelledby="area-title">
      <Title2 as="h1" id="area-title">
        {title}
      </Title2>
      <Body1 as="p" className={styles.lead}>
        {description}
      </Body1>
      {children}
      <Subtitle2 as="h2">Coming to {title}</Subtitle2>
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <li key={plan}>
            <Body1>{plan}</Body1>
          </li>
        ))}
      </ul>
    </section>
  );
}
