import { and, asc, eq, sql } from 'drizzle-orm';
import type { OpenedFrom } from '../../../../contract/surveys/delivery';
import type { RespondentState } from '../../../../contract/surveys/responses';
import type {
  Answer,
  NwowBehaviours,
  ResponseData,
  ResponseResult,
  RespondentSurvey,
} from '../../../../contract/surveys/responses.schema';
import { isPicklistType, isRatingType } from '../../../../contract/surveys/surveys';
import { activationCycles, newWaysOfWorking } from '../../../db/schema/leaders';
import { organisations } from '../../../db/schema/organisations';
import { userProfiles } from '../../../db/schema/people';
import {
  surveyAnswers,
  surveyQuestions,
  surveyRecipients,
  surveyResponses,
  surveys,
} from '../../../db/schema/surveys';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, conflict, notFound } from '../../../http-errors';

type RecipientRow = typeof surveyRecipients.$inferSelect;
type SurveyRow = typeof surveys.$inferSelect;

/** The recipient behind a link and their survey; `lock` holds the row against a second submit. */
async function recipientOf(tx: TenantTx, recipientId: number, lock = false) {
  const query = tx
    .select({ recipient: surveyRecipients, survey: surveys })
    .from(surveyRecipients)
    .innerJoin(surveys, eq(surveys.id, surveyRecipients.surveyId))
    .where(eq(surveyRecipients.id, recipientId));
  const [row] = lock ? await query.for('update', { of: surveyRecipients }) : await query;
  if (!row) throw notFound();
  return row;
}

/** A link stays open while its cycle is the survey's current one and the survey is open. */
function stateOf(recipient: RecipientRow, survey: SurveyRow): RespondentState {
  if (recipient.completedAt) return 'COMPLETED';
  if (survey.archived || recipient.cycle !== survey.cycle) return 'CLOSED';
  if (survey.closesAt && survey.closesAt <= new Date()) return 'CLOSED';
  return 'OPEN';
}

async function savedAnswers(tx: TenantTx, recipientId: number): Promise<Answer[]> {
  const rows = await tx
    .select({
      question: surveyAnswers.questionId,
      rating: surveyAnswers.rating,
      choices: surveyAnswers.choices,
      text: surveyAnswers.text,
    })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .where(eq(surveyResponses.recipientId, recipientId));
  return rows;
}

/** What the respondent's page shows: the survey, its questions and what they saved so far. */
export async function respondentSurvey(
  tx: TenantTx,
  recipientId: number,
): Promise<RespondentSurvey> {
  const { recipient, survey } = await recipientOf(tx, recipientId);
  const questions = await tx
    .select({
      id: surveyQuestions.id,
      text: surveyQuestions.text,
      question_type: surveyQuestions.questionType,
      required: surveyQuestions.required,
      options: surveyQuestions.options,
      behaviourTitle: newWaysOfWorking.title,
      behaviourDescription: newWaysOfWorking.description,
    })
    .from(surveyQuestions)
    .leftJoin(newWaysOfWorking, eq(newWaysOfWorking.id, surveyQuestions.behaviourId))
    .where(eq(surveyQuestions.surveyId, survey.id))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
  const [org] = await tx.select({ name: organisations.name }).from(organisations);
  const state = stateOf(recipient, survey);
  return {
    state,
    organisation: org?.name ?? '',
    survey: {
      id: survey.id,
      name: survey.name,
      description: survey.description,
      is_nwow: survey.isNwow,
    },
    questions:
      state === 'OPEN'
        ? questions.map(({ behaviourTitle, behaviourDescription, ...q }) => ({
            ...q,
            behaviour:
              behaviourTitle !== null
                ? { title: behaviourTitle, description: behaviourDescription ?? '' }
                : null,
          }))
        : [],
    answers: state === 'OPEN' ? await savedAnswers(tx, recipientId) : [],
    completed_at: recipient.completedAt?.toISOString() ?? null,
  };
}

/** The behaviours a new-ways-of-working survey asks this respondent about. */
export async function nwowBehaviours(
  tx: TenantTx,
  recipientId: number,
  surveyId: number,
): Promise<NwowBehaviours> {
  const { recipient, survey } = await recipientOf(tx, recipientId);
  if (survey.id !== surveyId || !survey.isNwow) throw notFound();
  const [cycle] = survey.activationCycleId
    ? await tx
        .select({ name: activationCycles.name })
        .from(activationCycles)
        .where(eq(activationCycles.id, survey.activationCycleId))
    : [];
  const answers = new Map(
    (await savedAnswers(tx, recipient.id)).map((a) => [a.question, a.rating]),
  );
  const rows = await tx
    .select({
      id: newWaysOfWorking.id,
      title: newWaysOfWorking.title,
      description: newWaysOfWorking.description,
      question: surveyQuestions.id,
    })
    .from(surveyQuestions)
    .innerJoin(newWaysOfWorking, eq(newWaysOfWorking.id, surveyQuestions.behaviourId))
    .where(eq(surveyQuestions.surveyId, survey.id))
    .orderBy(asc(surveyQuestions.position));
  return {
    cycle: cycle?.name ?? '',
    behaviours: rows.map((r) => ({ ...r, rating: answers.get(r.question) ?? null })),
  };
}

