import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { peopleCsvColumns } from '../../../../contract/people/imports';
import type { PeopleImportRow } from '../../../../contract/people/imports.schema';
import type { Database } from '../../../db/client';
import { userProfiles } from '../../../db/schema/people';
import { peopleImports } from '../../../db/schema/people-imports';
import { withTenant, type TenantTx } from '../../../db/tenant';
import { HttpError } from '../../../http-errors';
import { tenantJob } from '../../../jobs/tenant-job';
import { requireSeats } from '../../billing/seats/seat-allowance';
import { applyImportRows } from './apply';
import { classifyRows, type RawRow } from './classify';
import { countsOf, lockImports } from './commit';
import { loadImportContext } from './context';

export const PEOPLE_IMPORT_JOB = 'people.csv-import';

/** A stored row as the file gave it, to classify again. */
function rawOf(row: PeopleImportRow): RawRow {
  const raw = { line: row.line } as RawRow;
  for (const column of peopleCsvColumns) raw[column] = row[column];
  return raw;
}

function failureOf(err: unknown): string {
  if (err instanceof HttpError) {
    const body = err.body as Record<string, unknown>;
    return Object.values(body).flat().map(String).join(' ');
  }
  const code = (err as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') {
    return 'Someone added people while the import ran, so nothing was imported. Import the file again: the people added meanwhile are then recognised.';
  }
  return err instanceof Error ? err.message : String(err);
}

/**
 * Applies a committed file in the background, in one transaction: every accepted row or none.
 * The rows are classified again against the organisation as it is now (under the import lock,
 * so two imports never interleave), so whatever changed since the upload is taken into account
 * and the counts say what was really done. Progress is written from a second connection so the
 * screen sees it while the transaction is open. `progressDb` is the worker's database; the
 * request side only enqueues.
 */
export function peopleImportJob(progressDb?: Database) {
  return tenantJob({
    name: PEOPLE_IMPORT_JOB,
    schema: z.object({ importId: z.number().int().positive() }),
    async run(tx, { importId }) {
      await lockImports(tx);
      const [record] = await tx.select().from(peopleImports).where(eq(peopleImports.id, importId));
      if (!record || record.status !== 'running') return;
      const progress = async (processedRows: number) => {
        if (!progressDb) return;
        await withTenant(progressDb, record.organisationId, (own) =>
          own.update(peopleImports).set({ processedRows }).where(eq(peopleImports.id, importId)),
        );
      };
      try {
        // A savepoint: a failure undoes every row but leaves the transaction to record it.
        await tx.execute(sql`SAVEPOINT people_import`);
        const counts = await applyStored(tx, record, progress).catch(async (err: unknown) => {
          await tx.execute(sql`ROLLBACK TO SAVEPOINT people_import`);
          throw err;
        });
        await tx
          .update(peopleImports)
          .set({
            status: 'committed',
            finishedAt: new Date(),
            processedRows: record.totalRows,
            ...counts,
          })
          .where(eq(peopleImports.id, importId));
      } catch (err) {
        await tx
          .update(peopleImports)
          .set({ status: 'failed', finishedAt: new Date(), error: failureOf(err) })
          .where(eq(peopleImports.id, importId));
      }
    },
  });
}

async function applyStored(
  tx: TenantTx,
  record: typeof peopleImports.$inferSelect,
  progress: (processed: number) => Promise<void>,
) {
  let managedBy = null;
  if (record.scope === 'people_manager') {
    const [uploader] = record.uploadedById
      ? await tx
          .select({ id: userProfiles.id, email: userProfiles.email })
          .from(userProfiles)
          .where(eq(userProfiles.id, record.uploadedById))
      : [];
    if (!uploader) throw new Error('The people manager who uploaded the file no longer exists.');
    managedBy = { id: uploader.id, email: uploader.email.toLowerCase() };
  }
  const ctx = await loadImportContext(tx, managedBy);
  const rows = classifyRows(record.rows.map(rawOf), ctx);
  const counts = countsOf(rows);
  await requireSeats(tx, counts.created, 'file');
  // Rows left as they are count as processed from the start, so the bar ends at the total.
  const untouched = record.totalRows - counts.created - counts.updated;
  await applyImportRows(tx, rows, ctx, (done) => progress(untouched + done));
  const same = rows.every((r, i) => r.outcome === record.rows[i]?.outcome);
  return same ? counts : { ...counts, rows };
}
