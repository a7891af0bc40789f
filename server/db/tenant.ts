import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { requestPoolOf, type Database } from './client';
import { preparingClient } from './prepared-statements';

/**
 * What a request's queries run on: the request's own transaction. Nested transactions are not
 * offered: a request is one unit of work that commits or rolls back whole.
 */
export type TenantTx = Omit<NodePgDatabase, 'transaction'>;

const tenantViews = new WeakMap<pg.PoolClient, TenantTx>();

function viewOf(client: pg.PoolClient): TenantTx {
  let view = tenantViews.get(client);
  if (!view) {
    view = drizzle({ client: preparingClient(client) });
    tenantViews.set(client, view);
  }
  return view;
}

/**
 * Runs `fn` in one transaction as the organisation's tenant, on the request role's own login
 * (`connectRequestRole`; the role switch below is then a no-op kept as a second guard): the role without RLS bypass and
 * `app.organisation_id` set, so a query that forgets its filter still sees only this
 * organisation's rows. Everything `fn` writes commits or rolls back together.
 *
 * BEGIN and the two settings travel as one round trip (the id is an integer, so inlining it
 * is safe), which is most of what a short read costs.
 */
export async function withTenant<T>(
  db: Database,
  organisationId: number,
  fn: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(organisationId) || organisationId <= 0) {
    throw new Error(`Invalid organisation id ${String(organisationId)}`);
  }
  const client = await requestPoolOf(db).connect();
  try {
    await client.query(
      `BEGIN; SELECT set_config('role', 'changecraft_app', true), set_config('app.organisation_id', '${organisationId}', true)`,
    );
    const result = await fn(viewOf(client));
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
