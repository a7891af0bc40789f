import { Button, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { announceAction } from '@/components/action-toasts';
import { ReadState } from '@/components/read-state';
import { RouterLink } from '@/components/router-link';
import { StatusBadge } from '@/components/status-badge';
import { useCreateSurvey, useSurvey, useSurveyQuestions } from '../hooks';
import { useFormat } from '@/lib/format/use-format';
import { formatWhen, surveyStatusLooks } from '../survey-status';
import { QuestionEditor } from './question-editor';
import { QuestionInput, respondentCss } from './question-input';
import { SendDialog } from './send-dialog';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
  },
  meta: { color: tokens.colorNeutralForeground2, marginBlock: tokens.spacingVerticalS },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginBlock: tokens.spacingVerticalM,
  },
});

/** One survey: its questions (editable until sent), a preview as respondents see it, and sending. */
export function SurveyBuilder({ canEdit }: { projectId: number | null; canEdit: boolean }) {
  const format = useFormat();
  const styles = useStyles();
  const surveyId = Number(useParams().surveyId);
  const survey = useSurvey(Number.isFinite(surveyId) ? surveyId : -1);
  const questions = useSurveyQuestions(Number.isFinite(surveyId) ? surveyId : -1);
  const createSurvey = useCreateSurvey();
  const navigate = useNavigate();
  const [preview, setPreview] = useState(false);
  const [sending, setSending] = useState(false);
  return (
    <ReadState read={survey} what="the survey">
      {(s) => (
        <article aria-labelledby="survey-heading">
          <RouterLink to="..">All surveys</RouterLink>
          <div className={styles.header}>
            <Text as="h2" id="survey-heading" size={600} weight="semibold">
              {s.name}
            </Text>
            <StatusBadge map={surveyStatusLooks} value={s.status} />
          </div>
          <p className={styles.meta}>
            {s.origin === 'BASE' ? 'Pulse check' : 'Custom survey'} · version {s.version}
            {s.cycle > 0 &&
              ` · sent ${formatWhen(format, s.sent_at)} · ${s.response_rate}% answered`}
            {s.next_send && ` · next send ${formatWhen(format, s.next_send)} (${s.repeat})`}
          </p>
          <div className={styles.bar}>
            {canEdit && !s.archived && (
              <Button appearance="primary" icon={<SendRegular />} onClick={() => setSending(true)}>
                {s.cycle > 0 ? 'Send again or schedule' : 'Send or schedule'}
              </Button>
            )}
            {s.cycle > 0 && <RouterLink to="report">See the results</RouterLink>}
            {canEdit && s.locked && (
              <Button
                onClick={() =>
                  void createSurvey({ copy_of: s.id }).then((v) => {
                    announceAction({ title: `Made version ${v.version}` });
                    navigate(`../${v.id}`);
                  })
                }
              >
                Make a new version to change questions
              </Button>
            )}
            <Switch
              label="Preview as respondents see it"
              checked={preview}
              onChange={(_, d) => setPreview(d.checked)}
            />
          </div>
          <ReadState
            read={questions}
            what="the questions"
            empty={{ title: 'No questions yet', message: 'Add the first question below.' }}
            isEmpty={() => false}
          >
            {(list) =>
              preview ? (
                <div className="sq-page">
                  <style>{respondentCss}</style>
                  {list.map((q, i) => (
                    <QuestionInput
                      key={q.id}
                      question={q}
                      number={i + 1}
                      value={undefined}
                      onChange={() => undefined}
                    />
                  ))}
                </div>
              ) : canEdit && !s.locked ? (
                <QuestionEditor
                  // Keyed by the set of questions, not their order: a reorder the editor saved
                  // itself must not remount it, or keyboard focus on its Move button is lost.
                  key={list
                    .map((q) => q.id)
                    .sort((a, b) => a - b)
                    .join(',')}
                  surveyId={s.id}
                  questions={list}
                />
              ) : (
                <ol>
                  {list.map((q) => (
                    <li key={q.id}>{q.text}</li>
                  ))}
                </ol>
              )
            }
          </ReadState>
          {sending && <SendDialog survey={s} onClose={() => setSending(false)} />}
        </article>
      )}
    </ReadState>
  );
}
