import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  competencyLevels,
  competencyLevelLabels,
} from '../../../../contract/assessments/assessments';
import {
  createAssessmentInputSchema,
  projectQuerySchema,
} from '../../../../contract/assessments/assessments.schema';
import { analysesPatterns } from '../../../../contract/assessments/analyses';
import {
  analysisSchema,
  capabilitiesByChangeSchema,
  capabilitiesQuerySchema,
  capabilityItemGroupsSchema,
  capabilityItemsQuerySchema,
  capabilitySchema,
  competencyLevelItemSchema,
  createCapabilityInputSchema,
  ownerLevelUpdateInputSchema,
  sentimentScoreQuerySchema,
  sentimentScoreSchema,
  updateAnalysisInputSchema,
  updateCapabilityInputSchema,
} from '../../../../contract/assessments/analyses.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import {
  capabilitiesByChange,
  capabilityTrainingItems,
  createCapability,
  deleteCapability,
  updateCapability,
} from './capabilities';
import {
  presentAnalysis,
  presentCapability,
  presentCapabilityItems,
  presentSentimentScore,
} from './present';
import {
  completeAnalysis,
  createAnalysis,
  getAnalysis,
  ownerLevelUpdate,
  sentimentScores,
  updateAnalysis,
  type AnalysisKind,
} from './service';

const tags = ['assessments'];
const a = analysesPatterns;
const withId = { tags, params: idParamsSchema };
const answer = { 200: analysisSchema };

/** Sentiment and training needs analyses, capabilities and their training items. */
export const analysesRoutes: FastifyPluginAsyncZod = async (app) => {
  const analyses: [
    AnalysisKind,
    { base: string; detail: string; complete: string; owner: string },
  ][] = [
    [
      'SENTIMENT',
      {
        base: a.sentiment,
        detail: a.sentimentDetail,
        complete: a.sentimentComplete,
        owner: a.sentimentOwnerUpdate,
      },
    ],
    [
      'TRAINING_NEEDS',
      {
        base: a.training,
        detail: a.trainingDetail,
        complete: a.trainingComplete,
        owner: a.trainingOwnerUpdate,
      },
    ],
  ];
  for (const [kind, paths] of analyses) {
    app.post(
      routePath(paths.base),
      {
        schema: {
          tags,
          querystring: projectQuerySchema,
          body: createAssessmentInputSchema,
          response: { 201: analysisSchema },
        },
      },
      async (request, reply) => {
        const bundle = await request.tenant((tx, user) =>
          createAnalysis(tx, user, kind, request.query.project, request.body),
        );
        return reply.status(201).send(presentAnalysis(bundle));
      },
    );
    app.get(routePath(paths.detail), { schema: { ...withId, response: answer } }, async (request) =>
      presentAnalysis(
        await request.tenant((tx, user) => getAnalysis(tx, user, kind, request.params.id)),
      ),
    );
    app.patch(
      routePath(paths.detail),
      { schema: { ...withId, body: updateAnalysisInputSchema, response: answer } },
      async (request) =>
        presentAnalysis(
          await request.tenant((tx, user) =>
            updateAnalysis(tx, user, kind, request.params.id, request.body),
          ),
        ),
    );
    app.post(
      routePath(paths.complete),
      { schema: { ...withId, response: answer } },
      async (request) =>
        presentAnalysis(
          await request.tenant((tx, user) => completeAnalysis(tx, user, kind, request.params.id)),
        ),
    );
    app.patch(
      routePath(paths.owner),
      { schema: { ...withId, body: ownerLevelUpdateInputSchema, response: answer } },
      async (request) =>
        presentAnalysis(
          await request.tenant((tx, user) =>
            ownerLevelUpdate(tx, user, kind, request.params.id, request.body),
          ),
        ),
    );
  }

  app.get(
    routePath(a.sentimentScores),
    {
      schema: {
        tags,
        querystring: sentimentScoreQuerySchema,
        response: { 200: z.array(sentimentScoreSchema) },
      },
    },
    async (request) =>
      (
        await request.tenant((tx, user) =>
          sentimentScores(tx, user, request.query.projectId, request.query.groupType),
        )
      ).map(presentSentimentScore),
  );

  app.get(
    routePath(a.capabilities),
    {
      schema: {
        tags,
        querystring: capabilitiesQuerySchema,
        response: { 200: capabilitiesByChangeSchema },
      },
    },
    async (request) =>
      (
        await request.tenant((tx, user) => capabilitiesByChange(tx, user, request.query.projectId))
      ).map((group) => ({
        change: group.changeId,
        change_name: group.changeName,
        capabilities: group.rows.map(presentCapability),
      })),
  );

  app.post(
    routePath(a.capabilities),
    { schema: { tags, body: createCapabilityInputSchema, response: { 201: capabilitySchema } } },
    async (request, reply) => {
      const row = await request.tenant((tx, user) => createCapability(tx, user, request.body));
      return reply.status(201).send(presentCapability(row));
    },
  );

  app.patch(
    routePath(a.capability),
    {
      schema: { ...withId, body: updateCapabilityInputSchema, response: { 200: capabilitySchema } },
    },
    async (request) =>
      presentCapability(
        await request.tenant((tx, user) =>
          updateCapability(tx, user, request.params.id, request.body),
        ),
      ),
  );

  app.delete(
    routePath(a.capability),
    { schema: { ...withId, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteCapability(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    routePath(a.capabilityItems),
    {
      schema: {
        tags,
        querystring: capabilityItemsQuerySchema,
        response: { 200: capabilityItemGroupsSchema },
      },
    },
    async (request) =>
      presentCapabilityItems(
        await request.tenant((tx, user) =>
          capabilityTrainingItems(tx, user, request.query.projectId, request.query.impacted_groups),
        ),
        request.query.groupBy,
      ),
  );

  app.get(
    routePath(a.competencyLevels),
    { schema: { tags, response: { 200: z.array(competencyLevelItemSchema) } } },
    async () => competencyLevels.map((key) => ({ key, label: competencyLevelLabels[key] })),
  );
};
