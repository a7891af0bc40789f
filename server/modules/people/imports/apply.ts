import { sql } from 'drizzle-orm';
import type { PeopleImportRow } from '../../../../contract/people/imports.schema';
import { intArray, nullableIntArray, textArray } from '../../../db/sql-arrays';
import type { TenantTx } from '../../../db/tenant';
import { roleOf, tagsOf, type ImportContext } from './classify';

/** Rows per statement: big enough that statements are few, small enough for a lively progress bar. */
const BATCH = 2500;

const text = (rows: PeopleImportRow[], pick: (r: PeopleImportRow) => string) =>
  textArray(rows.map(pick));

/**
 * New people in the order a manager comes before the people they manage, with the id each
 * will have: ids are drawn from the table's sequence up front, so every row carries its manager
 * at insert and nothing is updated a second time. A new manager in the file sits in an earlier
 * statement or in the same one (foreign keys are checked at the end of each statement). People
 * managing each other in a circle get their manager afterwards (`late`).
 */
function orderCreated(created: PeopleImportRow[]): {
  ordered: PeopleImportRow[];
  late: PeopleImportRow[];
} {
  const byEmail = new Map(created.map((r) => [r.email, r]));
  const depth = new Map<string, number>();
  const late: PeopleImportRow[] = [];
  for (const start of created) {
    // Walk up to the first manager whose depth is known (or who is not new), then set the
    // depths on the way back down: iterative, as a chain may be 50,000 people long.
    const path: PeopleImportRow[] = [];
    const onPath = new Set<string>();
    let row: PeopleImportRow | undefined = start;
    let base = -1;
    while (row && !depth.has(row.email)) {
      if (onPath.has(row.email)) {
        // A circle: the last one walked reports to someone above them on this path.
        const last = path.at(-1);
        if (last) late.push(last);
        row = undefined;
        break;
      }
      onPath.add(row.email);
      path.push(row);
      row = row.manager_email ? byEmail.get(row.manager_email) : undefined;
    }
    if (row && depth.has(row.email)) base = depth.get(row.email) ?? -1;
    for (let i = path.length - 1; i >= 0; i--) {
      const r = path[i];
      if (r) depth.set(r.email, (base += 1));
    }
  }
  const ordered = [...created].sort(
    (a, b) => (depth.get(a.email) ?? 0) - (depth.get(b.email) ?? 0),
  );
  return { ordered, late };
}

/**
 * Applies the accepted rows in the caller's transaction: new people in multi-row inserts with
 * their site, department and manager already resolved to ids (the organisation's lists were
 * checked by name, so no per-row lookup is left to the database), changes in set-based
 * updates by id where a blank cell keeps the field. A few statements per 2,500 rows.
 */
