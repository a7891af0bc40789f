import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  peopleImportHistorySchema,
  peopleImportPreviewSchema,
  peopleImportSummarySchema,
  peopleCsvUploadSchema,
} from '../../../../contract/people/imports.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { peopleImports } from '../../../db/schema/people-imports';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, conflict, forbidden } from '../../../http-errors';
import { findFeatureFlag } from '../../admin/feature-flag-service';
import { requirePeopleAdmin } from '../people-policy';
import { requireSeats } from '../../billing/seats/seat-allowance';
import { applyImportRows } from './apply';
import { classifyRows, type RawRow } from './classify';
import {
  countsOf,
  findImport,
  IMPORT_JOB_THRESHOLD,
  importHistory,
  importRows,
  lockImports,
} from './commit';
import { peopleImportJob } from './job';
import { readPeopleCsv } from './read-csv';
import { loadImportContext } from './context';
import { presentImportSummary } from './present';
import { importReportCsv } from './report';
import { userProfiles } from '../../../db/schema/people';
import { eq } from 'drizzle-orm';

const tags = ['people'];
const consumes = ['multipart/form-data'];

/**
 * The first file of a multipart upload, read as it arrives (later files are ignored, as the
 * SPA sends one). A file past the upload limit is refused rather than read in part.
 */
async function readUpload(request: FastifyRequest): Promise<{ name: string; rows: RawRow[] }> {
  if (!request.isMultipart())
    throw badRequest({ file: ['Upload the CSV file as multipart form data.'] });
  const file = await request.file();
  if (!file) throw badRequest({ file: ['Choose a CSV file to upload.'] });
  const rows = await readPeopleCsv(file.file);
  if (file.file.truncated) {
    throw badRequest({ file: ['The file is larger than the 25 MB an upload may be.'] });
  }
  return { name: file.filename || 'people.csv', rows };
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
  const importJob = peopleImportJob();
  app.post(
    '/preview-people-csv-upload/',
    {
      schema: {
        tags,
        consumes,
        formBody: peopleCsvUploadSchema,
        response: { 200: peopleImportPreviewSchema },
      },
    },
    async (request) => {
      const file = await readUpload(request);
      const scope: Scope = request.caller().role === 'ADMIN' ? 'admin' : 'people_manager';
      return request.tenant(async (tx, user) => {
        const managedBy = await authorise(tx, user, scope);
        const rows = classifyRows(file.rows, await loadImportContext(tx, managedBy));
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
    const file = await readUpload(request);
    const { found, queued } = await request.tenant(async (tx, user) => {
      const managedBy = await authorise(tx, user, scope);
      const ctx = await loadImportContext(tx, managedBy);
      const rows = classifyRows(file.rows, ctx);
      const counts = countsOf(rows);
      await requireSeats(tx, counts.created, 'file');
      const big = counts.created + counts.updated > IMPORT_JOB_THRESHOLD;
      // A small file is applied here and now, so it must not interleave with a large one
      // still being applied (the job re-checks its rows under the same lock).
      if (!big && !(await lockImports(tx, false))) {
        throw conflict('Another import is being applied. Commit this file once it has finished.');
      }
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
      // Queued inside this transaction: no job without its import, no import without its job.
      if (big) await importJob.enqueue(app.jobQueue, tx, { importId: record.id });
      else await applyImportRows(tx, rows, ctx, async () => undefined);
      return { found: await findImport(tx, record.id), queued: big };
    });
    return reply
      .status(queued ? 202 : 201)
      .send(presentImportSummary(found.record, found.uploader));
  };

  const commitSchema = {
    tags,
    consumes,
    formBody: peopleCsvUploadSchema,
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
        return { ...row, rows: await importRows(tx, request.params.id) };
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="people-import-${found.record.id}.csv"`,
        )
        .send(importReportCsv(found.rows));
    },
  );
};
