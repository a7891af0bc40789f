import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useParams } from 'react-router';
import type { QuestionResult } from '@contract/surveys/reports.schema';
import { ReadState } from '@/components/read-state';
import { RouterLink } from '@/components/router-link';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useSurvey, useSurveyReport, useTextAnswers } from '../hooks';
import { useFormat } from '@/lib/format/use-format';
import { formatWhen } from '../survey-status';
import { BehaviourResults } from './behaviour-results';
import { DeliveryTable } from './delivery-table';
import { HIDDEN, ResultsBreakdowns } from './results-breakdowns';
import { AnswerChart, TrendChart } from './results-charts';
import { downloadResultsCsv } from './results-csv';

const useStyles = makeStyles({
  section: { marginBlock: tokens.spacingVerticalL },
  tiles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  tile: {
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: '9rem',
  },
  big: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  label: { fontWeight: 'normal' },
  table: {
    borderCollapse: 'collapse',
    '& th, & td': { textAlign: 'start', padding: tokens.spacingHorizontalS },
  },
  hidden: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

/** One question's answers: the chart, and the same counts as a table beside it. */
function Distribution({ result }: { result: QuestionResult }) {
  const styles = useStyles();
  return (
    <figure className={styles.section}>
      <figcaption>
        <Text weight="semibold">{result.text}</Text>
        {result.average !== null &&
          ` · average ${result.average} of 5 · ${result.favourable}% favourable`}
      </figcaption>
      {result.hidden ? (
        <p className={styles.hidden}>{HIDDEN}</p>
      ) : result.distribution.length ? (
        <>
          <AnswerChart result={result} />
          <table className={styles.table}>
            <caption>
              <VisuallyHidden>Answers to “{result.text}”</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Answer</th>
                <th scope="col">Answers</th>
              </tr>
            </thead>
            <tbody>
              {result.distribution.map((d) => (
                <tr key={d.label}>
                  <th scope="row" className={styles.label}>
                    {d.label}
                  </th>
                  <td>{d.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p>{result.responses} written answers (see Comments).</p>
      )}
    </figure>
  );
}

/** A survey's results: response rate, distributions, trend, breakdowns, comments and deliveries. */
export function SurveyResults() {
  const format = useFormat();
  const styles = useStyles();
  const surveyId = Number(useParams().surveyId);
  const id = Number.isFinite(surveyId) ? surveyId : -1;
  const report = useSurveyReport(id);
  const survey = useSurvey(id);
  const nwow = survey.data?.is_nwow ?? false;
  const comments = useTextAnswers(id);
  return (
    <ReadState read={report} what="the results">
      {(r) => (
        <article aria-labelledby="results-heading">
          <RouterLink to="..">Back to the survey</RouterLink>
          <Text as="h2" id="results-heading" size={600} weight="semibold" block>
            Results: {r.name}
          </Text>
          <div className={styles.tiles}>
            <div className={styles.tile}>
              <div className={styles.big}>{r.response_rate}%</div>
              Response rate
            </div>
            <div className={styles.tile}>
              <div className={styles.big}>{r.responses}</div>
              Responses of {r.recipients} invited
            </div>
            <div className={styles.tile}>
              <div className={styles.big}>{r.cycle}</div>
              {r.cycle === 1 ? 'Send' : 'Sends'}
            </div>
          </div>
          {r.hidden && (
            <p role="note">
              Results appear once at least {r.min_responses} people have answered, so nobody’s
              answers can be told apart.
            </p>
          )}
          <Button icon={<ArrowDownloadRegular />} onClick={() => downloadResultsCsv(r)}>
            Download results (CSV)
          </Button>
          <section className={styles.section} aria-label="Answers by question">
            {r.questions.map((q) => (
              <Distribution key={q.question} result={q} />
            ))}
          </section>
          {r.trend.length > 1 && (
            <section className={styles.section} aria-labelledby="trend-heading">
              <Text as="h3" id="trend-heading" weight="semibold" block>
                This send against the earlier ones
              </Text>
              <TrendChart trend={r.trend} />
              <table className={styles.table}>
                <caption>
                  <VisuallyHidden>Each send of this survey</VisuallyHidden>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Send</th>
                    <th scope="col">Sent</th>
                    <th scope="col">Response rate</th>
                    <th scope="col">Average rating</th>
                    <th scope="col">Favourable</th>
                  </tr>
                </thead>
                <tbody>
                  {r.trend.map((t, i) => (
                    <tr key={`${t.survey}-${t.cycle}`}>
                      <th scope="row">
                        {i + 1}
                        {t.version > 1 ? ` (version ${t.version})` : ''}
                      </th>
                      <td>{formatWhen(format, t.sent_at)}</td>
                      <td>{t.response_rate}%</td>
                      <td>{t.average ?? HIDDEN}</td>
                      <td>{t.favourable === null ? HIDDEN : `${t.favourable}%`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {nwow && <BehaviourResults surveyId={id} />}
          {survey.data && <ResultsBreakdowns surveyId={id} nwow={nwow} />}
          <section className={styles.section} aria-labelledby="comments-heading">
            <Text as="h3" id="comments-heading" weight="semibold" block>
              Comments
            </Text>
            <ReadState read={comments} what="the comments">
              {(c) =>
                c.hidden ? (
                  <p className={styles.hidden}>{HIDDEN}</p>
                ) : c.answers.length ? (
                  <ul>
                    {c.answers.map((a, i) => (
                      <li key={i}>{a.text}</li>
                    ))}
                  </ul>
                ) : (
                  <p>No comments yet.</p>
                )
              }
            </ReadState>
          </section>
          <section className={styles.section} aria-labelledby="delivery-heading">
            <Text as="h3" id="delivery-heading" weight="semibold" block>
              Delivery
            </Text>
            <DeliveryTable surveyId={id} />
          </section>
        </article>
      )}
    </ReadState>
  );
}
