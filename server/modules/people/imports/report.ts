import type { PeopleImportRow } from '../../../../contract/people/imports.schema';
import { toCsv } from '../../../../contract/shared/csv';

/** The import's report: every row with its outcome and reasons. */
export function importReportCsv(rows: PeopleImportRow[]): string {
  const header = [
    'line',
    'email',
    'first_name',
    'last_name',
    'job_title',
    'site',
    'department',
    'function',
    'persona',
    'manager_email',
    'role',
    'people_tags',
    'outcome',
    'reasons',
  ];
  const body = rows.map((r) => [
    String(r.line),
    r.email,
    r.first_name,
    r.last_name,
    r.job_title,
    r.site,
    r.department,
    r.function,
    r.persona,
    r.manager_email,
    r.role,
    r.people_tags,
    r.outcome,
    r.reasons.join(' '),
  ]);
  return toCsv([header, ...body]);
}