export async function applyImportRows(
  tx: TenantTx,
  rows: PeopleImportRow[],
  ctx: ImportContext,
  onProgress: (done: number) => Promise<void>,
): Promise<void> {
  const created = rows.filter((r) => r.outcome === 'created');
  const updated = rows.filter((r) => r.outcome === 'updated');
  const ids = new Map<string, number>();
  if (created.length > 0) {
    const drawn = await tx.execute<{ id: number }>(
      sql`SELECT nextval(pg_get_serial_sequence('user_profiles', 'id'))::int AS id
          FROM generate_series(1, ${created.length}::int)`,
    );
    created.forEach((r, i) => ids.set(r.email, Number(drawn.rows[i]?.id)));
  }
  const idOf = (email: string) => ctx.people.get(email)?.id ?? ids.get(email) ?? null;
  const { ordered, late } = orderCreated(created);
  const lateEmails = new Set(late.map((r) => r.email));
  const managerOf = (r: PeopleImportRow) =>
    r.manager_email && !lateEmails.has(r.email) ? idOf(r.manager_email) : null;
  const siteId = (r: PeopleImportRow) => (r.site ? (ctx.sites.get(r.site) ?? null) : null);
  const departmentId = (r: PeopleImportRow) =>
    r.department ? (ctx.departments.get(r.department) ?? null) : null;

  let done = 0;
  for (let i = 0; i < ordered.length; i += BATCH) {
    const batch = ordered.slice(i, i + BATCH);
    await tx.execute(sql`
      INSERT INTO user_profiles (id, email, first_name, last_name, job_title, site_id, site,
                                 department_id, department, function, persona, role, people_tags,
                                 manager_id)
      SELECT u.id, u.email, u.first_name, u.last_name, nullif(u.job_title, ''), u.site_id,
             nullif(u.site, ''), u.department_id, nullif(u.department, ''),
             nullif(u.function, ''), nullif(u.persona, ''), u.role,
             CASE WHEN u.tags = '' THEN '{}'::text[] ELSE string_to_array(u.tags, '|') END,
             u.manager_id
      FROM unnest(${intArray(batch.map((r) => ids.get(r.email) ?? 0))},
                  ${text(batch, (r) => r.email)}, ${text(batch, (r) => r.first_name)},
                  ${text(batch, (r) => r.last_name)}, ${text(batch, (r) => r.job_title)},
                  ${nullableIntArray(batch.map(siteId))}, ${text(batch, (r) => r.site)},
                  ${nullableIntArray(batch.map(departmentId))}, ${text(batch, (r) => r.department)},
                  ${text(batch, (r) => r.function)}, ${text(batch, (r) => r.persona)},
                  ${text(batch, (r) => roleOf(r.role) ?? 'EMPLOYEE')},
                  ${text(batch, (r) => tagsOf(r.people_tags).join('|'))},
                  ${nullableIntArray(batch.map(managerOf))})
        AS u(id, email, first_name, last_name, job_title, site_id, site, department_id,
             department, function, persona, role, tags, manager_id)`);
    done += batch.length;
    await onProgress(done);
  }
  // Changes, and the managers of people in a circle, once everyone exists.
  const changes = [...updated, ...late];
  for (let i = 0; i < changes.length; i += BATCH) {
    const batch = changes.slice(i, i + BATCH);
    await tx.execute(sql`
      UPDATE user_profiles p SET
        first_name = coalesce(nullif(u.first_name, ''), p.first_name),
        last_name = coalesce(nullif(u.last_name, ''), p.last_name),
        job_title = coalesce(nullif(u.job_title, ''), p.job_title),
        site_id = CASE WHEN u.site = '' THEN p.site_id ELSE u.site_id END,
        site = coalesce(nullif(u.site, ''), p.site),
        department_id = CASE WHEN u.department = '' THEN p.department_id ELSE u.department_id END,
        department = coalesce(nullif(u.department, ''), p.department),
        function = coalesce(nullif(u.function, ''), p.function),
        persona = coalesce(nullif(u.persona, ''), p.persona),
        role = coalesce(nullif(u.role, ''), p.role),
        people_tags = CASE WHEN u.tags = '' THEN p.people_tags ELSE string_to_array(u.tags, '|') END,
        manager_id = coalesce(u.manager_id, p.manager_id),
        updated_at = now()
      FROM unnest(${intArray(batch.map((r) => idOf(r.email) ?? 0))},
                  ${text(batch, (r) => r.first_name)}, ${text(batch, (r) => r.last_name)},
                  ${text(batch, (r) => r.job_title)}, ${nullableIntArray(batch.map(siteId))},
                  ${text(batch, (r) => r.site)}, ${nullableIntArray(batch.map(departmentId))},
                  ${text(batch, (r) => r.department)}, ${text(batch, (r) => r.function)},
                  ${text(batch, (r) => r.persona)}, ${text(batch, (r) => roleOf(r.role) ?? '')},
                  ${text(batch, (r) => tagsOf(r.people_tags).join('|'))},
                  ${nullableIntArray(batch.map((r) => (r.manager_email ? idOf(r.manager_email) : null)))})
        AS u(id, first_name, last_name, job_title, site_id, site, department_id, department,
             function, persona, role, tags, manager_id)
      WHERE p.id = u.id`);
    done += batch.filter((r) => r.outcome === 'updated').length;
    await onProgress(done);
  }
}
