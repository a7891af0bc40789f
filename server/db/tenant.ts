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
const clientOfView = new WeakMap<TenantTx, pg.PoolClient>();
/** Work to start once the transaction has committed (never after a rollback). */
const pendingAfterCommit = new WeakMap<TenantTx, (() => void)[]>();

function viewOf(client: pg.PoolClient): TenantTx {
  let view = tenantViews.get(client);
  if (!view) {
    const preparing = preparingClient(client);
    view = drizzle({ client: preparing });
    tenantViews.set(client, view);
    clientOfView.set(view, preparing);
  }
  return view;
}

/**
 * Raw SQL on the transaction's own connection, for libraries that take an executor (pg-boss's
 * `send(…, { db })`): what they write commits or rolls back with the request.
 */
export function sqlExecutorOf(tx: TenantTx): {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
} {
  const client = clientOfView.get(tx);
  if (!client) throw new Error('Not in a tenant transaction');
  return { executeSql: (text, values) => client.query(text, values) };
}

/** Runs `fn` once the tenant transaction `tx` has committed; a rollback drops it. */
export function afterCommit(tx: TenantTx, fn: () => void): void {
  const pending = pendingAfterCommit.get(tx);
  if (!pending) throw new Error('Not in a tenant transaction');
  pending.push(fn);
}

/**
 * Runs `fn` in one transaction as the organisation's tenant, on the request role's own login
 * (`connectRequestRole`; the role switch below is then a no-op kept as a second guard): the
 * role without RLS bypass and
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
  const view = viewOf(client);
  const committed: (() => void)[] = [];
  pendingAfterCommit.set(view, committed);
  try {
    await client.query(
      `BEGIN; SELECT set_config('role', 'changecraft_app', true), set_config('app.organisation_id', '${organisationId}', true)`,
    );
    const result = await fn(view);
    await client.query('COMMIT');
    pendingAfterCommit.delete(view);
    for (const run of committed) run();
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    pendingAfterCommit.delete(view);
    client.release();
  }
}
