import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  CreateSurveyData,
  SurveyListQuery,
  UpdateSurveyInput,
} from '../../../../contract/surveys/surveys.schema';
import { goLiveTemplateKeys, pulseTemplates } from '../../../../contract/surveys/templates';
import type { CurrentUser } from '../../../auth/current-user';
import { activationCycles, newWaysOfWorking } from '../../../db/schema/leaders';
import { surveyQuestions, surveys } from '../../../db/schema/surveys';
import type { TenantTx } from '../../../db/tenant';
import { badRequest } from '../../../http-errors';
import { findEditableProject, findVisibleProject } from '../../projects/policy';
import {
  findEditableSurvey,
  findVisibleSurvey,
  requireEnterpriseEditor,
  requireSurveyEditorRole,
  visibleSurveysWhere,
} from '../policy';
import { countSurveys, loadSurvey, selectSurveys, type SurveyBundle } from './queries';
import { pageWindow } from '../../../http/pagination';

export async function listSurveys(
  tx: TenantTx,
  user: CurrentUser,
  query: SurveyListQuery,
): Promise<{ count: number; rows: SurveyBundle[] }> {
  if (query.project) await findVisibleProject(tx, user, query.project);
  const conditions: (SQL | undefined)[] = [visibleSurveysWhere(user)];
  if (query.project) conditions.push(eq(surveys.projectId, query.project));
  if (query.scope) conditions.push(eq(surveys.scope, query.scope));
  if (query.surveyType) conditions.push(eq(surveys.origin, query.surveyType));
  if (query.excludeNWOWSurvey) conditions.push(eq(surveys.isNwow, false));
  if (query.goLiveSurveys) conditions.push(inArray(surveys.template, [...goLiveTemplateKeys]));
  if (!query.includeArchived) conditions.push(eq(surveys.archived, false));
  const where = and(...conditions);
  const total = await countSurveys(tx, where);
  return { count: total, rows: await selectSurveys(tx, where, pageWindow(query)) };
}

/** The project's most recently sent survey (new-ways-of-working ones only when asked), or null. */
export async function latestSurvey(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  withNwow: boolean,
): Promise<SurveyBundle | null> {
  await findVisibleProject(tx, user, projectId);
  const [row] = await tx
    .select({ id: surveys.id })
    .from(surveys)
    .where(
      and(
        visibleSurveysWhere(user),
        eq(surveys.projectId, projectId),
        eq(surveys.archived, false),
        gt(surveys.cycle, 0),
        withNwow ? undefined : eq(surveys.isNwow, false),
      ),
    )
    .orderBy(desc(surveys.sentAt), desc(surveys.id))
    .limit(1);
  return row ? loadSurvey(tx, row.id) : null;
}

export async function getSurvey(tx: TenantTx, user: CurrentUser, id: number) {
  await findVisibleSurvey(tx, user, id);
  return loadSurvey(tx, id);
}

/** The questions a new survey starts with: the template's, or one per behaviour of the cycle. */
async function startingQuestions(
  tx: TenantTx,
  input: CreateSurveyData,
  projectId: number | null,
): Promise<Omit<typeof surveyQuestions.$inferInsert, 'surveyId' | 'position'>[]> {
  // A cycle named is one of this project's, whatever the survey's kind (never ignored unseen).
  const [cycle] = input.activation_cycle_id
    ? await tx
        .select({ id: activationCycles.id, projectId: activationCycles.projectId })
        .from(activationCycles)
        .where(eq(activationCycles.id, input.activation_cycle_id))
    : [];
  if (input.activation_cycle_id && (!cycle || cycle.projectId !== projectId)) {
    throw badRequest({ activation_cycle_id: ['Choose an activation cycle of this project.'] });
  }
  if (input.is_nwow && cycle) {
    const behaviours = await tx
      .select({ id: newWaysOfWorking.id, title: newWaysOfWorking.title })
      .from(newWaysOfWorking)
      .where(eq(newWaysOfWorking.cycleId, cycle.id))
      .orderBy(asc(newWaysOfWorking.position), asc(newWaysOfWorking.id));
    if (behaviours.length === 0) {
      throw badRequest({
        activation_cycle_id: ['This activation cycle has no new ways of working to ask about yet.'],
      });
    }
    return behaviours.map((b) => ({
      text: `How consistently do you ${b.title.charAt(0).toLowerCase()}${b.title.slice(1)}?`,
      questionType: 'CONSISTENCY_RATING' as const,
      required: true,
      options: [],
      behaviourId: b.id,
    }));
  }
  if (input.template) {
    return pulseTemplates[input.template].questions.map((q) => ({
      text: q.text,
      questionType: q.question_type,
      required: q.required,
      options: [...(q.options ?? [])],
    }));
  }
  return [];
}

