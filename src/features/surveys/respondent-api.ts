// Plain fetch on purpose: the respondent's page signs nobody in and loads no API client.
import type { OpenedFrom } from '@contract/surveys/delivery';
import { responsesPaths } from '@contract/surveys/responses';
import type {
  AnswerInput,
  RespondentSurvey,
  ResponseResult,
} from '@contract/surveys/responses.schema';

export class RespondentError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `The server answered ${status}.`);
  }
}

async function call<T>(method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`/api/v1/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  const json = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (!res.ok) throw new RespondentError(res.status, json);
  return json as T;
}

export const respondentApi = {
  survey: (token: string) => call<RespondentSurvey>('GET', responsesPaths.recipient(token)),
  opened: (token: string, from: OpenedFrom) =>
    call<{ state: string }>('PATCH', responsesPaths.status(token, from)),
  save: (token: string, answers: AnswerInput[], submit: boolean) =>
    call<ResponseResult>('POST', responsesPaths.response(), { token, answers, submit }),
};
