import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type {
  QuestionData,
  ReorderQuestionsInput,
} from '../../../../contract/surveys/questions.schema';
import { surveyLimits } from '../../../../contract/surveys/surveys';
import type { CurrentUser } from '../../../auth/current-user';
import { surveyQuestions } from '../../../db/schema/surveys';
import type { TenantTx } from '../../../db/tenant';
import { badRequest } from '../../../http-errors';
import { findEditableSurvey, findVisibleSurvey, type SurveyRow } from '../policy';

export type QuestionRow = typeof surveyQuestions.$inferSelect;

export function selectQuestions(tx: TenantTx, surveyId: number): Promise<QuestionRow[]> {
  return tx
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
}

const lockedMessage =
  'This survey has been sent, so its questions are locked. Make a new version to change them.';

/** A survey whose questions the caller may change: editable and not yet sent. */
async function findUnlockedSurvey(tx: TenantTx, user: CurrentUser, surveyId: number) {
  const survey = await findEditableSurvey(tx, user, surveyId);
  if (survey.cycle > 0) throw badRequest({ questions: [lockedMessage] });
  return survey;
}

export async function listQuestions(tx: TenantTx, user: CurrentUser, surveyId: number) {
  await findVisibleSurvey(tx, user, surveyId);
  return selectQuestions(tx, surveyId);
}

/**
 * Saves the builder's whole list at once: questions with an id are kept and updated, those
 * left out are removed, new ones are added, all in the order given.
 */
async function replaceQuestions(tx: TenantTx, survey: SurveyRow, questions: QuestionData[]) {
  const existing = await selectQuestions(tx, survey.id);
  const ids = new Set(existing.map((q) => q.id));
  const keep = questions.filter((q) => q.id !== undefined).map((q) => q.id as number);
  const errors: Record<string, string[]> = {};
  questions.forEach((q, i) => {
    if (q.id !== undefined && !ids.has(q.id)) {
      errors[`questions.${i}.id`] = ['Choose a question of this survey.'];
    }
  });
  if (new Set(keep).size !== keep.length) errors.questions = ['A question appears twice.'];
  if (Object.keys(errors).length) throw badRequest(errors);
  await tx
    .delete(surveyQuestions)
    .where(
      and(
        eq(surveyQuestions.surveyId, survey.id),
        keep.length ? notInArray(surveyQuestions.id, keep) : undefined,
      ),
    );
  for (const [i, q] of questions.entries()) {
    const values = {
      text: q.text,
      questionType: q.question_type,
      required: q.required,
      options: q.options,
      behaviourId: q.behaviour_id ?? null,
      position: i + 1,
    };
    if (q.id !== undefined) {
      await tx.update(surveyQuestions).set(values).where(eq(surveyQuestions.id, q.id));
    } else {
      await tx.insert(surveyQuestions).values({ ...values, surveyId: survey.id });
    }
  }
}

export async function saveQuestions(
  tx: TenantTx,
  user: CurrentUser,
  surveyId: number,
  questions: QuestionData[] | undefined,
  existingSurveyId: number | undefined,
): Promise<QuestionRow[]> {
  const survey = await findUnlockedSurvey(tx, user, surveyId);
  if (existingSurveyId !== undefined) {
    if (existingSurveyId === surveyId) {
      throw badRequest({ existing_survey_id: ['Choose another survey to copy questions from.'] });
    }
    await findVisibleSurvey(tx, user, existingSurveyId);
    const [{ count = 0 } = {}] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(surveyQuestions)
      .where(inArray(surveyQuestions.surveyId, [surveyId, existingSurveyId]));
    if (count > surveyLimits.questionsMax) {
      throw badRequest({
        existing_survey_id: [`A survey has at most ${surveyLimits.questionsMax} questions.`],
      });
    }
    await tx.execute(sql`
      INSERT INTO survey_questions (survey_id, position, text, question_type, required, options, behaviour_id)
      SELECT ${surveyId},
             (SELECT coalesce(max(position), 0) FROM survey_questions WHERE survey_id = ${surveyId}) + position,
             text, question_type, required, options, behaviour_id
      FROM survey_questions WHERE survey_id = ${existingSurveyId}`);
  } else {
    if (!questions) throw badRequest({ questions: ['Give the survey’s questions.'] });
    await replaceQuestions(tx, survey, questions);
  }
  await tx.execute(sql`UPDATE surveys SET updated_at = now() WHERE id = ${surveyId}`);
  return selectQuestions(tx, surveyId);
}

export async function reorderQuestions(
  tx: TenantTx,
  user: CurrentUser,
  surveyId: number,
  input: ReorderQuestionsInput,
): Promise<QuestionRow[]> {
  await findUnlockedSurvey(tx, user, surveyId);
  const existing = await selectQuestions(tx, surveyId);
  const given = new Set(input.order);
  if (
    given.size !== input.order.length ||
    given.size !== existing.length ||
    existing.some((q) => !given.has(q.id))
  ) {
    throw badRequest({ order: ['Give every question of this survey once, in its new order.'] });
  }
  for (const [i, id] of input.order.entries()) {
    await tx
      .update(surveyQuestions)
      .set({ position: i + 1 })
      .where(eq(surveyQuestions.id, id));
  }
  return selectQuestions(tx, surveyId);
}