/** A new version of a survey: same series, next version, its questions and delivery copied. */
async function createVersion(
  tx: TenantTx,
  user: CurrentUser,
  sourceId: number,
  input: CreateSurveyData,
) {
  const source = await findEditableSurvey(tx, user, sourceId);
  const [created] = await tx
    .insert(surveys)
    .values({
      projectId: source.projectId,
      name: input.name ?? source.name,
      description: input.description || source.description,
      scope: source.scope,
      origin: source.origin,
      template: source.template,
      isNwow: source.isNwow,
      activationCycleId: source.activationCycleId,
      seriesId: source.seriesId ?? source.id,
      version: sql`(SELECT coalesce(max(s.version), 0) + 1 FROM surveys s WHERE s.series_id = ${source.seriesId ?? source.id} OR s.id = ${source.seriesId ?? source.id})`,
      previousVersionId: source.id,
      channel: source.channel,
      audience: source.audience,
      audienceKind: source.audienceKind,
      audienceGroupIds: source.audienceGroupIds,
      audiencePersonIds: source.audiencePersonIds,
      audiencePersonaIds: source.audiencePersonaIds,
      audienceGlobalGroupIds: source.audienceGlobalGroupIds,
      audienceDepartmentIds: source.audienceDepartmentIds,
      audienceSiteIds: source.audienceSiteIds,
      reminderOffset: source.reminderOffset,
      repeat: source.repeat,
      createdById: user.id,
    })
    .returning({ id: surveys.id });
  if (!created) throw new Error('survey not created');
  await tx.execute(sql`
    INSERT INTO survey_questions (survey_id, position, text, question_type, required, options, behaviour_id)
    SELECT ${created.id}, position, text, question_type, required, options, behaviour_id
    FROM survey_questions WHERE survey_id = ${source.id}`);
  return loadSurvey(tx, created.id);
}

export async function createSurvey(
  tx: TenantTx,
  user: CurrentUser,
  input: CreateSurveyData,
): Promise<SurveyBundle> {
  requireSurveyEditorRole(user);
  if (input.copy_of) return createVersion(tx, user, input.copy_of, input);
  let projectId: number | null = null;
  if (input.scope === 'ENTERPRISE') {
    requireEnterpriseEditor(user);
    if (input.project) {
      throw badRequest({ project: ['An enterprise survey belongs to no single project.'] });
    }
  } else if (input.project) {
    projectId = (await findEditableProject(tx, user, input.project)).id;
  }
  if (!input.name && !input.template && !input.is_nwow) {
    throw badRequest({ name: ['Give the survey a name.'] });
  }
  if (input.is_nwow && !projectId) {
    throw badRequest({ project: ['A new-ways-of-working survey belongs to a project.'] });
  }
  const questions = await startingQuestions(tx, input, projectId);
  const template = input.template ? pulseTemplates[input.template] : null;
  const [created] = await tx
    .insert(surveys)
    .values({
      projectId,
      name: input.name ?? template?.name ?? 'New ways of working survey',
      description: input.description || template?.description || '',
      scope: input.scope,
      origin: template ? 'BASE' : 'CUSTOM',
      template: input.template ?? null,
      isNwow: input.is_nwow,
      activationCycleId: input.is_nwow ? (input.activation_cycle_id ?? null) : null,
      audience: template?.audience ?? 'ALL',
      createdById: user.id,
    })
    .returning({ id: surveys.id });
  if (!created) throw new Error('survey not created');
  await tx.update(surveys).set({ seriesId: created.id }).where(eq(surveys.id, created.id));
  if (questions.length) {
    await tx
      .insert(surveyQuestions)
      .values(questions.map((q, i) => ({ ...q, surveyId: created.id, position: i + 1 })));
  }
  return loadSurvey(tx, created.id);
}

export async function updateSurvey(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateSurveyInput,
): Promise<SurveyBundle> {
  await findEditableSurvey(tx, user, id);
  const changes: Partial<typeof surveys.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.archive !== undefined) changes.archived = input.archive;
  if (input.closes_at !== undefined) {
    changes.closesAt = input.closes_at === null ? null : new Date(input.closes_at);
  }
  if (Object.keys(changes).length) {
    await tx
      .update(surveys)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(surveys.id, id));
  }
  return loadSurvey(tx, id);
}

/** Surveys still open for answers: sent, not archived, not past their closing time. */
export function openSurveysWhere(): SQL | undefined {
  return and(
    eq(surveys.archived, false),
    gt(surveys.cycle, 0),
    or(isNull(surveys.closesAt), gt(surveys.closesAt, sql`now()`)),
  );
}
