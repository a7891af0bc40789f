import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readinessPatterns } from '../../../../contract/assessments/readiness';
import {
  approvalReminderResultSchema,
  approvalWaitingSchema,
  createMeasureInputSchema,
  createReadinessInputSchema,
  createStatusReportInputSchema,
  dependencyItemSchema,
  goLiveItemSchema,
  measureCreateQuerySchema,
  measureListQuerySchema,
  measureSchema,
  readinessAssessmentSchema,
  readinessCreateQuerySchema,
  readinessFindQuerySchema,
  statusReportCreateQuerySchema,
  statusReportListQuerySchema,
  statusReportSchema,
  updateMeasureInputSchema,
  updateReadinessInputSchema,
  updateStatusReportInputSchema,
} from '../../../../contract/assessments/readiness.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { routePath } from '../../../http/route-path';
import { createMeasure, deleteMeasure, listMeasures, updateMeasure } from './measures';
import {
  presentDependency,
  presentGoLiveItem,
  presentMeasure,
  presentReadiness,
  presentStatusReport,
} from './present';
import { queueApprovalReminder } from './reminders';
import {
  createReadiness,
  deleteReadiness,
  findReadiness,
  listDependencyItems,
  listGoLiveItems,
  updateReadiness,
} from './service';
import { createStatusReport, listStatusReports, updateStatusReport } from './status-reports';
import { approvalsWaitingFor } from './waiting-approvals';

const tags = ['assessments'];
const noContent = { 204: z.null() };
const p = readinessPatterns;

/** Readiness: the assessment, its measures and their status reports, go-live items, reminders. */
export const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routePath(p.collection),
    {
      schema: {
        tags,
        querystring: readinessCreateQuerySchema,
        body: createReadinessInputSchema,
        response: { 201: readinessAssessmentSchema },
      },
    },
    async (request, reply) => {
      const bundle = await request.tenant((tx, user) =>
        createReadiness(tx, user, request.query.projectId, request.body),
      );
      return reply.status(201).send(presentReadiness(bundle));
    },
  );

  app.get(
    routePath(p.find),
    {
      schema: {
        tags,
        querystring: readinessFindQuerySchema,
        response: { 200: readinessAssessmentSchema },
      },
    },
    async (request) =>
      presentReadiness(await request.tenant((tx, user) => findReadiness(tx, user, request.query))),
  );

  app.patch(
    routePath(p.detail),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateReadinessInputSchema,
        response: { 200: readinessAssessmentSchema },
      },
    },
    async (request) =>
      presentReadiness(
        await request.tenant((tx, user) =>
          updateReadiness(tx, user, request.params.id, request.body),
        ),
      ),
  );

  app.delete(
    routePath(p.detail),
    { schema: { tags, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteReadiness(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    routePath(p.goLiveItems),
    { schema: { tags, params: idParamsSchema, response: { 200: z.array(goLiveItemSchema) } } },
    async (request) =>
      (await request.tenant((tx, user) => listGoLiveItems(tx, user, request.params.id))).map(
        presentGoLiveItem,
      ),
  );

  app.get(
    routePath(p.dependencies),
    {
      schema: { tags, params: idParamsSchema, response: { 200: z.array(dependencyItemSchema) } },
    },
    async (request) =>
      (await request.tenant((tx, user) => listDependencyItems(tx, user, request.params.id))).map(
        presentDependency,
      ),
  );

  app.get(
    routePath(p.waitingForMe),
    { schema: { tags, response: { 200: z.array(approvalWaitingSchema) } } },
    async (request) => request.tenant((tx, user) => approvalsWaitingFor(tx, user)),
  );

  app.get(
    routePath(p.measures),
    {
      schema: {
        tags,
        querystring: measureListQuerySchema,
        response: { 200: z.array(measureSchema) },
      },
    },
    async (request) =>
      (
        await request.tenant((tx, user) =>
          listMeasures(tx, user, request.query.changeImpactAssessmentId, request.query.measureType),
        )
      ).map(presentMeasure),
  );

  app.post(
    routePath(p.measures),
    {
      schema: {
        tags,
        querystring: measureCreateQuerySchema,
        body: createMeasureInputSchema,
        response: { 201: measureSchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant((tx, user) =>
        createMeasure(tx, user, request.query.assessmentId, request.body),
      );
      return reply.status(201).send(presentMeasure(row));
    },
  );

  app.patch(
    routePath(p.measure),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateMeasureInputSchema,
        response: { 200: measureSchema },
      },
    },
    async (request) =>
      presentMeasure(
        await request.tenant((tx, user) =>
          updateMeasure(tx, user, request.params.id, request.body),
        ),
      ),
  );

  app.delete(
    routePath(p.measure),
    { schema: { tags, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await request.tenant((tx, user) => deleteMeasure(tx, user, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    routePath(p.reminders),
    {
      schema: { tags, params: idParamsSchema, response: { 202: approvalReminderResultSchema } },
    },
    async (request, reply) => {
      const measure = await request.tenant((tx, user) =>
        queueApprovalReminder(tx, user, app.jobQueue, app.integrations, request.params.id),
      );
      if (!measure.approver) throw new Error('approver checked by the service');
      return reply
        .status(202)
        .send({ measure: measure.measure.id, approver: measure.approver, queued: true });
    },
  );

  app.get(
    routePath(p.statusReports),
    {
      schema: {
        tags,
        querystring: statusReportListQuerySchema,
        response: { 200: z.array(statusReportSchema) },
      },
    },
    async (request) =>
      (
        await request.tenant((tx, user) =>
          listStatusReports(
            tx,
            user,
            request.query.measureId,
            request.query.isApprovalStatusList ?? false,
          ),
        )
      ).map(presentStatusReport),
  );

  app.post(
    routePath(p.statusReports),
    {
      schema: {
        tags,
        querystring: statusReportCreateQuerySchema,
        body: createStatusReportInputSchema,
        response: { 201: statusReportSchema },
      },
    },
    async (request, reply) => {
      const row = await request.tenant((tx, user) =>
        createStatusReport(tx, user, request.query.measureId, request.body),
      );
      return reply.status(201).send(presentStatusReport(row));
    },
  );

  app.patch(
    routePath(p.statusReport),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateStatusReportInputSchema,
        response: { 200: statusReportSchema },
      },
    },
    async (request) =>
      presentStatusReport(
        await request.tenant((tx, user) =>
          updateStatusReport(tx, user, request.params.id, request.body),
        ),
      ),
  );
};
