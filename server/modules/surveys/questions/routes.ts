import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { questionsPatterns } from '../../../../contract/surveys/questions';
import {
  questionListQuerySchema,
  reorderQuestionsInputSchema,
  saveQuestionsInputSchema,
  saveQuestionsQuerySchema,
  surveyQuestionListSchema,
} from '../../../../contract/surveys/questions.schema';
import { routePath } from '../../../http/route-path';
import { presentQuestion } from './present';
import { listQuestions, reorderQuestions, saveQuestions } from './service';

const tags = ['surveys'];

/** A survey's questions: read, save the whole list (or copy another survey's), reorder. */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(questionsPatterns.list),
    {
      schema: {
        tags,
        querystring: questionListQuerySchema,
        response: { 200: surveyQuestionListSchema },
      },
    },
    async (request) =>
      (await request.tenant((tx, user) => listQuestions(tx, user, request.query.survey))).map(
        presentQuestion,
      ),
  );

  app.post(
    routePath(questionsPatterns.save),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: saveQuestionsQuerySchema,
        body: saveQuestionsInputSchema,
        response: { 201: surveyQuestionListSchema },
      },
    },
    async (request, reply) => {
      const rows = await request.tenant((tx, user) =>
        saveQuestions(
          tx,
          user,
          request.params.id,
          request.body.questions,
          request.query.existing_survey_id,
        ),
      );
      return reply.status(201).send(rows.map(presentQuestion));
    },
  );

  app.put(
    routePath(questionsPatterns.reorder),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: reorderQuestionsInputSchema,
        response: { 200: surveyQuestionListSchema },
      },
    },
    async (request) =>
      (
        await request.tenant((tx, user) =>
          reorderQuestions(tx, user, request.params.id, request.body),
        )
      ).map(presentQuestion),
  );
};
