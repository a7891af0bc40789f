import { sql, type SQL } from 'drizzle-orm';
import type { GroupType } from '../../../../contract/groups/group-kinds';
import { MIN_RESPONSES, type BreakdownDimension } from '../../../../contract/surveys/reports';
import type {
  Breakdown,
  BreakdownRow,
  QuestionResult,
  ReportFilters,
} from '../../../../contract/surveys/reports.schema';
import { isRatingType, ratingScales } from '../../../../contract/surveys/surveys';
import type { TenantTx } from '../../../db/tenant';
import { selectQuestions } from '../questions/service';
import type { SurveyRow } from '../policy';
import { isSafeCount, suppressComplement } from './confidentiality';
import { filterConditions, filterSets } from './filters';

const round = (n: number | null, digits = 2) =>
  n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits;

/** How many responses a condition on `survey_responses r` matches. */
export async function countResponses(tx: TenantTx, where: SQL): Promise<number> {
  const res = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM survey_responses r WHERE ${where}`,
  );
  return res.rows[0]?.n ?? 0;
}

/** Whether the filtered set may be shown, against each less-filtered parent. */
export async function filteredSetIsSafe(
  tx: TenantTx,
  survey: SurveyRow,
  cycle: number,
  filters: ReportFilters,
): Promise<{ count: number; safe: boolean }> {
  const sets = filterSets(survey.id, cycle, filters);
  const count = await countResponses(tx, sets.filtered);
  const parents: number[] = [];
  for (const p of sets.parents) parents.push(await countResponses(tx, p));
  return { count, safe: isSafeCount(count, parents) };
}

/** Each question's results over the responses `where` matches; figures only when `visible`. */
export async function questionResults(
  tx: TenantTx,
  survey: SurveyRow,
  where: SQL,
  visible: boolean,
): Promise<QuestionResult[]> {
  const questions = await selectQuestions(tx, survey.id);
  const stats = await tx.execute<{
    question_id: number;
    answered: number;
    average: number | null;
    favourable: number | null;
  }>(sql`
    SELECT a.question_id,
      count(*) FILTER (WHERE a.rating IS NOT NULL OR cardinality(a.choices) > 0 OR a.text IS NOT NULL)::int AS answered,
      avg(a.rating)::float AS average,
      (100.0 * count(*) FILTER (WHERE a.rating >= 4) / nullif(count(a.rating), 0))::float AS favourable
    FROM survey_responses r JOIN survey_answers a ON a.response_id = r.id
    WHERE ${where} GROUP BY a.question_id`);
  const buckets = await tx.execute<{ question_id: number; label: string; n: number }>(sql`
    SELECT a.question_id, a.rating::text AS label, count(*)::int AS n
      FROM survey_responses r JOIN survey_answers a ON a.response_id = r.id
      WHERE ${where} AND a.rating IS NOT NULL GROUP BY 1, 2
    UNION ALL
    SELECT a.question_id, c.choice, count(*)::int
      FROM survey_responses r JOIN survey_answers a ON a.response_id = r.id, unnest(a.choices) AS c(choice)
      WHERE ${where} GROUP BY 1, 2`);
  const byQuestion = new Map(stats.rows.map((s) => [s.question_id, s]));
  const counts = new Map<string, number>();
  for (const b of buckets.rows) counts.set(`${b.question_id}:${b.label}`, b.n);
  return questions.map((q) => {
    const s = byQuestion.get(q.id);
    const labels: readonly string[] = isRatingType(q.questionType)
      ? ratingScales[q.questionType]
      : q.options;
    const distribution = visible
      ? labels.map((label, i) => ({
          label,
          count: counts.get(`${q.id}:${isRatingType(q.questionType) ? i + 1 : label}`) ?? 0,
        }))
      : [];
    return {
      question: q.id,
      text: q.text,
      question_type: q.questionType,
      behaviour_id: q.behaviourId,
      responses: visible ? (s?.answered ?? 0) : 0,
      average: visible ? round(s?.average ?? null) : null,
      favourable: visible ? round(s?.favourable ?? null, 1) : null,
      distribution,
      hidden: !visible,
    };
  });
}

function keySql(dimension: BreakdownDimension): SQL {
  if (dimension === 'group') return sql`coalesce(r.group_id::text, '')`;
  if (dimension === 'site') return sql`coalesce(r.site, '')`;
  return sql`coalesce(r.department, '')`;
}

/** Recipients per key of the dimension (the denominator of each row's response rate). */
async function recipientsBy(
  tx: TenantTx,
  survey: SurveyRow,
  cycle: number,
  dimension: BreakdownDimension | null,
) {
  const key =
    dimension === 'group'
      ? sql`coalesce(rc.group_id::text, '')`
      : dimension === 'site'
        ? sql`coalesce(u.site, '')`
        : dimension === 'department'
          ? sql`coalesce(u.department, '')`
          : sql`''`;
  const res = await tx.execute<{ key: string; n: number }>(sql`
    SELECT ${key} AS key, count(*)::int AS n FROM survey_recipients rc JOIN user_profiles u ON u.id = rc.user_id
    WHERE rc.survey_id = ${survey.id} AND rc.cycle = ${cycle} GROUP BY 1`);
  return new Map(res.rows.map((r) => [r.key, r.n]));
}

async function countsBy(tx: TenantTx, dimension: BreakdownDimension, where: SQL) {
  const res = await tx.execute<{ key: string; n: number }>(
    sql`SELECT ${keySql(dimension)} AS key, count(*)::int AS n FROM survey_responses r WHERE ${where} GROUP BY 1`,
  );
  return new Map(res.rows.map((r) => [r.key, r.n]));
}

async function averagesBy(tx: TenantTx, dimension: BreakdownDimension | null, where: SQL) {
  const key = dimension ? keySql(dimension) : sql`''`;
  const res = await tx.execute<{ key: string; question_id: number; average: number | null }>(sql`
    SELECT ${key} AS key, a.question_id, avg(a.rating)::float AS average
    FROM survey_responses r JOIN survey_answers a ON a.response_id = r.id
    WHERE ${where} AND a.rating IS NOT NULL GROUP BY 1, 2`);
  const map = new Map<string, Map<number, number | null>>();
  for (const r of res.rows) {
    const row = map.get(r.key) ?? new Map<number, number | null>();
    row.set(r.question_id, r.average);
    map.set(r.key, row);
  }
  return map;
}

/** Row labels (group names, or the site or department itself) and, for groups, their types. */
async function labelsFor(
  tx: TenantTx,
  survey: SurveyRow,
  dimension: BreakdownDimension,
  keys: string[],
) {
  const types = new Map<string, GroupType>();
  if (dimension !== 'group') {
    const empty = dimension === 'site' ? 'No site' : 'No department';
    return { labels: new Map(keys.map((k) => [k, k || empty])), types };
  }
  const ids = keys.filter(Boolean).map(Number);
  const res = await tx.execute<{ id: number; name: string; group_type: GroupType }>(
    // An enterprise survey reaches the organisation's own groups, which are impacted groups.
    survey.projectId === null
      ? sql`SELECT id, name, 'Impacted' AS group_type FROM global_impacted_groups WHERE id = ANY(${sql.param(ids)}::int[])`
      : sql`SELECT id, name, group_type FROM project_groups WHERE id = ANY(${sql.param(ids)}::int[])`,
  );
  const labels = new Map(keys.map((k) => [k, k ? 'Group' : 'Named directly']));
  for (const r of res.rows) {
    labels.set(String(r.id), r.name);
    types.set(String(r.id), r.group_type);
  }
  return { labels, types };
}

/**
 * Results broken down by group, site or department (or overall when `dimension` is null),
 * under the filters. A cell is shown only when it rests on at least the minimum number of
 * responses, when no less-filtered figure differs from it by fewer, and when the hidden cells
 * together are not fewer than the minimum (else the visible total would give them away).
 */
export async function breakdown(
  tx: TenantTx,
  survey: SurveyRow,
  cycle: number,
  filters: ReportFilters,
  dimension: BreakdownDimension | null,
  groupType?: GroupType,
): Promise<Breakdown> {
  const sets = filterSets(survey.id, cycle, filters);
  const questions = await selectQuestions(tx, survey.id);
  const ratingIds = questions.filter((q) => isRatingType(q.questionType)).map((q) => q.id);
  const total = await countResponses(tx, sets.filtered);
  const parentTotals: number[] = [];
  for (const p of sets.parents) parentTotals.push(await countResponses(tx, p));
  const totalSafe = isSafeCount(total, parentTotals);
  const recipients = await recipientsBy(tx, survey, cycle, dimension);
  const averages = await averagesBy(tx, null, sets.filtered);
  const rowOf = (
    key: string,
    label: string,
    n: number,
    recips: number,
    safe: boolean,
    avg?: Map<number, number | null>,
  ): BreakdownRow => {
    const qs = ratingIds.map((id) => ({
      question: id,
      average: safe ? round(avg?.get(id) ?? null) : null,
    }));
    const known = qs.map((q) => q.average).filter((a): a is number => a !== null);
    return {
      key,
      label,
      recipients: recips,
      responses: safe ? n : null,
      response_rate: safe && recips > 0 ? round((100 * n) / recips, 1) : null,
      average: safe && known.length ? round(known.reduce((s, a) => s + a, 0) / known.length) : null,
      questions: qs,
      hidden: !safe,
    };
  };
  const totalRecipients = [...recipients.values()].reduce((s, n) => s + n, 0);
  const totalRow = rowOf('', 'All responses', total, totalRecipients, totalSafe, averages.get(''));
  if (!dimension) {
    return {
      survey: survey.id,
      cycle,
      dimension,
      min_responses: MIN_RESPONSES,
      total: totalRow,
      rows: [],
    };
  }
  const cells = await countsBy(tx, dimension, sets.filtered);
  const parentCells: Awaited<ReturnType<typeof countsBy>>[] = [];
  for (const p of sets.parents) parentCells.push(await countsBy(tx, dimension, p));
  const byKey = await averagesBy(tx, dimension, sets.filtered);
  const keys = [
    ...new Set([...cells.keys(), ...(filterConditions(filters).length ? [] : recipients.keys())]),
  ];
  const { labels, types } = await labelsFor(tx, survey, dimension, keys);
  keys.sort((a, b) => (labels.get(a) ?? a).localeCompare(labels.get(b) ?? b));
  const counts = keys.map((k) => cells.get(k) ?? 0);
  const firstPass = keys.map(
    (k, i) =>
      !isSafeCount(
        counts[i] ?? 0,
        parentCells.map((p) => p.get(k) ?? 0),
      ),
  );
  // Against the visible total, over every row, before a group-type cut shows only some.
  const hide = suppressComplement(counts, firstPass);
  const rows = keys
    .map((k, i) =>
      rowOf(
        k,
        labels.get(k) ?? k,
        counts[i] ?? 0,
        recipients.get(k) ?? 0,
        totalSafe && !hide[i],
        byKey.get(k),
      ),
    )
    .filter((row) => !groupType || types.get(row.key) === groupType);
  return {
    survey: survey.id,
    cycle,
    dimension,
    min_responses: MIN_RESPONSES,
    total: totalRow,
    rows,
  };
}

/**
 * The figures of every send of the survey's series up to this version: its own cycles and those
 * of the versions it replaced, so an edited pulse keeps one trend (this send against the last).
 * Averages and favourable shares of a send with fewer than 5 responses are withheld.
 */
export async function cycleTrend(tx: TenantTx, survey: SurveyRow) {
  const res = await tx.execute<{
    survey: number;
    version: number;
    cycle: number;
    sent_at: Date | string | null;
    recipients: number;
    responses: number;
    average: number | null;
    favourable: number | null;
  }>(sql`
    WITH series AS (
      SELECT s.id, s.version FROM surveys s
      WHERE (s.id = ${survey.seriesId ?? survey.id} OR s.series_id = ${survey.seriesId ?? survey.id})
        AND s.version <= ${survey.version}
    ),
    sends AS (
      SELECT rc.survey_id, rc.cycle, min(rc.sent_at) AS sent_at, count(*)::int AS recipients,
        count(rc.completed_at)::int AS responses
      FROM survey_recipients rc JOIN series ON series.id = rc.survey_id
      GROUP BY rc.survey_id, rc.cycle
    ),
    ratings AS (
      SELECT r.survey_id, r.cycle, avg(a.rating)::float AS average,
        (100.0 * count(*) FILTER (WHERE a.rating >= 4) / nullif(count(a.rating), 0))::float AS favourable
      FROM survey_responses r JOIN series ON series.id = r.survey_id
        JOIN survey_answers a ON a.response_id = r.id
      WHERE r.submitted_at IS NOT NULL AND a.rating IS NOT NULL
      GROUP BY r.survey_id, r.cycle
    )
    SELECT sends.survey_id AS survey, series.version, sends.cycle, sends.sent_at, sends.recipients,
      sends.responses, ratings.average, ratings.favourable
    FROM sends JOIN series ON series.id = sends.survey_id
      LEFT JOIN ratings ON ratings.survey_id = sends.survey_id AND ratings.cycle = sends.cycle
    ORDER BY series.version, sends.cycle`);
  return res.rows.map((r) => {
    const safe = isSafeCount(r.responses);
    return {
      survey: r.survey,
      version: r.version,
      cycle: r.cycle,
      sent_at: r.sent_at ? new Date(r.sent_at).toISOString() : null,
      recipients: r.recipients,
      responses: r.responses,
      response_rate: r.recipients ? (round((100 * r.responses) / r.recipients, 1) ?? 0) : 0,
      average: safe ? round(r.average) : null,
      favourable: safe ? round(r.favourable, 1) : null,
    };
  });
}
