import type { SurveyQuestion } from '../../../../contract/surveys/questions.schema';
import type { QuestionRow } from './service';

export function presentQuestion(row: QuestionRow): SurveyQuestion {
  return {
    id: row.id,
    survey: row.surveyId,
    position: row.position,
    text: row.text,
    question_type: row.questionType,
    required: row.required,
    options: row.options,
    behaviour_id: row.behaviourId,
  };
}
