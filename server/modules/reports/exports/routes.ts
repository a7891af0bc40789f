import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportPatterns } from '../../../../contract/reports/portfolio';
import {
  exportInputSchema,
  exportStatusSchema,
} from '../../../../contract/reports/portfolio.schema';
import { routePath } from '../../../http/route-path';
import { attachmentDisposition } from '../../../integrations/files/upload-check';
import { buildDeckJob } from './job';
import { clearExport, downloadExport, exportStatus, exportStatusOf, startExport } from './service';

const tags = ['reports'];
/**
 * The status poll and the download only read (POSTs as the calls were named): they must not
 * count as writes, which would drop the organisation's cached portfolio answers on every poll
 * (every 10 s while /portfolio is open). Not cached: a build's progress is read as it is.
 */
const readsOnly = { readOnly: true } as const;
const statusResponses = {
  200: exportStatusSchema,
  201: exportStatusSchema,
  202: exportStatusSchema,
};

/**
 * PowerPoint export (SPEC §4): start a project's deck, poll its status (202 building, 201 ready,
 * 200 nothing pending), download it (its originator only), then clear it.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = app.integrations.files;
  const job = buildDeckJob(files);

  app.post(
    routePath(reportPatterns.exportPowerpoint),
    { schema: { tags, body: exportInputSchema, response: { 202: exportStatusSchema } } },
    async (request, reply) => {
      const status = await request.tenant(async (tx, user) => {
        const row = await startExport(tx, user, files, request.body);
        await job.enqueue(app.jobQueue, tx, { exportId: row.id });
        return exportStatusOf(row, user);
      });
      return reply.status(202).send(status.body);
    },
  );

  app.post(
    routePath(reportPatterns.exportStatus),
    { config: readsOnly, schema: { tags, response: statusResponses } },
    async (request, reply) => {
      const status = await request.tenant((tx, user) => exportStatus(tx, user));
      return reply.status(status.code).send(status.body);
    },
  );

  app.post(
    routePath(reportPatterns.downloadPowerpoint),
    { config: readsOnly, schema: { tags } },
    async (request, reply) => {
      const file = await request.tenant((tx, user) => downloadExport(tx, user, files));
      return reply
        .header(
          'content-type',
          'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        )
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );

  app.post(
    routePath(reportPatterns.clearPowerpoint),
    { schema: { tags, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.tenant((tx, user) => clearExport(tx, user, files));
      return reply.status(204).send(null);
    },
  );
};
