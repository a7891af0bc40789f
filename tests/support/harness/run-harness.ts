import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { generateSigningKeys } from '../../../server/auth/signing-keys';
import { createTokenVerifier } from '../../../server/auth/verify-token';
import { openDatabase, type Database } from '../../../server/db/client';
import { demo, TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE, useTestServer } from '../test-server';
import { authCases, crossOrganisationCases, slotsOf, type BadCredentials } from './access-cases';
import { badCredentials } from './bad-credentials';
import { describeResponse, requestOf } from './calls';
import { changedTables, organisationChecksum, probeTenancy, type Tenancy } from './database-probe';
import { optOuts, sampleBodies } from './declarations';
import { inputCases, type HarnessCase } from './input-cases';
import { mirrorRows } from './mirror-rows';
import { readOperations, shardOf, type Operation } from './openapi-operations';

/** The operations of the server's OpenAPI document; the app is built without a database. */
async function documentOperations(): Promise<Operation[]> {
  const unconnected = openDatabase('postgres://harness@127.0.0.1:1/none', { max: 1 });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config: { logLevel: 'silent', rateLimitPublicPerMinute: 1000, env: 'test' },
      db: unconnected.db,
      verifyToken: createTokenVerifier(
        { mode: 'local', issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE },
        await generateSigningKeys(),
      ),
    });
    await app.ready();
    return await readOperations(app);
  } finally {
    await app?.close();
    await unconnected.close();
  }
}

type Group = 'auth' | 'cross-org' | 'input';

/** The opt-out entry that excuses this case: `*`, its group, or a prefix of its name. */
function excuse(operation: Operation, group: Group, name: string): string | undefined {
  const out = optOuts[operation.key];
  return out?.cases.find((c) => c === '*' || c === group || name.startsWith(c));
}

async function organisationOf(server: { db: Database }, email: string) {
  const result = await server.db.execute<{ organisation_id: number }>(
    sql`SELECT organisation_id FROM user_profiles WHERE lower(email) = lower(${email})`,
  );
  const id = result.rows[0]?.organisation_id;
  if (!id) throw new Error(`No seeded person ${email}`);
  return id;
}

/**
 * Every route of the server's own OpenAPI document (this file's shard of it), probed as an
 * attacker and a careless client would: bad credentials, another organisation's ids, and
 * malformed input. Each route is one test listing every case it failed; nothing a refused
 * request sends may change either organisation's rows.
 */
