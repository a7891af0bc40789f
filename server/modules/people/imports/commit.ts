import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PeopleImportRow } from '../../../../contract/people/imports.schema';
import type { Database } from '../../../db/client';
import { userProfiles } from '../../../db/schema/people';
import { peopleImports } from '../../../db/schema/people-imports';
import { textArray } from '../../../db/sql-arrays';
import { withTenant, type TenantTx } from '../../../db/tenant';
import { notFound } from '../../../http-errors';
import { roleOf, tagsOf } from './classify';

export const PEOPLE_IMPORT_JOB = 'people.csv-import';
/** Past this many rows the commit runs as a background job with a progress bar. */
export const IMPORT_JOB_THRESHOLD = 2000;
const BATCH = 1000;

export type PeopleImportRecord = typeof peopleImports.$inferSelect;
const uploaders = alias(userProfiles, 'uploaders');

const col = (rows: PeopleImportRow[], pick: (r: PeopleImportRow) => string) =>
  textArray(rows.map(pick));

/**
 * Applies the accepted rows in the caller's transaction (sites and departments are written by
 * name, already checked against the organisation's lists; the profile trigger of migration 0028
 * turns each into its reference): new people in multi-row inserts, changes
 * in set-based updates (a blank cell keeps the field), then managers by e-mail once everyone
 * exists. A few statements per thousand rows, whatever the file's size.
 */
export async function applyImportRows(
  tx: TenantTx,
  rows: PeopleImportRow[],
  onProgress: (done: number) => Promise<void>,
): Promise<void> {
  const accepted = rows.filter((r) => r.outcome === 'created' || r.outcome === 'updated');
  for (let i = 0; i < accepted.length; i += BATCH) {
    const batch = accepted.slice(i, i + BATCH);
    const created = batch.filter((r) => r.outcome === 'created');
    const updated = batch.filter((r) => r.outcome === 'updated');
    if (created.length > 0) {
      await tx.execute(sql`
        INSERT INTO user_profiles (organisation_id, email, first_name, last_name, job_title, site,
                                   department, function, persona, role, people_tags)
        SELECT current_setting('app.organisation_id')::integer, u.email, u.first_name, u.last_name,
               nullif(u.job_title, ''), nullif(u.site, ''), nullif(u.department, ''),
               nullif(u.function, ''), nullif(u.persona, ''), coalesce(nullif(u.role, ''), 'EMPLOYEE'),
               CASE WHEN u.tags = '' THEN '{}'::text[] ELSE string_to_array(u.tags, '|') END
        FROM unnest(${col(created, (r) => r.email)}, ${col(created, (r) => r.first_name)},
                    ${col(created, (r) => r.last_name)}, ${col(created, (r) => r.job_title)},
                    ${col(created, (r) => r.site)}, ${col(created, (r) => r.department)},
                    ${col(created, (r) => r.function)}, ${col(created, (r) => r.persona)},
                    ${col(created, (r) => roleOf(r.role) ?? '')},
                    ${col(created, (r) => tagsOf(r.people_tags).join('|'))})
          AS u(email, first_name, last_name, job_title, site, department, function, persona, role, tags)
        ON CONFLICT DO NOTHING`);
    }
    if (updated.length > 0) {
      await tx.execute(sql`
        UPDATE user_profiles p SET
          first_name = coalesce(nullif(u.first_name, ''), p.first_name),
          last_name = coalesce(nullif(u.last_name, ''), p.last_name),
          job_title = coalesce(nullif(u.job_title, ''), p.job_title),
          site = coalesce(nullif(u.site, ''), p.site),
          department = coalesce(nullif(u.department, ''), p.department),
          function = coalesce(nullif(u.function, ''), p.function),
          persona = coalesce(nullif(u.persona, ''), p.persona),
          role = coalesce(nullif(u.role, ''), p.role),
          people_tags = CASE WHEN u.tags = '' THEN p.people_tags ELSE string_to_array(u.tags, '|') END,
          updated_at = now()
        FROM unnest(${col(updated, (r) => r.email)}, ${col(updated, (r) => r.first_name)},
                    ${col(updated, (r) => r.last_name)}, ${col(updated, (r) => r.job_title)},
                    ${col(updated, (r) => r.site)}, ${col(updated, (r) => r.department)},
                    ${col(updated, (r) => r.function)}, ${col(updated, (r) => r.persona)},
                    ${col(updated, (r) => roleOf(r.role) ?? '')},
                    ${col(updated, (r) => tagsOf(r.people_tags).join('|'))})
          AS u(email, first_name, last_name, job_title, site, department, function, persona, role, tags)
        WHERE lower(p.email) = u.email`);
    }
    await onProgress(Math.min(i + BATCH, accepted.length));
  }
  const withManager = accepted.filter((r) => r.manager_email !== '');
  for (let i = 0; i < withManager.length; i += BATCH * 5) {
    const batch = withManager.slice(i, i + BATCH * 5);
    await tx.execute(sql`
      UPDATE user_profiles p SET manager_id = m.id
      FROM unnest(${col(batch, (r) => r.email)}, ${col(batch, (r) => r.manager_email)}) AS u(email, manager_email)
      JOIN user_profiles m ON lower(m.email) = u.manager_email
      WHERE lower(p.email) = u.email AND p.id <> m.id`);
  }
}

export function countsOf(rows: PeopleImportRow[]) {
  const count = (o: PeopleImportRow['outcome']) => rows.filter((r) => r.outcome === o).length;
  return {
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    rejected: count('rejected'),
  };
}

/** The background commit of a large file; the import row carries progress and the outcome. */
export async function runPeopleImportJob(
  db: Database,
  data: { organisationId: number; importId: number },
): Promise<void> {
  const { organisationId, importId } = data;
  const progress = (processedRows: number) =>
    withTenant(db, organisationId, (tx) =>
      tx.update(peopleImports).set({ processedRows }).where(eq(peopleImports.id, importId)),
    ).then(() => undefined);
  try {
    await withTenant(db, organisationId, async (tx) => {
      const [record] = await tx.select().from(peopleImports).where(eq(peopleImports.id, importId));
      if (!record || record.status !== 'running') return;
      await applyImportRows(tx, record.rows, progress);
      await tx
        .update(peopleImports)
        .set({ status: 'committed', finishedAt: new Date(), processedRows: record.totalRows })
        .where(eq(peopleImports.id, importId));
    });
  } catch (err) {
    await withTenant(db, organisationId, (tx) =>
      tx
        .update(peopleImports)
        .set({ status: 'failed', finishedAt: new Date(), error: (err as Error).message })
        .where(eq(peopleImports.id, importId)),
    );
  }
}

const summaryColumns = {
  record: peopleImports,
  uploader: {
    id: uploaders.id,
    firstName: uploaders.firstName,
    lastName: uploaders.lastName,
    email: uploaders.email,
  },
};

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
