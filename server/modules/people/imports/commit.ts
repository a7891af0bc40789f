import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PeopleImportRow } from '../../../../contract/people/imports.schema';
import { userProfiles } from '../../../db/schema/people';
import { peopleImports } from '../../../db/schema/people-imports';
import type { TenantTx } from '../../../db/tenant';
import { notFound } from '../../../http-errors';

/** Past this many rows to apply, the commit runs as a background job with a progress bar. */
export const IMPORT_JOB_THRESHOLD = 2000;

const uploaders = alias(userProfiles, 'uploaders');

export function countsOf(rows: PeopleImportRow[]) {
  const counts = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

/**
 * Takes the organisation's import lock for the rest of the transaction: imports are applied
 * one at a time, each against what the one before it left. `wait: false` answers at once
 * whether the lock was free.
 */
export async function lockImports(tx: TenantTx, wait = true): Promise<boolean> {
  if (wait) {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext('people-import'), current_setting('app.organisation_id')::int)`,
    );
    return true;
  }
  const res = await tx.execute<{ locked: boolean }>(
    sql`SELECT pg_try_advisory_xact_lock(hashtext('people-import'), current_setting('app.organisation_id')::int) AS locked`,
  );
  return res.rows[0]?.locked === true;
}

// Everything but the rows: a summary never reads the (up to 50,000-row) report.
const { rows: _rows, ...summaryRecord } = getTableColumns(peopleImports);
const summaryColumns = {
  record: summaryRecord,
  uploader: {
    id: uploaders.id,
    firstName: uploaders.firstName,
    lastName: uploaders.lastName,
    email: uploaders.email,
  },
};
export type ImportSummaryRow = Awaited<ReturnType<typeof findImport>>;

export function importHistory(tx: TenantTx) {
  return tx
    .select(summaryColumns)
    .from(peopleImports)
    .leftJoin(uploaders, eq(uploaders.id, peopleImports.uploadedById))
    .orderBy(desc(peopleImports.createdAt), desc(peopleImports.id))
    .limit(200);
}

export async function findImport(tx: TenantTx, id: number) {
  const [row] = await tx
    .select(summaryColumns)
    .from(peopleImports)
    .leftJoin(uploaders, eq(uploaders.id, peopleImports.uploadedById))
    .where(eq(peopleImports.id, id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The import's rows with their outcomes, for its report. */
export async function importRows(tx: TenantTx, id: number): Promise<PeopleImportRow[]> {
  const [row] = await tx
    .select({ rows: peopleImports.rows })
    .from(peopleImports)
    .where(eq(peopleImports.id, id));
  if (!row) throw notFound();
  return row.rows;
}
