import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { ratingScales } from '@contract/surveys/surveys';
import { ReadState } from '@/components/read-state';
import { useBehaviourResults } from '../hooks';
import { HIDDEN } from './results-breakdowns';

const useStyles = makeStyles({
  section: { marginBlock: tokens.spacingVerticalL },
  adoption: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  list: {
    listStyleType: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
  },
  stack: {
    display: 'flex',
    height: '1.25rem',
    borderRadius: tokens.borderRadiusSmall,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
    maxWidth: '32rem',
  },
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  hidden: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

/** Never … Always, light to dark, so the stack reads as "more consistent to the right". */
const shades = [
  tokens.colorBrandBackground2,
  tokens.colorBrandStroke2,
  tokens.colorBrandForeground2,
  tokens.colorBrandBackgroundHover,
  tokens.colorBrandBackgroundPressed,
];

/**
 * A new-ways-of-working survey's results: how consistently each behaviour of the activation
 * cycle is practised (Never … Always), and the adoption share, the behaviours people practise
 * often or always on average.
 */
export function BehaviourResults({ surveyId }: { surveyId: number }) {
  const styles = useStyles();
  const headingId = useId();
  const read = useBehaviourResults(surveyId);
  const scale = ratingScales.CONSISTENCY_RATING;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Text as="h3" id={headingId} weight="semibold" block>
        Consistency of the new ways of working
      </Text>
      <ReadState read={read} what="the behaviours’ results">
        {(r) =>
          r.hidden ? (
            <p className={styles.hidden}>{HIDDEN}</p>
          ) : (
            <>
              {r.adoption !== null && (
                <p>
                  <span className={styles.adoption}>{r.adoption}%</span> of behaviours adopted
                  (practised often or always on average)
                </p>
              )}
              <p className={styles.legend} aria-hidden="true">
                {scale.map((label, i) => (
                  <span key={label}>
                    <span
                      style={{
                        display: 'inline-block',
                        width: '0.75rem',
                        height: '0.75rem',
                        marginInlineEnd: '0.25rem',
                        backgroundColor: shades[i],
                      }}
                    />
                    {label}
                  </span>
                ))}
              </p>
              <ul className={styles.list} aria-label="Behaviours">
                {r.questions
                  .filter((q) => q.question_type === 'CONSISTENCY_RATING')
                  .map((q) => {
                    const total = q.distribution.reduce((s, d) => s + d.count, 0) || 1;
                    const spoken = q.distribution
                      .map((d) => `${d.label} ${Math.round((100 * d.count) / total)}%`)
                      .join(', ');
                    return (
                      <li key={q.question}>
                        <Text weight="semibold" block>
                          {q.text}
                        </Text>
                        {q.hidden ? (
                          <span className={styles.hidden}>{HIDDEN}</span>
                        ) : (
                          <>
                            <Text block>
                              Average {q.average ?? '—'} of 5 · {q.favourable ?? 0}% often or always
                            </Text>
                            <div className={styles.stack} role="img" aria-label={spoken}>
                              {q.distribution.map((d, i) => (
                                <span
                                  key={d.label}
                                  style={{
                                    width: `${(100 * d.count) / total}%`,
                                    backgroundColor: shades[i],
                                  }}
                                />
                              ))}
                            </div>
                          </>
                        )}
                      </li>
                    );
                  })}
              </ul>
            </>
          )
        }
      </ReadState>
    </section>
  );
}
