import { refusal } from './calls';
import type { Tenancy } from './database-probe';
import { idSlotsOf, type IdSlot } from './id-slots';
import { baseParts, ourIdFor, type HarnessCase } from './input-cases';
import type { Operation } from './openapi-operations';
import { withValueAt } from './sample-values';

function isEmptyList(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text);
    if (Array.isArray(body)) return body.length === 0;
    const page = body as { count?: unknown; results?: unknown };
    return page.count === 0 && Array.isArray(page.results) && page.results.length === 0;
  } catch {
    return false;
  }
}

/** Authorization headers that must never get past sign-in, by name. */
export type BadCredentials = Record<string, Record<string, string>>;

/** Every bad credential on the call: 401, except on calls declared public. */
export function authCases(
  operation: Operation,
  tenancy: Tenancy,
  credentials: BadCredentials,
): HarnessCase[] {
  const base = baseParts(operation, tenancy);
  return Object.entries(credentials).map(([name, headers]) => ({
    name: `auth: ${name}`,
    parts: { ...base, headers },
    check: operation.public
      ? (r) =>
          r.statusCode === 401 || r.statusCode >= 500
            ? `public call answered ${r.statusCode}`
            : null
      : (r) => refusal(r, [401]),
  }));
}

function withForeignId(
  operation: Operation,
  tenancy: Tenancy,
  slot: IdSlot,
  foreign: number,
): HarnessCase['parts'] {
  const base = baseParts(operation, tenancy);
  if (slot.in === 'path') return { ...base, path: { ...base.path, [slot.name]: String(foreign) } };
  if (slot.in === 'query') {
    return {
      ...base,
      query: [...base.query.filter(([k]) => k !== slot.name), [slot.name, String(foreign)]],
    };
  }
  const json = base.body && 'json' in base.body ? base.body.json : {};
  const value = slot.list ? [foreign] : foreign;
  const body = withValueAt(
    json,
    operation.body ?? {},
    slot.path,
    value,
    ourIdFor(operation, tenancy),
  );
  return { ...base, body: { json: body } };
}

/** The call's id slots, and those the harness cannot map to a table (to be declared). */
export function slotsOf(operation: Operation, tenancy: Tenancy) {
  const slots = idSlotsOf(operation, tenancy.tables);
  return {
    slots,
    unknown: slots.filter((s) => s.table === undefined).map((s) => `${s.in} ${s.name}`),
  };
}

/**
 * Another organisation's row id in each id slot: 404, or 400 naming the slot; never data.
 * Slots whose table the other organisation has no row in are returned as `untested`.
 */
export function crossOrganisationCases(operation: Operation, tenancy: Tenancy) {
  const cases: HarnessCase[] = [];
  const untested: string[] = [];
  for (const slot of slotsOf(operation, tenancy).slots) {
    if (!slot.table) continue;
    const foreign = tenancy.otherIds.get(slot.table);
    if (foreign === undefined) {
      untested.push(`${slot.in} ${slot.name} (no ${slot.table} row in the other organisation)`);
      continue;
    }
    // A list filtered by another organisation's row may answer an empty list: nothing leaks.
    const filter = (operation.method === 'GET' && slot.in === 'query') || slot.list;
    cases.push({
      name: `cross-org: ${slot.in} ${slot.name} = ${slot.table} ${foreign}`,
      parts: withForeignId(operation, tenancy, slot, foreign),
      check: (r) => (filter && isEmptyList(r.body) ? null : refusal(r, [400, 404], slot.name)),
    });
  }
  return { cases, untested };
}
