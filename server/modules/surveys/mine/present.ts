import type { MySurvey } from '../../../../contract/surveys/surveys.schema';
import type { MySurveyRow } from './service';

export function presentMySurvey(row: MySurveyRow): MySurvey {
  return {
    token: row.token,
    survey: { id: row.surveyId, name: row.surveyName },
    project: row.projectId !== null ? { id: row.projectId, name: row.projectName ?? '' } : null,
    sent_at: row.sentAt?.toISOString() ?? null,
    closes_at: row.closesAt?.toISOString() ?? null,
    started: row.started,
  };
}
