import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  surveyQuestions,
  surveyRecipients,
  surveyResponses,
  surveys,
} from '../../../db/schema/surveys';
import { qualified } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import type { SurveyRow } from '../policy';

/** A survey with the figures its list row and header show. */
export interface SurveyBundle {
  survey: SurveyRow;
  questionCount: number;
  recipients: number;
  responses: number;
  nextSend: Date | null;
}

const surveyId = qualified(surveys.id);
const surveyCycle = qualified(surveys.cycle);

/** Figures per survey as correlated sub-selects: one statement whatever the list's length. */
const figures = {
  questionCount: sql<number>`(SELECT count(*)::int FROM ${surveyQuestions} q WHERE q.survey_id = ${surveyId})`,
  recipients: sql<number>`(SELECT count(*)::int FROM ${surveyRecipients} r WHERE r.survey_id = ${surveyId} AND r.cycle = ${surveyCycle})`,
  responses: sql<number>`(SELECT count(*)::int FROM ${surveyResponses} sr WHERE sr.survey_id = ${surveyId} AND sr.cycle = ${surveyCycle} AND sr.submitted_at IS NOT NULL)`,
  // The wall-clock send time read in the organisation's zone: the earliest anyone gets it.
  nextSend: sql<Date | null>`(${qualified(surveys.sendLocal)} AT TIME ZONE (SELECT o.time_zone FROM organisations o WHERE o.id = ${qualified(surveys.organisationId)}))`,
};

function toBundle(row: {
  survey: SurveyRow;
  questionCount: number;
  recipients: number;
  responses: number;
  nextSend: Date | string | null;
}): SurveyBundle {
  return {
    ...row,
    nextSend: row.nextSend === null ? null : new Date(row.nextSend),
  };
}

/** One page of the surveys matching `where`, newest first. */
export async function selectSurveys(
  tx: TenantTx,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<SurveyBundle[]> {
  const rows = await tx
    .select({ survey: surveys, ...figures })
    .from(surveys)
    .where(where)
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(toBundle);
}

/** How many surveys match `where` (the paged list's total). */
export async function countSurveys(tx: TenantTx, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(surveys).where(where);
  return row?.n ?? 0;
}

/** One survey with its figures (the caller has already checked it may see it). */
export async function loadSurvey(tx: TenantTx, id: number): Promise<SurveyBundle> {
  const [row] = await selectSurveys(tx, eq(surveys.id, id), { limit: 1, offset: 0 });
  if (!row) throw new Error(`survey ${id} vanished`);
  return row;
}
