import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilters } from '../../../../contract/surveys/reports.schema';

/** The filters that narrow responses, one SQL condition each, so each can be left out in turn. */
export function filterConditions(filters: ReportFilters): { name: string; where: SQL }[] {
  const list: { name: string; where: SQL }[] = [];
  if (filters.groups?.length) {
    list.push({
      name: 'groups',
      where: sql`r.group_id = ANY(${sql.param(filters.groups)}::int[])`,
    });
  }
  if (filters.sites?.length) {
    list.push({ name: 'sites', where: sql`r.site = ANY(${sql.param(filters.sites)}::text[])` });
  }
  if (filters.departments?.length) {
    list.push({
      name: 'departments',
      where: sql`r.department = ANY(${sql.param(filters.departments)}::text[])`,
    });
  }
  return list;
}

/** Submitted responses of the survey's cycle, with the given filter conditions. */
export function responsesWhere(surveyId: number, cycle: number, conditions: readonly SQL[]): SQL {
  return sql.join(
    [
      sql`r.survey_id = ${surveyId}`,
      sql`r.cycle = ${cycle}`,
      sql`r.submitted_at IS NOT NULL`,
      ...conditions,
    ],
    sql` AND `,
  );
}

/**
 * The filtered set and each of its parents (the same filters with one left out): the figures
 * the confidentiality rule compares.
 */
export function filterSets(surveyId: number, cycle: number, filters: ReportFilters) {
  const conditions = filterConditions(filters);
  const all = conditions.map((c) => c.where);
  return {
    filtered: responsesWhere(surveyId, cycle, all),
    parents: conditions.map((_, i) =>
      responsesWhere(
        surveyId,
        cycle,
        all.filter((__, j) => j !== i),
      ),
    ),
  };
}
