// Zod-free on purpose: the builder's preview and the public page read these without zod.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';

export const questionsPatterns = {
  list: 'survey-questions/',
  save: 'surveys/:id/questions/',
  reorder: 'surveys/:id/reorder_questions/',
} as const;

export const questionsPaths = {
  /** `GET` a survey's questions in order. */
  list: (surveyId: number) => withQuery(questionsPatterns.list, { survey: surveyId }),
  /**
   * `POST` the survey's whole question list (the builder saves it at once), or with
   * `existing_survey_id` add copies of another survey's questions.
   */
  save: (surveyId: number, existingSurveyId?: number) =>
    withQuery(fillPath(questionsPatterns.save, { id: surveyId }), {
      existing_survey_id: existingSurveyId,
    }),
  /** `PUT` the questions' ids in their new order. */
  reorder: (surveyId: number) => fillPath(questionsPatterns.reorder, { id: surveyId }),
};
