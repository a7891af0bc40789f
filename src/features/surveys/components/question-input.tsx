// Plain HTML controls on purpose: the respondent's page is opened on phones and loads no Fluent.
import {
  isRatingType,
  ratingScales,
  surveyQuestionTypeLabels,
  type SurveyQuestionType,
} from '@contract/surveys/surveys';

export interface QuestionView {
  id: number;
  text: string;
  question_type: SurveyQuestionType;
  required: boolean;
  options: readonly string[];
  behaviour?: { title: string; description: string } | null;
}

export interface AnswerValue {
  rating?: number | null;
  choices?: string[];
  text?: string | null;
}

/**
 * One question as the respondent answers it: a rating scale is a radio group, pick-one a radio
 * group, pick-any a group of checkboxes, free text a text area; each group is a fieldset whose
 * legend is the question, so screen readers say what each choice answers.
 */
export function QuestionInput({
  question,
  number,
  value,
  onChange,
  error,
}: {
  question: QuestionView;
  number: number;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string | undefined;
}) {
  const name = `q${question.id}`;
  const errorId = `${name}-error`;
  const described = error ? { 'aria-describedby': errorId } : {};
  const legend = (
    <legend className="sq-legend">
      <span className="sq-number">{number}.</span> {question.text}
      {question.required ? (
        <span className="sq-required"> (required)</span>
      ) : (
        <span className="sq-optional"> (optional)</span>
      )}
    </legend>
  );
  let control;
  if (isRatingType(question.question_type)) {
    const labels = ratingScales[question.question_type];
    control = (
      <div className="sq-scale">
        {labels.map((label, i) => (
          <label key={label} className="sq-choice">
            <input
              type="radio"
              name={name}
              value={i + 1}
              checked={value?.rating === i + 1}
              onChange={() => onChange({ rating: i + 1 })}
              {...described}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    );
  } else if (question.question_type === 'TEXT') {
    control = (
      <textarea
        name={name}
        className="sq-text"
        aria-label={question.text}
        rows={4}
        maxLength={4000}
        value={value?.text ?? ''}
        onChange={(e) => onChange({ text: e.target.value })}
        {...described}
      />
    );
  } else {
    const single = question.question_type === 'SINGLE_RESPONSE_PICKLIST';
    const chosen = value?.choices ?? [];
    control = (
      <div className="sq-options">
        {question.options.map((option) => (
          <label key={option} className="sq-choice">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={name}
              value={option}
              checked={chosen.includes(option)}
              onChange={(e) =>
                onChange({
                  choices: single
                    ? [option]
                    : e.target.checked
                      ? [...chosen, option]
                      : chosen.filter((c) => c !== option),
                })
              }
              {...described}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
    );
  }
  return (
    <fieldset className="sq-question" aria-invalid={error ? true : undefined}>
      {legend}
      {question.behaviour?.description && (
        <p className="sq-hint">{question.behaviour.description}</p>
      )}
      {!isRatingType(question.question_type) && question.question_type !== 'TEXT' && (
        <p className="sq-hint">{surveyQuestionTypeLabels[question.question_type]}</p>
      )}
      {control}
      {error && (
        <p id={errorId} className="sq-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The page's own small stylesheet: readable on a 360 px phone, large touch targets, visible focus. */
export const respondentCss = `
.sq-page{max-width:40rem;margin:0 auto;padding:1rem;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b}
.sq-page h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0}
.sq-question{border:1px solid #8a8886;border-radius:8px;margin:0 0 1rem;padding:.75rem 1rem}
.sq-question[aria-invalid=true]{border-color:#a4262c;border-width:2px}
.sq-legend{font-weight:600;padding:0 .25rem}
.sq-required,.sq-optional,.sq-hint{font-weight:400;color:#484644}
.sq-hint{margin:.25rem 0;font-size:.875rem}
.sq-scale,.sq-options{display:flex;flex-direction:column;gap:.25rem;margin-top:.5rem}
.sq-choice{display:flex;align-items:center;gap:.75rem;min-height:44px;padding:0 .5rem;border-radius:6px;cursor:pointer}
.sq-choice:hover{background:#f3f2f1}
.sq-choice input{width:1.25rem;height:1.25rem;margin:0;accent-color:#0f6cbd}
.sq-text{width:100%;box-sizing:border-box;font:inherit;padding:.5rem;border:1px solid #605e5c;border-radius:6px}
.sq-error{color:#a4262c;font-weight:600;margin:.5rem 0 0}
.sq-actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:1rem 0 2rem}
.sq-button{font:inherit;font-weight:600;min-height:44px;padding:0 1.25rem;border-radius:6px;border:1px solid #0f6cbd;background:#fff;color:#0f6cbd;cursor:pointer}
.sq-button.sq-primary{background:#0f6cbd;color:#fff}
.sq-button:disabled{opacity:.6;cursor:default}
.sq-page :focus-visible{outline:3px solid #0f6cbd;outline-offset:2px}
.sq-status{color:#484644;font-size:.875rem}
.sq-progress{font-size:.875rem;color:#484644}
@media (prefers-color-scheme:dark){.sq-page{color:#f3f2f1;background:#1b1a19}.sq-required,.sq-optional,.sq-hint,.sq-status,.sq-progress{color:#c8c6c4}.sq-choice:hover{background:#323130}.sq-button{background:#1b1a19;color:#479ef5;border-color:#479ef5}.sq-button.sq-primary{background:#479ef5;color:#1b1a19}.sq-text{background:#292827;color:#f3f2f1}}
`;
