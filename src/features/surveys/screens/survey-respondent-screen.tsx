import { useCallback, useEffect, useRef, useState } from 'react';
import { openedFrom, type OpenedFrom } from '@contract/surveys/delivery';
import type { AnswerInput, RespondentSurvey } from '@contract/surveys/responses.schema';
import { QuestionInput, respondentCss, type AnswerValue } from '../components/question-input';
import { RespondentError, respondentApi } from '../respondent-api';

type Page =
  | { kind: 'loading' }
  | { kind: 'unknown' }
  | { kind: 'failed'; message: string }
  | { kind: 'closed'; name: string }
  | { kind: 'answered'; name: string }
  | { kind: 'open'; survey: RespondentSurvey }
  | { kind: 'thanks'; name: string };

function tokenFromPath(pathname: string): string {
  const match = /\/survey\/([^/?#]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

function fromParam(search: string): OpenedFrom {
  const from = new URLSearchParams(search).get('from');
  return (openedFrom as readonly string[]).includes(from ?? '') ? (from as OpenedFrom) : 'LINK';
}

function toInput(answers: Map<number, AnswerValue>): AnswerInput[] {
  return [...answers.entries()].map(([question, v]) => ({ question, ...v }));
}

function isAnswered(a: AnswerValue | undefined): boolean {
  return Boolean(a && (a.rating || a.choices?.length || a.text?.trim()));
}

/** Moves to a question's first control, so the keyboard is where the answer is missing. */
function focusQuestion(id: number | undefined): void {
  if (id === undefined) return;
  document.querySelector<HTMLElement>(`[name="q${id}"]`)?.focus();
}

/**
 * A respondent's own survey link (/survey/:token): no sign-in. Answers are saved as they go,
 * so the survey can be finished later or on another device; sending them counts once.
 * It takes where it was opened rather than reading a router: the server gives `/survey/*` its
 * own small page (`survey.html`, `src/survey-page/`) that loads no router, no sign-in and no Fluent.
 */
export function SurveyRespondentScreen({ pathname, search }: { pathname: string; search: string }) {
  const token = tokenFromPath(pathname);
  const from = fromParam(search);
  const [page, setPage] = useState<Page>({ kind: 'loading' });
  const [answers, setAnswers] = useState<Map<number, AnswerValue>>(new Map());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveState, setSaveState] = useState('');
  const [sending, setSending] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    respondentApi
      .survey(token)
      .then((survey) => {
        if (!live) return;
        const name = survey.survey.name;
        document.title = `${name} – Survey`;
        if (survey.state === 'CLOSED') return setPage({ kind: 'closed', name });
        if (survey.state === 'COMPLETED') return setPage({ kind: 'answered', name });
        setAnswers(new Map(survey.answers.map((a) => [a.question, a])));
        setPage({ kind: 'open', survey });
        void respondentApi.opened(token, from).catch(() => undefined);
      })
      .catch((err: unknown) => {
        if (!live) return;
        if (err instanceof RespondentError && (err.status === 404 || err.status === 400)) {
          setPage({ kind: 'unknown' });
        } else {
          setPage({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
        }
      });
    return () => {
      live = false;
    };
  }, [token, from]);

  useEffect(() => heading.current?.focus(), [page.kind]);

  const save = useCallback(
    (next: Map<number, AnswerValue>) => {
      window.clearTimeout(timer.current);
      setSaveState('Saving…');
      timer.current = window.setTimeout(() => {
        respondentApi
          .save(token, toInput(next), false)
          .then(() =>
            setSaveState('Your answers are saved. You can finish later from the same link.'),
          )
          .catch(() =>
            setSaveState('Your latest answers are not saved yet. Check your connection.'),
          );
      }, 700);
    },
    [token],
  );

  const answer = (question: number, value: AnswerValue) => {
    const next = new Map(answers);
    next.set(question, value);
    setAnswers(next);
    setErrors((e) => {
      const { [`question_${question}`]: _gone, ...rest } = e;
      return rest;
    });
    save(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (page.kind !== 'open') return;
    // Required questions still open are named at once: the page already knows them, and a
    // request the server can only refuse costs a phone on a slow network a round trip.
    const open = page.survey.questions.filter((q) => q.required && !isAnswered(answers.get(q.id)));
    if (open.length > 0) {
      setErrors(Object.fromEntries(open.map((q) => [`question_${q.id}`, 'Answer this question.'])));
      focusQuestion(open[0]?.id);
      return;
    }
    window.clearTimeout(timer.current);
    setSending(true);
    try {
      await respondentApi.save(token, toInput(answers), true);
      setPage({ kind: 'thanks', name: page.survey.survey.name });
    } catch (err) {
      if (err instanceof RespondentError && err.status === 400) {
        const found = Object.fromEntries(
          Object.entries(err.body).map(([k, v]) => [
            k,
            Array.isArray(v) ? String(v[0]) : String(v),
          ]),
        );
        setErrors(found);
        focusQuestion(page.survey.questions.find((q) => found[`question_${q.id}`])?.id);
      } else if (err instanceof RespondentError && err.status === 409) {
        setPage({ kind: 'answered', name: page.survey.survey.name });
      } else {
        setSaveState('Your answers were not sent. Check your connection and try again.');
      }
    } finally {
      setSending(false);
    }
  };

  const message = (title: string, text: string) => (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>{text}</p>
    </>
  );

  let content;
  if (page.kind === 'loading') content = <p role="status">Loading the survey…</p>;
  else if (page.kind === 'unknown')
    content = message(
      'This survey link does not work',
      'The link is not complete, has expired or was never valid. Open the link from your invitation again, or ask whoever sent it for a new one.',
    );
  else if (page.kind === 'failed')
    content = message('The survey could not be loaded', `${page.message} Try again in a moment.`);
  else if (page.kind === 'closed')
    content = message(
      page.name,
      'This survey has closed and no longer takes answers. Thank you for your interest.',
    );
  else if (page.kind === 'answered')
    content = message(page.name, 'You have already answered this survey. Thank you!');
  else if (page.kind === 'thanks')
    content = message('Thank you!', `Your answers to “${page.name}” have been sent.`);
  else {
    const { survey, questions, organisation } = page.survey;
    const answered = questions.filter((q) => isAnswered(answers.get(q.id))).length;
    const numbers = questions
      .map((q, i) => (errors[`question_${q.id}`] ? i + 1 : 0))
      .filter((n) => n > 0);
    content = (
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="sq-status">{organisation}</p>
        <h1 ref={heading} tabIndex={-1}>
          {survey.name}
        </h1>
        {survey.description && <p>{survey.description}</p>}
        <p className="sq-hint">
          Your answers are confidential: results are shown only for groups of at least five people,
          and comments never with your name.
        </p>
        <p className="sq-progress">
          {answered} of {questions.length} questions answered
        </p>
        {Object.keys(errors).length > 0 && (
          <p className="sq-error" role="alert">
            {numbers.length === 1
              ? `Question ${numbers[0]} still needs an answer.`
              : `Questions ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)} still need an answer.`}
          </p>
        )}
        {questions.map((q, i) => (
          <QuestionInput
            key={q.id}
            question={q}
            number={i + 1}
            value={answers.get(q.id)}
            onChange={(v) => answer(q.id, v)}
            error={errors[`question_${q.id}`]}
          />
        ))}
        <div className="sq-actions">
          <button type="submit" className="sq-button sq-primary" disabled={sending}>
            {sending ? 'Sending…' : 'Send my answers'}
          </button>
          <span className="sq-status" role="status">
            {saveState}
          </span>
        </div>
      </form>
    );
  }
  return (
    <main className="sq-page" lang="en">
      <style>{respondentCss}</style>
      {content}
    </main>
  );
}
