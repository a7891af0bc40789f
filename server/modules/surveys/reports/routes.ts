import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { reportsPatterns } from '../../../../contract/surveys/reports';
import {
  aggregateQuerySchema,
  breakdownSchema,
  cycleQuerySchema,
  filteredBaseQuerySchema,
  individualQuerySchema,
  questionReportsQuerySchema,
  questionResultsSchema,
  reportFiltersSchema,
  siteCompletionSchema,
  surveyIdQuerySchema,
  surveyReportSchema,
  textAnswersSchema,
} from '../../../../contract/surveys/reports.schema';
import { routePath } from '../../../http/route-path';
import {
  filteredBreakdown,
  individualReport,
  questionReport,
  siteCompletion,
  textAnswers,
} from './service';

const tags = ['surveys'];

/** Survey results: headline and trend, distributions, breakdowns by group and site, free text. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(reportsPatterns.individual),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: individualQuerySchema,
        response: { 200: surveyReportSchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) => individualReport(tx, user, request.params.id, request.query)),
  );

  app.get(
    routePath(reportsPatterns.distribution),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: cycleQuerySchema,
        response: { 200: questionResultsSchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) => questionReport(tx, user, request.params.id, request.query)),
  );

  app.get(
    routePath(reportsPatterns.questionReports),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: questionReportsQuerySchema,
        response: { 200: questionResultsSchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) => questionReport(tx, user, request.params.id, request.query)),
  );

  app.post(
    routePath(reportsPatterns.filteredBase),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: filteredBaseQuerySchema,
        body: reportFiltersSchema,
        response: { 200: breakdownSchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) =>
        filteredBreakdown(tx, user, request.params.id, request.body, {
          dimension: 'group',
          groupType: request.query.group_type,
        }),
      ),
  );

  for (const [pattern, nwow] of [
    [reportsPatterns.filteredNwow, true],
    [reportsPatterns.filteredCustom, false],
  ] as const) {
    app.post(
      routePath(pattern),
      {
        schema: {
          tags,
          params: idParamsSchema,
          querystring: aggregateQuerySchema,
          body: reportFiltersSchema,
          response: { 200: breakdownSchema },
        },
      },
      async (request) =>
        request.tenant((tx, user) =>
          filteredBreakdown(tx, user, request.params.id, request.body, {
            dimension: request.query.is_aggregate ? null : (request.body.by ?? 'group'),
            nwow,
          }),
        ),
    );
  }

  app.get(
    routePath(reportsPatterns.siteResults),
    { schema: { tags, querystring: surveyIdQuerySchema, response: { 200: breakdownSchema } } },
    async (request) =>
      request.tenant((tx, user) =>
        filteredBreakdown(tx, user, request.query.surveyId, {}, { dimension: 'site' }),
      ),
  );

  app.get(
    routePath(reportsPatterns.siteCompletion),
    { schema: { tags, querystring: surveyIdQuerySchema, response: { 200: siteCompletionSchema } } },
    async (request) =>
      request.tenant((tx, user) => siteCompletion(tx, user, request.query.surveyId, {})),
  );

  app.post(
    routePath(reportsPatterns.nwowSiteResults),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: reportFiltersSchema,
        response: { 200: breakdownSchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) =>
        filteredBreakdown(tx, user, request.params.id, request.body, {
          dimension: 'site',
          nwow: true,
        }),
      ),
  );

  app.post(
    routePath(reportsPatterns.nwowSiteCompletion),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: reportFiltersSchema,
        response: { 200: siteCompletionSchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) =>
        siteCompletion(tx, user, request.params.id, { cycle: request.body.cycle, nwow: true }),
      ),
  );

  app.post(
    routePath(reportsPatterns.answers),
    {
      schema: {
        tags,
        querystring: surveyIdQuerySchema,
        body: reportFiltersSchema,
        response: { 200: textAnswersSchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) => textAnswers(tx, user, request.query.surveyId, request.body)),
  );
};
