import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestServer } from './test-server';

export interface ApiResponse<T> {
  status: number;
  body: T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls `/api/v1/<path>` as a seeded person (or signed out with `null`) and returns the status
 * and the parsed body, typed by the contract type the caller names.
 */
export function apiClient(server: TestServer) {
  const tokens = new Map<string, string>();
  async function call<T>(
    method: Method,
    as: string | null,
    path: string,
    payload?: unknown,
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {};
    if (as) {
      let token = tokens.get(as);
      if (!token) {
        token = await server.tokenFor(as);
        tokens.set(as, token);
      }
      headers.authorization = `Bearer ${token}`;
    }
    const res = await server.app.inject({
      method,
      url: `/api/v1/${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
  }
  return {
    get: <T>(as: string | null, path: string) => call<T>('GET', as, path),
    post: <T>(as: string | null, path: string, payload: unknown) =>
      call<T>('POST', as, path, payload),
    put: <T>(as: string | null, path: string, payload: unknown) =>
      call<T>('PUT', as, path, payload),
    patch: <T>(as: string | null, path: string, payload: unknown) =>
      call<T>('PATCH', as, path, payload),
    delete: <T = null>(as: string | null, path: string) => call<T>('DELETE', as, path),
  };
}

/** The id of a seeded row by its name (owner access, across organisations). */
export async function seededId(
  server: TestServer,
  table:
    | 'projects'
    | 'changes'
    | 'workstreams'
    | 'project_metrics'
    | 'project_tags'
    | 'departments'
    | 'reporting_sites'
    | 'user_profiles'
    | 'deliverables'
    | 'milestones',
  name: string,
): Promise<number> {
  const column = table === 'user_profiles' ? sql.raw('email') : sql.raw('name');
  const result = await server.db.execute<{ id: number }>(
    sql`SELECT id FROM ${sql.raw(table)} WHERE ${column} = ${name} LIMIT 1`,
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`No seeded ${table} row named ${name}`);
  return id;
}

/** Counts rows with owner access, to check what a refused request left behind. */
export async function countRows(
  server: TestServer,
  query: ReturnType<typeof sql>,
): Promise<number> {
  const result = await server.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (${query}) q`,
  );
  return result.rows[0]?.n ?? 0;
}

export const seededProjects = {
  epr: 'Electronic patient record rollout',
  finance: 'Finance shared services',
  hybrid: 'Hybrid working policy',
  theatre: 'Theatre scheduling redesign',
  procurement: 'Procurement portal',
  rota: 'Legacy rota system retirement',
  contosoScanners: 'Warehouse scanner upgrade',
};

export const seededPeople = {
  priya: 'priya.patel@demo.changecraft.test',
  sam: 'sam.sponsor@demo.changecraft.test',
  tom: 'tom.turner@demo.changecraft.test',
};

/**
 * How many statements the database client sends while `fn` runs (every pooled client), to
 * show that a call's query count does not grow with the rows it returns.
 */
export async function countQueries<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let queries = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    queries += 1;
    return original.apply(this, args);
  };
  try {
    const result = await fn();
    return { result, queries };
  } finally {
    prototype.query = original;
  }
}
