import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  peopleImportHistorySchema,
  peopleImportPreviewSchema,
  peopleImportSummarySchema,
} from '../../../../contract/people/imports.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { peopleImports } from '../../../db/schema/people-imports';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, forbidden } from '../../../http-errors';
import { findFeatureFlag } from '../../admin/feature-flag-service';
import { requirePeopleAdmin } from '../people-policy';
import { requireSeats } from '../../billing/seats/seat-allowance';
import { classifyRows, readPeopleCsv } from './classify';
import {
  applyImportRows,
  countsOf,
  findImport,
  IMPORT_JOB_THRESHOLD,
  importHistory,
  PEOPLE_IMPORT_JOB,
} from './commit';
import { loadImportContext } from './context';
import { presentImportSummary } from './present';
import { importReportCsv } from './report';
import { userProfiles } from '../../../db/schema/people';
import { eq } from 'drizzle-orm';

const tags = ['people'];
const consumes = ['multipart/form-data'];

/** The first file of a multipart upload (later files are ignored, as the SPA sends one). */
async function firstFile(request: FastifyRequest): Promise<{ name: string; text: string }> {
  if (!request.isMultipart())
    throw badRequest({ file: ['Upload the CSV file as multipart form data.'] });
  const file = await request.file();
  if (!file) throw badRequest({ file: ['Choose a CSV file to upload.'] });
  const buffer = await file.toBuffer();
  if (buffer.includes(0)) throw badRequest({ file: ['The file is not a text CSV file.'] });
  return { name: file.filename || 'people.csv', text: buffer.toString('utf8') };
}

type Scope = 'admin' | 'people_manager';

async function authorise(tx: TenantTx, user: CurrentUser, scope: Scope) {
  if (scope === 'admin') {
    requirePeopleAdmin(user);
    return null;
  }
  const [me] = await tx
    .select({ isPeopleManager: userProfiles.isPeopleManager, email: userProfiles.email })
    .from(userProfiles)
    .where(eq(userProfiles.id, user.id));
  const flag = await findFeatureFlag(tx, 'people_manager');
  if (!me?.isPeopleManager || flag?.enabled === false) {
    throw forbidden('Only people managers can import the people they manage.');
  }
  return { id: user.id, email: me.email.toLowerCase() };
}

/** CSV import of people: preview, commit (admin or people manager), history and reports. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/preview-people-csv-upload/',
    { schema: { tags, consumes, response: { 200: peopleImportPreviewSchema } } },
    async (request) => {
      const file = await firstFile(request);
      const scope: Scope = request.caller().role === 'ADMIN' ? 'admin' : 'people_manager';
      return request.tenant(async (tx, user) => {
        const managedBy = await authorise(tx, user, scope);
        const rows = classifyRows(readPeopleCsv(file.text), await loadImportContext(tx, managedBy));
        const [record] = await tx
          .insert(peopleImports)
          .values({
            uploadedById: user.id,
            scope,
            fileName: file.name,
            status: 'previewed',
            totalRows: rows.length,
            ...countsOf(rows),
            rows,
          })
          .returning();
        if (!record) throw new Error('import not recorded');
        const found = await findImport(tx, record.id);
        return { ...presentImportSummary(found.record, found.uploader), rows };
      });
    },
  );

  const commit = (scope: Scope) => async (request: FastifyRequest, reply: FastifyReply) => {
    const file = await firstFile(request);
    const { id, queued } = await request.tenant(async (tx, user) => {
      const managedBy = await authorise(tx, user, scope);
      const rows = classifyRows(readPeopleCsv(file.text), await loadImportContext(tx, managedBy));
      const counts = countsOf(rows);
      await requireSeats(tx, counts.created, 'file');
      const big = counts.created + counts.updated > IMPORT_JOB_THRESHOLD;
      const [record] = await tx
        .insert(peopleImports)
        .values({
          uploadedById: user.id,
          scope,
          fileName: file.name,
          status: big ? 'running' : 'committed',
          totalRows: rows.length,
          processedRows: big ? 0 : rows.length,
          ...counts,
          rows,
          finishedAt: big ? null : new Date(),
        })
        .returning({ id: peopleImports.id });
      if (!record) throw new Error('import not recorded');
      if (!big) await applyImportRows(tx, rows, async () => undefined);
      return { id: record.id, queued: big };
    });
    if (queued) {
      await app.jobQueue.send(PEOPLE_IMPORT_JOB, {
        organisationId: request.caller().organisationId,
        importId: id,
      });
    }
    const found = await request.tenant((tx) => findImport(tx, id));
    return reply
      .status(queued ? 202 : 201)
      .send(presentImportSummary(found.record, found.uploader));
  };

  const commitSchema = {
    tags,
    consumes,
    response: { 201: peopleImportSummarySchema, 202: peopleImportSummarySchema },
  };
  app.post('/load-users-from-csv/', { schema: commitSchema }, commit('admin'));
  app.post(
    '/load-in-users-from-csv-people-manager/',
    { schema: commitSchema },
    commit('people_manager'),
  );

  app.get(
    '/get-history-for-user-csv-upload/',
    { schema: { tags, response: { 200: peopleImportHistorySchema } } },
    async (request) => {
      const rows = await request.tenant(async (tx, user) => {
        if (user.role !== 'ADMIN') await authorise(tx, user, 'people_manager');
        const all = await importHistory(tx);
        // A people manager sees their own imports; an admin sees every import.
        return user.role === 'ADMIN' ? all : all.filter((r) => r.record.uploadedById === user.id);
      });
      return rows.map((r) => presentImportSummary(r.record, r.uploader));
    },
  );

  app.get(
    '/people-imports/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: peopleImportSummarySchema } } },
    async (request) => {
      const found = await request.tenant(async (tx, user) => {
        const row = await findImport(tx, request.params.id);
        if (user.role !== 'ADMIN' && row.record.uploadedById !== user.id) throw forbidden();
        return row;
      });
      return presentImportSummary(found.record, found.uploader);
    },
  );

  app.get(
    '/people-imports/:id/report/',
    { schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const found = await request.tenant(async (tx, user) => {
        const row = await findImport(tx, request.params.id);
        if (user.role !== 'ADMIN' && row.record.uploadedById !== user.id) throw forbidden();
        return row;
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="people-import-${found.record.id}.csv"`,
        )
        .send(importReportCsv(found.record.rows));
    },
  );
};