export async function runHarness(options: { shard: number; of: number }) {
  const all = await documentOperations();
  const operations = shardOf(all, options.shard, options.of);

  describe(`OpenAPI harness, shard ${options.shard} of ${options.of}`, () => {
    const server = useTestServer();
    let tenancy: Tenancy;
    let credentials: BadCredentials;
    let adminAuth: Record<string, string>;
    const counts = { routes: 0, auth: 0, 'cross-org': 0, input: 0, untested: [] as string[] };
    let unmirrored: string[] = [];
    const started = Date.now();

    beforeAll(async () => {
      const ours = await organisationOf(server, demo.admin);
      const other = await organisationOf(server, demo.otherAdmin);
      tenancy = await probeTenancy(server.db, ours, other);
      // The seed gives the other organisation no rows in many tables; copies of ours let every
      // id slot be probed across organisations, including tables added after this was written.
      unmirrored = await mirrorRows(server.db.$client, tenancy.ourIds, tenancy.otherIds, other);
      const token = await server.tokenFor(demo.admin);
      adminAuth = { authorization: `Bearer ${token}` };
      // Use the token once so that any cache of verified tokens holds it before it is tampered with.
      const warm = await server.app.inject({
        method: 'GET',
        url: '/api/v1/get-users-profile/',
        headers: adminAuth,
      });
      if (warm.statusCode >= 500) throw new Error(`warm-up call failed: ${describeResponse(warm)}`);
      credentials = await badCredentials(server, token, await server.tokenFor(demo.otherAdmin));
    });

    afterAll(() => {
      const total = counts.auth + counts['cross-org'] + counts.input;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `OpenAPI harness ${options.shard}/${options.of}: ${counts.routes} routes, ${total} cases ` +
          `(auth ${counts.auth}, cross-organisation ${counts['cross-org']}, malformed input ${counts.input}) in ${seconds} s` +
          (counts.untested.length
            ? `\n  not probed across organisations: ${counts.untested.join('; ')}`
            : '') +
          (unmirrored.length
            ? `\n  tables the other organisation has no row of: ${unmirrored.join('; ')}`
            : ''),
      );
    });

    async function send(
      operation: Operation,
      cases: HarnessCase[],
      headers: Record<string, string>,
    ): Promise<{ c: HarnessCase; problem: string | undefined }[]> {
      const results: { c: HarnessCase; problem: string | undefined }[] = [];
      // A few at a time: the server is shared with the other files of the run.
      for (let i = 0; i < cases.length; i += 6) {
        await Promise.all(
          cases.slice(i, i + 6).map(async (c) => {
            const request = requestOf(operation, {
              ...c.parts,
              headers: { ...headers, ...c.parts.headers },
            });
            const response = await server.app.inject(request);
            results.push({ c, problem: c.check(response) ?? undefined });
          }),
        );
      }
      return results;
    }

    /** The cases not excused; excused ones are kept for `staleOptOuts`. */
    async function run(
      operation: Operation,
      group: Group,
      cases: HarnessCase[],
      headers: Record<string, string>,
      excused: { group: Group; cases: HarnessCase[]; headers: Record<string, string> }[],
    ) {
      const chosen = cases.filter((c) => !excuse(operation, group, c.name));
      counts[group] += chosen.length;
      excused.push({
        group,
        cases: cases.filter((c) => excuse(operation, group, c.name)),
        headers,
      });
      const results = await send(operation, chosen, headers);
      return results.flatMap(({ c, problem }) => (problem ? [`${c.name}: ${problem}`] : []));
    }

    /**
     * Runs the excused cases after the route's write check (an excused case may write: a null
     * accepted on purpose): an opt-out none of whose cases fails any more is stale.
     */
    async function staleOptOuts(
      operation: Operation,
      excused: { group: Group; cases: HarnessCase[]; headers: Record<string, string> }[],
    ) {
      const needed = new Map<string, boolean>();
      for (const { group, cases, headers } of excused) {
        for (const { c, problem } of await send(operation, cases, headers)) {
          const by = excuse(operation, group, c.name);
          if (!by || by === '*' || by === group) continue;
          needed.set(by, (needed.get(by) ?? false) || problem !== undefined);
        }
      }
      return [...needed]
        .filter(([, still]) => !still)
        .map(
          ([by]) =>
            `opt-out "${by}" is no longer needed (its cases pass): remove it from declarations.ts`,
        );
    }

    if (options.shard === 1) {
      it('declares opt-outs and sample bodies only for routes the document has', () => {
        const keys = new Set(all.map((o) => o.key));
        expect(Object.keys(optOuts).filter((key) => !keys.has(key))).toEqual([]);
        expect(Object.keys(sampleBodies).filter((key) => !keys.has(key))).toEqual([]);
      });

      // Every id slot is probed across organisations only if the other one has a row to point at.
      it('gives the other organisation a row of every tenant table', () => {
        expect(unmirrored).toEqual([]);
        expect([...tenancy.tables].filter((table) => !tenancy.otherIds.has(table))).toEqual([]);
      });
    }

    for (const operation of operations) {
      it(operation.key, async () => {
        counts.routes += 1;
        const before = {
          ours: await organisationChecksum(server.db, tenancy.ours),
          other: await organisationChecksum(server.db, tenancy.other),
        };
        const failures: string[] = [];
        const { unknown } = slotsOf(operation, tenancy);
        for (const slot of unknown) {
          failures.push(
            `id slot ${slot}: the harness cannot tell which table it points at; declare it in tests/support/harness/declarations.ts`,
          );
        }
        const excused: Parameters<typeof staleOptOuts>[1] = [];
        failures.push(
          ...(await run(
            operation,
            'auth',
            authCases(operation, tenancy, credentials),
            {},
            excused,
          )),
        );
        if (!operation.public) {
          const cross = crossOrganisationCases(operation, tenancy);
          counts.untested.push(...cross.untested.map((u) => `${operation.key} ${u}`));
          failures.push(...(await run(operation, 'cross-org', cross.cases, adminAuth, excused)));
        }
        failures.push(
          ...(await run(operation, 'input', inputCases(operation, tenancy), adminAuth, excused)),
        );
        const after = {
          ours: await organisationChecksum(server.db, tenancy.ours),
          other: await organisationChecksum(server.db, tenancy.other),
        };
        for (const table of changedTables(before.other, after.other)) {
          failures.push(`the other organisation's ${table} changed`);
        }
        for (const table of changedTables(before.ours, after.ours)) {
          failures.push(`a refused request wrote to ${table}`);
        }
        failures.push(...(await staleOptOuts(operation, excused)));
        expect(failures).toEqual([]);
      });
    }
  });
}
