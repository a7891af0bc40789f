import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  facts: { display: 'grid', gap: tokens.spacingVerticalM, margin: 0 },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0 },
});

/** One fact: what it is, and its value. Leave one out with `false`. */
export type Fact = readonly [term: string, value: ReactNode] | false;

/**
 * Facts about a thing as a description list, as many to a row as the pane has room for
 * (each at least `minWidth` wide).
 */
export function FactList({
  facts,
  minWidth = '12rem',
}: {
  facts: readonly Fact[];
  minWidth?: string;
}) {
  const styles = useStyles();
  return (
    <dl
      className={styles.facts}
      style={{ gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}), 1fr))` }}
    >
      {facts.map((fact) =>
        fact ? (
          <div key={fact[0]}>
            <dt className={styles.term}>{fact[0]}</dt>
            <dd className={styles.value}>{fact[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
