import { randomBytes } from 'node:crypto';
import {
  surveyAnswers,
  surveyQuestions,
  surveyRecipients,
  surveyResponses,
  surveys,
} from '../../schema/surveys';
import { SURVEY_LINK_KIND } from '../../../modules/surveys/delivery/invitations';
import type { ScaleContext, ScalePart } from './context';

const questions = [
  'I understand why this change is happening.',
  'I know what the change means for my daily work.',
  'I feel ready for the go-live.',
] as const;

/**
 * Per project, one sent survey of three agreement ratings, sent to twenty to sixty people some
 * weeks ago: about half opened it and most of those answered (ratings leaning favourable), the
 * rest were reminded. The rows the results, the trend and the completion figures read.
 */
export const surveysPart: ScalePart = {
  name: 'surveys: sent surveys, recipients, responses, answers',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const people = ctx.need('people');
    const projectIds = ctx.need('projects');
    const daysAgo = (n: number) => new Date(ctx.today.getTime() - n * 86_400_000);

    const surveyIds = await ctx.allocateIds(surveys, projectIds.length);
    const questionIds = await ctx.allocateIds(
      surveyQuestions,
      projectIds.length * questions.length,
    );
    const audiences = surveyIds.map(() => random.sample(people, random.int(20, 60)));
    const recipientIds = await ctx.allocateIds(
      surveyRecipients,
      audiences.reduce((n, a) => n + a.length, 0),
    );
    const surveyRows = [];
    const questionRows = [];
    const recipientRows = [];
    const responseRows = [];
    const answerRows = [];
    const responded: { recipientId: number; surveyIndex: number; at: Date }[] = [];
    let r = 0;
    for (const [s, surveyId] of surveyIds.entries()) {
      const sentAt = daysAgo(random.int(7, 60));
      surveyRows.push({
        id: surveyId,
        organisationId,
        projectId: projectIds[s] as number,
        name: `Readiness check ${s + 1}`,
        description: 'How ready your team feels for the change.',
        sentAt,
        closesAt: new Date(sentAt.getTime() + 14 * 86_400_000),
        createdById: random.pick(people),
      });
      for (const [q, text] of questions.entries()) {
        questionRows.push({
          id: questionIds[s * questions.length + q] as number,
          organisationId,
          surveyId,
          position: q + 1,
          text,
          questionType: 'AGREEMENT_RATING' as const,
        });
      }
      for (const userId of audiences[s] ?? []) {
        const recipientId = recipientIds[r++] as number;
        const opened = random.chance(0.5);
        const completed = opened && random.chance(0.8);
        const at = new Date(sentAt.getTime() + random.int(1, 72) * 3_600_000);
        recipientRows.push({
          id: recipientId,
          organisationId,
          surveyId,
          cycle: 0,
          userId,
          // The public link's token, unguessable as the app makes them (see public_links below).
          token: randomBytes(24).toString('base64url'),
          channel: 'EMAIL' as const,
          sentAt,
          openedAt: opened ? at : null,
          completedAt: completed ? at : null,
          remindedAt: opened ? null : new Date(sentAt.getTime() + 3 * 86_400_000),
        });
        if (completed) responded.push({ recipientId, surveyIndex: s, at });
      }
    }
    const responseIds = await ctx.allocateIds(surveyResponses, responded.length);
    for (const [i, { recipientId, surveyIndex, at }] of responded.entries()) {
      const responseId = responseIds[i] as number;
      responseRows.push({
        id: responseId,
        organisationId,
        surveyId: surveyIds[surveyIndex] as number,
        recipientId,
        cycle: 0,
        submittedAt: at,
      });
      for (let q = 0; q < questions.length; q++) {
        answerRows.push({
          organisationId,
          responseId,
          questionId: questionIds[surveyIndex * questions.length + q] as number,
          rating: random.pick([2, 3, 4, 4, 5, 5]),
        });
      }
    }
    await ctx.insert(surveys, surveyRows);
    await ctx.insert(surveyQuestions, questionRows);
    await ctx.insert(surveyRecipients, recipientRows);
    await ctx.insert(surveyResponses, responseRows);
    await ctx.insert(surveyAnswers, answerRows);
    // Each invitation's public link (as the app sends it): the recipient's token opens the survey
    // without signing in, until it closes.
    const links = await ctx.client.query(
      `INSERT INTO public_links (organisation_id, token, kind, target_id, created_at)
       SELECT r.organisation_id, r.token, $2, r.id, r.sent_at FROM survey_recipients r
        WHERE r.organisation_id = $1 ORDER BY r.id`,
      [organisationId, SURVEY_LINK_KIND],
    );
    return `${surveyRows.length} surveys, ${recipientRows.length} recipients (${links.rowCount} public links), ${responseRows.length} responses`;
  },
};
