import { and, eq, sql, type SQL } from 'drizzle-orm';
import { surveyEditorRoles } from '../../../contract/surveys/surveys';
import type { CurrentUser } from '../../auth/current-user';
import { projects } from '../../db/schema/projects';
import { surveys } from '../../db/schema/surveys';
import { qualified } from '../../db/sql-helpers';
import type { TenantTx } from '../../db/tenant';
import { forbidden, notFound } from '../../http-errors';
import { canEditProjectSql, visibleProjectsWhere } from '../projects/policy';

export type SurveyRow = typeof surveys.$inferSelect;

/** Roles that build, send and read the results of surveys; everyone else only answers them. */
function isSurveyEditorRole(user: CurrentUser): boolean {
  return (surveyEditorRoles as readonly string[]).includes(user.role);
}

/** Enterprise surveys belong to the change office: only it and admins change them. */
function editsEnterprise(user: CurrentUser): boolean {
  return user.role === 'ADMIN' || user.role === 'CHANGE_OFFICE';
}

const editDenied =
  'Only admins, the change office and change managers on the project’s team can change this survey.';

/**
 * The surveys a caller may see, as a condition on `surveys`: a project's surveys go with the
 * project's visibility (projects' one rule), enterprise surveys are the organisation's.
 * People who only answer surveys see none here (they reach theirs by their own link).
 */
export function visibleSurveysWhere(user: CurrentUser): SQL {
  if (!isSurveyEditorRole(user)) return sql`false`;
  const projectRule = visibleProjectsWhere(user);
  if (!projectRule) return sql`true`;
  return sql`(${qualified(surveys.projectId)} IS NULL OR EXISTS (SELECT 1 FROM ${projects} WHERE ${qualified(projects.id)} = ${qualified(surveys.projectId)} AND ${projectRule}))`;
}

/** Whether the caller may change the survey in the current row, as a SQL boolean. */
function canEditSurveySql(user: CurrentUser): SQL<boolean> {
  if (!isSurveyEditorRole(user)) return sql<boolean>`false`;
  const enterprise = editsEnterprise(user) ? sql`true` : sql`false`;
  return sql<boolean>`CASE WHEN ${qualified(surveys.projectId)} IS NULL THEN ${enterprise} ELSE coalesce((SELECT ${canEditProjectSql(user)} FROM ${projects} WHERE ${qualified(projects.id)} = ${qualified(surveys.projectId)}), false) END`;
}

/** A survey the caller may see, with whether they may change it; otherwise 404. */
export async function findVisibleSurvey(
  tx: TenantTx,
  user: CurrentUser,
  surveyId: number,
): Promise<{ survey: SurveyRow; canEdit: boolean }> {
  const [row] = await tx
    .select({ survey: surveys, canEdit: canEditSurveySql(user) })
    .from(surveys)
    .where(and(eq(surveys.id, surveyId), visibleSurveysWhere(user)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A survey the caller may change: 404 when unseen, 403 when they only read it. */
export async function findEditableSurvey(
  tx: TenantTx,
  user: CurrentUser,
  surveyId: number,
): Promise<SurveyRow> {
  const { survey, canEdit } = await findVisibleSurvey(tx, user, surveyId);
  if (!canEdit) throw forbidden(editDenied);
  return survey;
}

/** Refuses a caller who may not make an enterprise survey. */
export function requireEnterpriseEditor(user: CurrentUser): void {
  if (!editsEnterprise(user)) {
    throw forbidden('Only admins and the change office can make enterprise surveys.');
  }
}

/** Refuses a caller who only answers surveys. */
export function requireSurveyEditorRole(user: CurrentUser): void {
  if (!isSurveyEditorRole(user))
    throw forbidden('Only change managers and the change office build surveys.');
}
