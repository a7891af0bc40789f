import { sql } from 'drizzle-orm';
import type { GroupType } from '../../../../contract/groups/group-kinds';
import { HIGH_CONSISTENCY } from '../../../../contract/leaders/new-ways-of-working';
import { MIN_RESPONSES, type BreakdownDimension } from '../../../../contract/surveys/reports';
import type {
  Breakdown,
  QuestionResults,
  ReportFilters,
  SiteCompletion,
  SurveyReport,
  TextAnswers,
} from '../../../../contract/surveys/reports.schema';
import type { SurveyOrigin } from '../../../../contract/surveys/surveys';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { badRequest } from '../../../http-errors';
import { findVisibleSurvey, type SurveyRow } from '../policy';
import { isSafeCount, suppressComplement } from './confidentiality';
import { filterSets, responsesWhere } from './filters';
import {
  breakdown,
  countResponses,
  cycleTrend,
  filteredSetIsSafe,
  questionResults,
} from './results';

/** The survey a report is about and the cycle asked for (the current one by default). */
async function reportSurvey(
  tx: TenantTx,
  user: CurrentUser,
  surveyId: number,
  options: { cycle?: number | undefined; nwow?: boolean; type?: SurveyOrigin | undefined } = {},
): Promise<{ survey: SurveyRow; cycle: number }> {
  const { survey } = await findVisibleSurvey(tx, user, surveyId);
  if (options.nwow && !survey.isNwow) {
    throw badRequest({ isNwow: ['This is not a new-ways-of-working survey.'] });
  }
  if (options.type && options.type !== survey.origin) {
    throw badRequest({
      type: [`This survey is ${survey.origin === 'BASE' ? 'a pulse check' : 'a custom survey'}.`],
    });
  }
  const cycle = options.cycle ?? survey.cycle;
  if (cycle > survey.cycle)
    throw badRequest({ cycle: ['This survey has not had that many sends.'] });
  return { survey, cycle };
}

export async function individualReport(
  tx: TenantTx,
  user: CurrentUser,
  surveyId: number,
  query: { type?: SurveyOrigin | undefined; cycle?: number | undefined },
): Promise<SurveyReport> {
  const { survey, cycle } = await reportSurvey(tx, user, surveyId, query);
  const where = responsesWhere(survey.id, cycle, []);
  const responses = await countResponses(tx, where);
  const safe = isSafeCount(responses);
  const recipients = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM survey_recipients WHERE survey_id = ${survey.id} AND cycle = ${cycle}`,
  );
  const sent = recipients.rows[0]?.n ?? 0;
  return {
    survey: survey.id,
    name: survey.name,
    cycle,
    recipients: sent,
    responses,
    response_rate: sent ? Math.round((1000 * responses) / sent) / 10 : 0,
    min_responses: MIN_RESPONSES,
    hidden: !safe,
    questions: await questionResults(tx, survey, where, safe),
    trend: await cycleTrend(tx, survey),
  };
}

/** Per-question results of a cycle; for NWOW surveys with the adoption share (DESIGN.md §6). */
export async function questionReport(
  tx: TenantTx,
  user: CurrentUser,
  surveyId: number,
  query: { cycle?: number | undefined; isNwow?: boolean | undefined },
): Promise<QuestionResults> {
  const { survey, cycle } = await reportSurvey(tx, user, surveyId, {
    cycle: query.cycle,
    nwow: query.isNwow ?? false,
  });
  const where = responsesWhere(survey.id, cycle, []);
  const responses = await countResponses(tx, where);
  const safe = isSafeCount(responses);
  const questions = await questionResults(tx, survey, where, safe);
  const behaviours = questions.filter((q) => q.behaviour_id !== null && q.average !== null);
  return {
    survey: survey.id,
    cycle,
    responses: safe ? responses : 0,
    hidden: !safe,
    questions,
    adoption:
      survey.isNwow && safe && behaviours.length
        ? Math.round(
            (1000 * behaviours.filter((q) => (q.average ?? 0) >= HIGH_CONSISTENCY).length) /
              behaviours.length,
          ) / 10
        : null,
  };
}

export async function filteredBreakdown(
  tx: TenantTx,
  user: CurrentUser,
  surveyId: number,
  filters: ReportFilters,
  options: {
    dimension: BreakdownDimension | null;
    nwow?: boolean;
    groupType?: GroupType | undefined;
  },
): Promise<Breakdown> {
  const { survey, cycle } = await reportSurvey(tx, user, surveyId, {
    cycle: filters.cycle,
    nwow: options.nwow ?? false,
  });
  return breakdown(tx, survey, cycle, filters, options.dimension, options.groupType);
}

/** Invited and answered per reporting site; small answered counts are hidden. */
export async function siteCompletion(
  tx: TenantTx,
  user: CurrentUser,
  surveyId: number,
  options: { cycle?: number | undefined; nwow?: boolean },
): Promise<SiteCompletion> {
  const { survey, cycle } = await reportSurvey(tx, user, surveyId, options);
  const res = await tx.execute<{ site: string; sent: number; completed: number }>(sql`
    SELECT coalesce(u.site, '') AS site, count(rc.sent_at)::int AS sent, count(rc.completed_at)::int AS completed
    FROM survey_recipients rc JOIN user_profiles u ON u.id = rc.user_id
    WHERE rc.survey_id = ${survey.id} AND rc.cycle = ${cycle}
    GROUP BY 1 ORDER BY 1`);
  const completed = res.rows.map((r) => r.completed);
  const hide = suppressComplement(
    completed,
    completed.map((n) => !isSafeCount(n)),
  );
  return {
    survey: survey.id,
    cycle,
    rows: res.rows.map((r, i) => ({
      site: r.site || 'No site',
      sent: r.sent,
      completed: hide[i] ? null : r.completed,
      response_rate: hide[i] || !r.sent ? null : Math.round((1000 * r.completed) / r.sent) / 10,
    })),
  };
}

/**
 * Free-text answers under the filters, in an order that says nothing about who wrote them or
 * when (sorted by the text itself), and only when the filtered set is safe to show.
 */
export async function textAnswers(
  tx: TenantTx,
  user: CurrentUser,
  surveyId: number,
  filters: ReportFilters,
): Promise<TextAnswers> {
  const { survey, cycle } = await reportSurvey(tx, user, surveyId, { cycle: filters.cycle });
  const { safe } = await filteredSetIsSafe(tx, survey, cycle, filters);
  if (!safe) return { survey: survey.id, hidden: true, answers: [] };
  const sets = filterSets(survey.id, cycle, filters);
  const res = await tx.execute<{ question: number; text: string }>(sql`
    SELECT a.question_id AS question, a.text FROM survey_responses r
    JOIN survey_answers a ON a.response_id = r.id
    WHERE ${sets.filtered} AND a.text IS NOT NULL
      ${filters.question ? sql`AND a.question_id = ${filters.question}` : sql``}
    ORDER BY a.question_id, lower(a.text), a.text`);
  return { survey: survey.id, hidden: false, answers: res.rows };
}
