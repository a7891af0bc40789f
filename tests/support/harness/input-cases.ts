import type { LightMyRequestResponse } from 'fastify';
import { refusal, type CallParts } from './calls';
import { sampleBodies, type OurRow } from './declarations';
import type { Tenancy } from './database-probe';
import { idSlotsOf, resourceOf, tableFor } from './id-slots';
import type { JsonSchema, Operation, Parameter } from './openapi-operations';
import {
  acceptsNull,
  concrete,
  fieldsOf,
  sampleOf,
  withoutField,
  withValueAt,
  type Field,
  type IdFor,
  type Segment,
} from './sample-values';

/** One request the harness sends and what the answer must be. */
export interface HarnessCase {
  name: string;
  parts: CallParts;
  check(response: LightMyRequestResponse): string | null;
}

/** How many fields each field-level kind of case samples per route. */
const FIELDS_PER_KIND = 12;
const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);
const NUL = 'a\u0000b';
/** A value past every integer column (2³¹) and one past what a double holds exactly (2⁵³ + 2). */
const PAST_INT32 = 2147483648;
const PAST_SAFE = '9007199254740993';

/** The id of our organisation's row for a slot, for valid-looking requests. */
export function ourIdFor(operation: Operation, tenancy: Tenancy): IdFor {
  return (name, path) => {
    const parent = [...path].reverse().find((p, i) => i > 0 && typeof p === 'string');
    const context =
      parent === undefined ? resourceOf(operation.path, tenancy.tables) : String(parent);
    const table = tableFor(operation.key, name, context, tenancy.tables);
    return table ? tenancy.ourIds.get(table) : undefined;
  };
}

function pathSegmentBefore(path: string, name: string): string | undefined {
  const parts = path.split('/').filter(Boolean);
  const at = parts.indexOf(`{${name}}`);
  return at > 0 ? parts[at - 1] : undefined;
}

function parameterValue(operation: Operation, p: Parameter, tenancy: Tenancy): string {
  const s = concrete(p.schema);
  const context = p.in === 'path' ? pathSegmentBefore(operation.path, p.name) : undefined;
  const table = tableFor(operation.key, p.name, context, tenancy.tables);
  const id = table ? tenancy.ourIds.get(table) : undefined;
  if (id !== undefined && (s.type === 'integer' || s.type === 'string')) return String(id);
  return encodeURIComponent(String(sampleOf(s, () => undefined, [p.name])));
}

/** A valid-looking request: our rows' ids, required query parameters, a minimal body. */
export function baseParts(operation: Operation, tenancy: Tenancy): CallParts {
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  // Optional id parameters are given too: some calls need one of several (`?group=` on a write).
  const idSlots = new Set(
    idSlotsOf(operation, tenancy.tables)
      .filter((slot) => slot.in === 'query' && slot.table && tenancy.ourIds.has(slot.table))
      .map((slot) => slot.name),
  );
  for (const p of operation.parameters) {
    if (p.in === 'path') path[p.name] = parameterValue(operation, p, tenancy);
    else if (p.in === 'query' && (p.required || idSlots.has(p.name)))
      query.push([p.name, parameterValue(operation, p, tenancy)]);
  }
  const json = sampleBody(operation, tenancy);
  return { path, query, ...(json !== undefined ? { body: { json } } : {}) };
}

/** The body a valid request sends: generated from the document, with the declared sample laid over it. */
function sampleBody(operation: Operation, tenancy: Tenancy): unknown {
  const generated = operation.body
    ? sampleOf(operation.body, ourIdFor(operation, tenancy))
    : undefined;
  const declared = sampleBodies[operation.key];
  if (!declared) return generated;
  const our: OurRow = (table) => {
    const id = tenancy.ourIds.get(table);
    if (id === undefined) throw new Error(`${operation.key}: our organisation has no ${table} row`);
    return id;
  };
  const base = generated !== null && typeof generated === 'object' ? generated : {};
  return { ...base, ...declared(our) };
}

function expect400(field?: string) {
  return (response: LightMyRequestResponse) => refusal(response, [400], field);
}

/** Spreads `count` picks over `items`, so big routes still get every kind on several fields. */
function sample<T>(items: T[], count = FIELDS_PER_KIND): T[] {
  if (items.length <= count) return items;
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)] as T);
}

