import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { summaryPatterns } from '../../../../contract/assessments/summary';
import {
  availableAssessmentsSchema,
  changeSummaryListSchema,
  type ChangeSummary,
} from '../../../../contract/assessments/summary.schema';
import { assessmentHeaderSchema } from '../../../../contract/assessments/assessments.schema';
import { z } from 'zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import { switchedOnAssessments } from '../shared/access';
import { presentAssessmentHeader } from '../shared/header';
import {
  listProjectAssessments,
  projectChangeSummaries,
  type ChangeReadinessSummary,
} from './service';

function presentSummary(row: ChangeReadinessSummary): ChangeSummary {
  const i = row.inputs;
  return {
    change: row.changeId,
    change_name: row.changeName,
    project: row.projectId,
    score: row.score,
    level: row.level,
    reasons: row.reasons,
    impact: i.impact?.rating ?? null,
    readiness: i.readiness,
    business_risk: i.businessRisk?.rating ?? null,
    implementation_risk: i.implementationRisk,
    sentiment: i.sentiment?.rating ?? null,
    training_need: i.trainingNeed,
  };
}

/** The readiness-and-risk summary of each change of a project. */
export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(summaryPatterns.project),
    {
      schema: {
        tags: ['assessments'],
        params: idParamsSchema,
        response: { 200: changeSummaryListSchema },
      },
    },
    async (request) =>
      (await request.tenant((tx, user) => projectChangeSummaries(tx, user, request.params.id))).map(
        presentSummary,
      ),
  );

  app.get(
    routePath(summaryPatterns.assessments),
    {
      schema: {
        tags: ['assessments'],
        params: idParamsSchema,
        response: { 200: z.array(assessmentHeaderSchema) },
      },
    },
    async (request) =>
      (await request.tenant((tx, user) => listProjectAssessments(tx, user, request.params.id))).map(
        presentAssessmentHeader,
      ),
  );

  app.get(
    routePath(summaryPatterns.available),
    { schema: { tags: ['assessments'], response: { 200: availableAssessmentsSchema } } },
    async (request) => ({ kinds: await request.tenant((tx) => switchedOnAssessments(tx)) }),
  );
};
