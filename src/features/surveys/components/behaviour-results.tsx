import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { ReadState } from '@/components/read-state';
import { useBehaviourResults } from '../hooks';
import { HIDDEN } from './results-breakdowns';
import { AnswerChart } from './results-charts';

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
  hidden: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

/**
 * A new-ways-of-working survey's results: how consistently each behaviour of the activation
 * cycle is practised (Never … Always), and the adoption share, the behaviours people practise
 * often or always on average.
 */
export function BehaviourResults({ surveyId }: { surveyId: number }) {
  const styles = useStyles();
  const headingId = useId();
  const read = useBehaviourResults(surveyId);
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
                            <AnswerChart result={q} />
                            <Text block size={200}>
                              {spoken}
                            </Text>
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
