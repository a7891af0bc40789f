import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  createMetricInputSchema,
  createMetricReportInputSchema,
  metricDetailSchema,
  metricListSchema,
  metricQuerySchema,
  metricReportSchema,
  metricTargetQuerySchema,
  updateMetricInputSchema,
} from '../../../../contract/projects/metrics.schema';
import { presentMetric, presentMetricDetail, presentMetricReport } from './present';
import {
  createMetric,
  deleteMetric,
  getMetric,
  listMetrics,
  recordMetricReport,
  updateMetric,
} from './service';
import { routePath } from '../../../http/route-path';
import { metricsPatterns } from '../../../../contract/projects/metrics';

const tags = ['projects'];

/** A project's metrics and their reports per period. */
export const metricRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(metricsPatterns.collection),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: metricQuerySchema,
        response: { 200: z.union([metricDetailSchema, metricListSchema]) },
      },
    },
    async (request) => {
      const projectId = request.params.id;
      const metricId = request.query.metric;
      if (metricId) {
        return presentMetricDetail(
          await request.tenant((tx, user) => getMetric(tx, user, projectId, metricId)),
        );
      }
      return (await request.tenant((tx, user) => listMetrics(tx, user, projectId))).map(
        presentMetric,
      );
    },
  );

  app.post(
    routePath(metricsPatterns.collection),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: createMetricInputSchema,
        response: { 201: metricDetailSchema },
      },
    },
    async (request, reply) => {
      const metric = await request.tenant((tx, user) =>
        createMetric(tx, user, request.params.id, request.body),
      );
      return reply.status(201).send(presentMetricDetail(metric));
    },
  );

  app.patch(
    routePath(metricsPatterns.collection),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: metricTargetQuerySchema,
        body: updateMetricInputSchema,
        response: { 200: metricDetailSchema },
      },
    },
    async (request) => {
      const metric = await request.tenant((tx, user) =>
        updateMetric(tx, user, request.params.id, request.query.metric, request.body),
      );
      return presentMetricDetail(metric);
    },
  );

  app.delete(
    routePath(metricsPatterns.collection),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: metricTargetQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await request.tenant((tx, user) =>
        deleteMetric(tx, user, request.params.id, request.query.metric),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    routePath(metricsPatterns.reports),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: createMetricReportInputSchema,
        response: { 200: metricReportSchema, 201: metricReportSchema },
      },
    },
    async (request, reply) => {
      const saved = await request.tenant((tx, user) =>
        recordMetricReport(tx, user, request.params.id, request.body),
      );
      return reply
        .status(saved.created ? 201 : 200)
        .send(presentMetricReport(saved.report, saved.reportingPeriod));
    },
  );
};