function deepNesting(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Cases on the body as a whole: not JSON, not an object, wrong content type, prototype keys. */
function bodyCases(operation: Operation, base: CallParts): HarnessCase[] {
  const body = operation.body ? concrete(operation.body) : undefined;
  if (!body) return [];
  const json = base.body && 'json' in base.body ? base.body.json : {};
  const withBody = (b: CallParts['body']): CallParts => ({ ...base, body: b });
  const jsonText = JSON.stringify(json);
  const firstField = Object.keys(body.properties ?? {})[0] ?? 'value';
  const cases: HarnessCase[] = [
    {
      name: 'body: invalid JSON',
      parts: withBody({ raw: '{"name": ', contentType: 'application/json' }),
      check: expect400(),
    },
    {
      name: 'body: empty with JSON content type',
      parts: withBody({ raw: '', contentType: 'application/json' }),
      check: expect400(),
    },
    {
      name: 'body: text/plain content type',
      parts: withBody({ raw: jsonText, contentType: 'text/plain' }),
      check: (r) => refusal(r, [400, 415]),
    },
    {
      name: 'body: form content type',
      parts: withBody({ raw: 'name=x', contentType: 'application/x-www-form-urlencoded' }),
      check: (r) => refusal(r, [400, 415]),
    },
    { name: 'body: null', parts: withBody({ json: null }), check: expect400() },
    { name: 'body: array', parts: withBody({ json: [json] }), check: expect400() },
    { name: 'body: string', parts: withBody({ json: 'text' }), check: expect400() },
    { name: 'body: number', parts: withBody({ json: 42 }), check: expect400() },
    {
      name: 'body: __proto__ key',
      parts: withBody({
        raw: `${jsonText.slice(0, -1)}${jsonText.length > 2 ? ',' : ''}"__proto__":{"is_admin":true}}`,
        contentType: 'application/json',
      }),
      check: expect400(),
    },
    {
      name: 'body: constructor.prototype key',
      parts: withBody({
        raw: `${jsonText.slice(0, -1)}${jsonText.length > 2 ? ',' : ''}"constructor":{"prototype":{"is_admin":true}}}`,
        contentType: 'application/json',
      }),
      check: expect400(),
    },
    {
      name: 'body: a field nested 10,000 deep',
      parts: withBody({
        raw: `{${JSON.stringify(firstField)}:${deepNesting(10_000)}}`,
        contentType: 'application/json',
      }),
      check: expect400(),
    },
  ];
  // Every body refuses fields the contract does not know (a strict object), naming them.
  cases.push({
    name: 'body: unknown field',
    parts: withBody({ json: { ...(json as object), harness_unknown_field: 1 } }),
    check: expect400('harness_unknown_field'),
  });

  const required = body.required ?? [];
  if (required.length > 0) {
    cases.push({ name: 'body: empty object', parts: withBody({ json: {} }), check: expect400() });
    for (const field of sample(required, 4)) {
      cases.push({
        name: `body: ${field} missing`,
        parts: withBody({ json: withoutField(json, [field]) }),
        check: expect400(field),
      });
    }
  }
  return cases;
}

/** Wrong values for one field, by its type, each expected to be refused naming the field. */
function wrongValuesFor(field: Field): { kind: string; value: unknown }[] {
  const s = field.schema;
  const values: { kind: string; value: unknown }[] = [];
  if (!acceptsNull(s)) values.push({ kind: 'null', value: null });
  switch (s.type) {
    case 'string':
      values.push({ kind: 'number for string', value: 12345 });
      values.push({ kind: 'object for string', value: { a: 1 } });
      if (s.enum) values.push({ kind: 'unknown choice', value: 'NOT_A_CHOICE' });
      else {
        values.push({ kind: 'NUL byte', value: NUL });
        if ((s.maxLength ?? Infinity) < ONE_MEGABYTE.length)
          values.push({ kind: '1 MB string', value: ONE_MEGABYTE });
      }
      if (s.format === 'date' || s.format === 'date-time') {
        values.push({
          kind: 'date 0000-01-01',
          value: s.format === 'date' ? '0000-01-01' : '0000-01-01T00:00:00Z',
        });
        values.push({ kind: 'date 9999-12-31T24:00', value: '9999-12-31T24:00' });
        values.push({
          kind: 'date 2026-02-30',
          value: s.format === 'date' ? '2026-02-30' : '2026-02-30T00:00:00Z',
        });
      }
      break;
    case 'integer':
    case 'number':
      values.push({ kind: 'string for number', value: 'abc' });
      values.push({ kind: 'boolean for number', value: true });
      if (s.type === 'integer') {
        values.push({ kind: 'integer past 2^31', value: PAST_INT32 });
        values.push({ kind: 'integer past 2^53', value: Number(PAST_SAFE) });
        values.push({ kind: 'fraction', value: 1.5 });
        // A field whose contract admits negatives (onboarding steps start at -1) is not probed with one.
        if (!(typeof s.minimum === 'number' && s.minimum < 0)) {
          values.push({ kind: 'negative', value: -1 });
        }
      }
      break;
    case 'boolean':
      values.push({ kind: 'string for boolean', value: 'yes' });
      values.push({ kind: 'number for boolean', value: 1 });
      break;
    case 'array':
      values.push({ kind: 'object for array', value: { a: 1 } });
      values.push({ kind: 'mixed items', value: ['a', 1, null, { a: 1 }] });
      if (s.items && concrete(s.items).type === 'integer') {
        values.push({ kind: 'id past 2^31 in list', value: [PAST_INT32] });
      }
      break;
    case 'object':
      values.push({ kind: 'array for object', value: [1, 2] });
      values.push({ kind: 'string for object', value: 'text' });
      break;
    default:
  }
  return values;
}

/** Field-level cases: every kind on up to `FIELDS_PER_KIND` fields that it applies to. */
function fieldCases(operation: Operation, base: CallParts, idFor: IdFor): HarnessCase[] {
  if (!operation.body || !base.body || !('json' in base.body)) return [];
  const schema: JsonSchema = operation.body;
  const json = base.body.json;
  const byKind = new Map<string, { field: Field; value: unknown }[]>();
  for (const field of fieldsOf(schema)) {
    for (const { kind, value } of wrongValuesFor(field)) {
      if (!byKind.has(kind)) byKind.set(kind, []);
      byKind.get(kind)?.push({ field, value });
    }
  }
  const cases: HarnessCase[] = [];
  for (const [kind, picks] of byKind) {
    for (const { field, value } of sample(picks)) {
      const bodyJson = withValueAt(json, schema, field.path as Segment[], value, idFor);
      cases.push({
        name: `body.${field.dotted}: ${kind}`,
        parts: { ...base, body: { json: bodyJson } },
        check: expect400(field.dotted.replace(/\.0(?=\.|$)/g, '.0')),
      });
    }
  }
  return cases;
}

/** Malformed values of path parameters: not numbers, negative, past 2³¹ and 2⁵³, bad encoding. */
function pathCases(operation: Operation, base: CallParts): HarnessCase[] {
  const cases: HarnessCase[] = [];
  for (const p of operation.parameters.filter((x) => x.in === 'path')) {
    const integer = concrete(p.schema).type === 'integer';
    const values: [string, string, number[]][] = [
      ['malformed percent-encoding', '%E0%A4%A', [400]],
      ['NUL byte', '%00', [400, 404]],
    ];
    if (integer) {
      values.push(
        ['not a number', 'abc', [400]],
        ['negative', '-1', [400]],
        ['zero', '0', [400, 404]],
        ['fraction', '1.5', [400]],
        ['past 2^31', String(PAST_INT32), [400, 404]],
        ['past 2^53', PAST_SAFE, [400, 404]],
        ['exponent', '1e3', [400, 404]],
      );
    }
    for (const [kind, value, statuses] of values) {
      cases.push({
        name: `path ${p.name}: ${kind}`,
        parts: { ...base, path: { ...base.path, [p.name]: value } },
        check: (r) => refusal(r, statuses, p.name),
      });
    }
  }
  return cases;
}

/** Malformed query values: wrong types, ids past 2³¹, NUL bytes, unknown choices, bad dates. */
function queryCases(operation: Operation, base: CallParts, ids: Set<string>): HarnessCase[] {
  const cases: HarnessCase[] = [];
  for (const p of operation.parameters.filter((x) => x.in === 'query')) {
    const s = concrete(p.schema);
    // Past 2³¹ is refused for ids (32-bit columns); another number (a page) only must not crash.
    const idLike = ids.has(p.name) ? 'refused' : 'no 5xx';
    const values: [string, string, 'refused' | 'no 5xx'][] = [['NUL byte', 'a%00b', 'no 5xx']];
    if (s.type === 'integer' || s.type === 'number') {
      values.push(
        ['not a number', 'abc', 'refused'],
        ['past 2^31', String(PAST_INT32), idLike],
        ['past 2^53', PAST_SAFE, idLike],
        ['negative', '-1', idLike],
      );
    } else if (s.type === 'boolean' || s.enum) {
      values.push(['unknown choice', 'NOT_A_CHOICE', 'refused']);
    } else if (s.format === 'date') {
      values.push(
        ['date 0000-01-01', '0000-01-01', 'refused'],
        ['date 9999-12-31T24:00', '9999-12-31T24%3A00', 'refused'],
      );
    } else {
      values.push(
        ['malformed percent-encoding', '%E0%A4%A', 'no 5xx'],
        ['id past 2^31', String(PAST_INT32), 'no 5xx'],
        ['ids with a word', '1,abc', 'no 5xx'],
        ['10,000 characters', 'x'.repeat(10_000), 'no 5xx'],
      );
    }
    values.push([
      'given twice',
      `${encodeURIComponent(String(sampleOf(s, () => undefined)))}&${p.name}=1`,
      'no 5xx',
    ]);
    for (const [kind, value, expectation] of values) {
      const query = base.query.filter(([k]) => k !== p.name);
      query.push([p.name, value]);
      cases.push({
        name: `query ${p.name}: ${kind}`,
        parts: { ...base, query },
        check:
          expectation === 'refused'
            ? (r) => refusal(r, [400], p.name)
            : (r) =>
                r.statusCode >= 500 ? `answered ${r.statusCode} ${r.body.slice(0, 160)}` : null,
      });
    }
  }
  return cases;
}

/** Every malformed-input case for one call. */
export function inputCases(operation: Operation, tenancy: Tenancy): HarnessCase[] {
  const base = baseParts(operation, tenancy);
  const idFor = ourIdFor(operation, tenancy);
  return [
    ...pathCases(operation, base),
    ...queryCases(
      operation,
      base,
      new Set(idSlotsOf(operation, tenancy.tables).map((slot) => slot.name)),
    ),
    ...bodyCases(operation, base),
    ...fieldCases(operation, base, idFor),
  ];
}
