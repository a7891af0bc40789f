import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

export type TenantTx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

/**
 * Runs `fn` in one transaction as the organisation's tenant: the role without RLS bypass and
 * `app.organisation_id` set, so a query that forgets its filter still sees only this
 * organisation's rows. Everything `fn` writes commits or rolls back together.
 */
export function withTenant<T>(
  db: Database,
  organisationId: number,
  fn: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL ROLE changecraft_app`);
    await tx.execute(
      sql`SELECT set_config('app.organisation_id', ${String(organisationId)}, true)`,
    );
    return fn(tx);
  });
}