/** Checks each answer against its question; returns the rows to store. */
function checkAnswers(
  questions: (typeof surveyQuestions.$inferSelect)[],
  input: ResponseData,
): { questionId: number; rating: number | null; choices: string[]; text: string | null }[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const errors: Record<string, string[]> = {};
  const rows = [];
  const seen = new Set<number>();
  for (const a of input.answers) {
    const q = byId.get(a.question);
    const key = `question_${a.question}`;
    if (!q || seen.has(a.question)) {
      errors[key] = ['Answer each question of this survey once.'];
      continue;
    }
    seen.add(a.question);
    const rating = a.rating ?? null;
    const choices = a.choices ?? [];
    const text = a.text?.trim() ? a.text.trim() : null;
    if (rating !== null && !isRatingType(q.questionType))
      errors[key] = ['This question takes no rating.'];
    if (choices.length && !isPicklistType(q.questionType))
      errors[key] = ['This question has no options.'];
    if (choices.some((c) => !q.options.includes(c)))
      errors[key] = ['Choose from the options given.'];
    if (q.questionType === 'SINGLE_RESPONSE_PICKLIST' && choices.length > 1)
      errors[key] = ['Choose one option.'];
    if (text !== null && q.questionType !== 'TEXT') errors[key] = ['This question takes no text.'];
    rows.push({ questionId: q.id, rating, choices: [...new Set(choices)], text });
  }
  if (input.submit) {
    const answered = new Set(
      rows
        .filter((r) => r.rating !== null || r.choices.length || r.text !== null)
        .map((r) => r.questionId),
    );
    for (const q of questions) {
      if (q.required && !answered.has(q.id))
        errors[`question_${q.id}`] ??= ['Answer this question.'];
    }
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return rows;
}

/**
 * Saves the respondent's answers (progress, to resume anywhere) or submits them. The
 * recipient row is locked first, so of two submits at once exactly one counts.
 */
export async function saveResponse(
  tx: TenantTx,
  recipientId: number,
  input: ResponseData,
): Promise<ResponseResult> {
  const { recipient, survey } = await recipientOf(tx, recipientId, true);
  const state = stateOf(recipient, survey);
  if (state === 'COMPLETED') throw conflict('You have already answered this survey. Thank you.');
  if (state === 'CLOSED') throw conflict('This survey has closed.');
  const questions = await tx
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, survey.id));
  const rows = checkAnswers(questions, input);
  const [person] = await tx
    .select({ site: userProfiles.site, department: userProfiles.department })
    .from(userProfiles)
    .where(eq(userProfiles.id, recipient.userId));
  const [response] = await tx
    .insert(surveyResponses)
    .values({
      surveyId: survey.id,
      recipientId,
      cycle: recipient.cycle,
      groupId: recipient.groupId,
    })
    .onConflictDoUpdate({ target: surveyResponses.recipientId, set: { updatedAt: sql`now()` } })
    .returning({ id: surveyResponses.id, updatedAt: surveyResponses.updatedAt });
  if (!response) throw new Error('response not saved');
  for (const r of rows) {
    await tx
      .insert(surveyAnswers)
      .values({ responseId: response.id, ...r })
      .onConflictDoUpdate({
        target: [surveyAnswers.responseId, surveyAnswers.questionId],
        set: { rating: r.rating, choices: r.choices, text: r.text },
      });
  }
  let completedAt: Date | null = null;
  if (input.submit) {
    completedAt = new Date();
    await tx
      .update(surveyResponses)
      .set({
        submittedAt: completedAt,
        site: person?.site ?? null,
        department: person?.department ?? null,
      })
      .where(eq(surveyResponses.id, response.id));
    await tx
      .update(surveyRecipients)
      .set({ completedAt, openedAt: sql`coalesce(${surveyRecipients.openedAt}, now())` })
      .where(eq(surveyRecipients.id, recipientId));
  }
  return {
    state: completedAt ? 'COMPLETED' : 'OPEN',
    saved_at: response.updatedAt.toISOString(),
    completed_at: completedAt?.toISOString() ?? null,
  };
}

/** The respondent opened their link (the first time counts, with where they came from). */
export async function markOpened(
  tx: TenantTx,
  recipientId: number,
  from: OpenedFrom,
): Promise<{ state: RespondentState }> {
  const { recipient, survey } = await recipientOf(tx, recipientId);
  await tx
    .update(surveyRecipients)
    .set({ openedAt: sql`now()`, openedFrom: from })
    .where(and(eq(surveyRecipients.id, recipientId), sql`${surveyRecipients.openedAt} IS NULL`));
  return { state: stateOf(recipient, survey) };
}
