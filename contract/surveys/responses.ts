// Zod-free on purpose: the public survey page is its own small entry and loads no zod.
import { withQuery } from '../shared/query-string';
import type { OpenedFrom } from './delivery';

/** What a respondent's link opens onto. */
export const respondentStates = ['OPEN', 'COMPLETED', 'CLOSED'] as const;
export type RespondentState = (typeof respondentStates)[number];

/** The calls the public page makes, without sign-in; the token is the only key. */
export const responsesPatterns = {
  recipient: 'survey-recipient/',
  nwow: 'new-ways-of-working-survey-response/',
  response: 'survey-response/',
  status: 'survey-recipient-status/',
} as const;

export const responsesPaths = {
  /** `GET` the survey, its questions and the answers saved so far. */
  recipient: (token: string) => withQuery(responsesPatterns.recipient, { token }),
  /** `GET` the behaviours a new-ways-of-working survey asks about. */
  nwow: (surveyId: number, token: string) => withQuery(responsesPatterns.nwow, { surveyId, token }),
  /** `POST` answers: saves progress, or submits with `submit: true`. */
  response: () => responsesPatterns.response,
  /** `PATCH` the link was opened (from an e-mail, Teams, Home or the bare link). */
  status: (token: string, from: OpenedFrom) => withQuery(responsesPatterns.status, { token, from }),
};
