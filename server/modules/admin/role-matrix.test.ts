import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeResponse, refusal, requestOf } from '../../../tests/support/harness/calls';
import {
  changedTables,
  organisationChecksum,
  probeTenancy,
  type Tenancy,
} from '../../../tests/support/harness/database-probe';
import { baseParts } from '../../../tests/support/harness/input-cases';
import { operationsOf, type Operation } from '../../../tests/support/harness/openapi-operations';
import { referenceLists } from '../../../contract/admin/reference-lists';
import { demo, useTestServer } from '../../../tests/support/test-server';

/**
 * The admin and billing calls every signed-in member may make: what the rest of the product
 * reads to draw itself (settings, phase names and thresholds, flags, the reference lists behind
 * its pickers, template downloads, the plan). Every other call of the two areas needs tool access.
 */
const memberReads = new Set<string>([
  'GET /api/v1/organisation/',
  'GET /api/v1/organisation/get_tool_access_settings/',
  'GET /api/v1/feature-flags/',
  'GET /api/v1/feature-flags/flick_feature_flag/',
  'GET /api/v1/stripe-payments/get_subscription_details/',
  'GET /api/v1/stripe-payments/get_products/',
]);
const referenceListPrefixes = Object.values(referenceLists).map((l) => `/api/v1/${l.path}/`);

function openToMembers(operation: Operation): boolean {
  if (operation.method !== 'GET') return false;
  return (
    memberReads.has(operation.key) ||
    referenceListPrefixes.some((prefix) => operation.path.startsWith(prefix))
  );
}

interface TaggedDocument {
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

/** The document's operations whose tags include `admin` or `billing`. */
function adminOperations(document: TaggedDocument): Operation[] {
  return operationsOf(document as Parameters<typeof operationsOf>[0]).filter((operation) => {
    const tags = document.paths[operation.path]?.[operation.method.toLowerCase()]?.tags ?? [];
    return tags.includes('admin') || tags.includes('billing');
  });
}

async function organisationOf(server: ReturnType<typeof useTestServer>, email: string) {
  const result = await server.db.execute<{ organisation_id: number }>(
    sql`SELECT organisation_id FROM user_profiles WHERE lower(email) = lower(${email})`,
  );
  const id = result.rows[0]?.organisation_id;
  if (!id) throw new Error(`No seeded person ${email}`);
  return id;
}

describe('admin and billing calls without tool access', () => {
  const server = useTestServer();
  let tenancy: Tenancy;
  let operations: Operation[];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const document = await server.app.inject({ method: 'GET', url: '/api/v1/schema/' });
    operations = adminOperations(document.json<TaggedDocument>());
    tenancy = await probeTenancy(
      server.db,
      await organisationOf(server, demo.admin),
      await organisationOf(server, demo.otherAdmin),
    );
    // The first read of the plan writes the starter subscription; make it before the checksums.
    await server.app.inject({
      method: 'GET',
      url: '/api/v1/stripe-payments/get_subscription_details/',
      headers: await server.authAs(demo.admin),
    });
    for (const who of [demo.manager, demo.leader, demo.employee]) {
      tokens[who] = await server.tokenFor(who);
    }
  });

  it('covers every call of both areas', () => {
    expect(operations.length).toBeGreaterThanOrEqual(76);
    const keys = new Set(operations.map((o) => o.key));
    expect([...memberReads].filter((key) => !keys.has(key))).toEqual([]);
    // Every write is refused; a read is open only when listed above.
    expect(operations.filter((o) => o.method !== 'GET').length).toBeGreaterThan(40);
  });

  it('refuses each call that needs tool access with 403 and writes nothing', async () => {
    const failures: string[] = [];
    const before = await organisationChecksum(server.db, tenancy.ours);
    for (const operation of operations) {
      const answers = await Promise.all(
        Object.entries(tokens).map(async ([who, token]) => {
          const request = requestOf(operation, {
            ...baseParts(operation, tenancy),
            headers: { authorization: `Bearer ${token}` },
          });
          return { who, response: await server.app.inject(request) };
        }),
      );
      for (const { who, response } of answers) {
        const problem = openToMembers(operation)
          ? response.statusCode === 403
            ? `a member was refused: ${describeResponse(response)}`
            : null
          : refusal(response, [403]);
        if (problem) failures.push(`${operation.key} as ${who}: ${problem}`);
      }
    }
    const after = await organisationChecksum(server.db, tenancy.ours);
    for (const table of changedTables(before, after)) failures.push(`${table} changed`);
    expect(failures).toEqual([]);
  });
});
