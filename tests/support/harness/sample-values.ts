import { randomUUID } from 'node:crypto';
import type { JsonSchema } from './openapi-operations';

/** A step into a JSON value: a property name, or `0` for an array's first item. */
export type Segment = string | 0;

/** Resolves an id reference (`path` of the field, its name) to an existing row's id, or none. */
export type IdFor = (name: string, path: Segment[]) => number | undefined;

/** A schema with `anyOf`/`oneOf`/`allOf` and `nullable` reduced to the one shape to send. */
export function concrete(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const nonNull = alternatives.filter(
      (s) => s.type !== 'null' && !('const' in s && s.const === null),
    );
    const chosen = concrete(nonNull[0] ?? alternatives[0] ?? {});
    // OpenAPI 3.0 marks a nullable union on the union itself (`anyOf` + `nullable: true`).
    const nullable =
      schema.nullable === true || chosen.nullable || nonNull.length < alternatives.length;
    return { ...chosen, nullable };
  }
  if (schema.allOf) {
    return schema.allOf.reduce<JsonSchema>((merged, part) => {
      const c = concrete(part);
      return {
        ...merged,
        ...c,
        properties: { ...merged.properties, ...c.properties },
        required: [...(merged.required ?? []), ...(c.required ?? [])],
      };
    }, {});
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== 'null');
    return {
      ...schema,
      type: types[0],
      nullable: schema.nullable || types.length < schema.type.length,
    };
  }
  return schema;
}

/** Whether `null` is a valid value for this schema. */
export function acceptsNull(schema: JsonSchema): boolean {
  return concrete(schema).nullable === true;
}

const patternCandidates = [
  '2026-03-02',
  '09:30',
  '2026-03-02T09:30:00.000Z',
  '2026-03-02T09:30',
  '#00897b',
  'Europe/London',
  'harness',
  'Harness',
  'HARNESS',
  'a',
  '1',
  '2026-03',
  '2026-W10',
  'https://example.com/harness',
  'harness@example.com',
];

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'date':
      return '2026-03-02';
    case 'date-time':
      return '2026-03-02T09:30:00.000Z';
    case 'time':
      return '09:30:00';
    case 'email':
      return 'harness@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/harness';
    case 'uuid':
      return randomUUID();
    default:
  }
  if (schema.pattern) {
    const re = new RegExp(schema.pattern, 'u');
    const hit = patternCandidates.find((c) => re.test(c) && fitsLength(schema, c));
    if (hit) return hit;
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  const text = 'Harness sample text'.padEnd(min, 'x');
  return text.slice(0, Math.max(min, Math.min(max, text.length)));
}

function fitsLength(schema: JsonSchema, value: string): boolean {
  return value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const min =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + 1
      : schema.minimum !== undefined
        ? schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0)
        : 1;
  const value = Math.max(min, 1);
  const max = schema.maximum ?? Infinity;
  const clamped = Math.min(value, max);
  return integer ? Math.ceil(clamped) : clamped;
}

/**
 * A valid-looking value for `schema`: required properties only, enums' first value, strings
 * that satisfy their format, pattern and length, ids of existing rows where `idFor` knows them.
 */
export function sampleOf(
  schema: JsonSchema,
  idFor: IdFor,
  path: Segment[] = [],
  every = false,
): unknown {
  const s = concrete(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return s.enum.find((v) => v !== null) ?? s.enum[0];
  if (s.default !== undefined && s.type !== 'object') return s.default;
  const name = String([...path].reverse().find((p) => typeof p === 'string') ?? '');
  switch (s.type) {
    case 'string':
      return sampleString(s);
    case 'integer':
      return idFor(name, path) ?? sampleNumber(s, true);
    case 'number':
      return sampleNumber(s, false);
    case 'boolean':
      return false;
    case 'array': {
      const count = s.minItems ?? 0;
      return Array.from({ length: count }, () => sampleOf(s.items ?? {}, idFor, [...path, 0]));
    }
    case 'object':
    default: {
      if (!s.properties) return s.type === 'object' ? {} : 'harness';
      const value: Record<string, unknown> = {};
      for (const key of every ? Object.keys(s.properties) : (s.required ?? [])) {
        const property = s.properties[key];
        if (property) value[key] = sampleOf(property, idFor, [...path, key], every);
      }
      return value;
    }
  }
}

/** A field (or nested field) of a body schema, for field-level cases. */
export interface Field {
  path: Segment[];
  /** Dotted path as the API's 400 body names it (`go_live_events.0.title`). */
  dotted: string;
  schema: JsonSchema;
  required: boolean;
}

/** Every property of an object schema, descending into objects and arrays of objects. */
export function fieldsOf(schema: JsonSchema, path: Segment[] = [], depth = 0): Field[] {
  const s = concrete(schema);
  const fields: Field[] = [];
  if (depth > 3) return fields;
  if (s.type === 'object' || s.properties) {
    for (const [key, property] of Object.entries(s.properties ?? {})) {
      const childPath = [...path, key];
      fields.push({
        path: childPath,
        dotted: childPath.join('.'),
        schema: concrete(property),
        required: (s.required ?? []).includes(key),
      });
      fields.push(...fieldsOf(property, childPath, depth + 1));
    }
  } else if (s.type === 'array' && s.items) {
    const items = concrete(s.items);
    if (items.type === 'object') fields.push(...fieldsOf(items, [...path, 0], depth + 1));
  }
  return fields;
}

/**
 * `base` with `value` at `path`, creating the parents the path needs from their schemas (an
 * array gets one valid item holding the changed field).
 */
export function withValueAt(
  base: unknown,
  schema: JsonSchema,
  path: Segment[],
  value: unknown,
  idFor: IdFor,
  prefix: Segment[] = [],
): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const s = concrete(schema);
  if (head === 0) {
    const itemSchema = s.items ?? {};
    // An item gets every property, so that rules like "this kind needs a rating" are met.
    const current =
      Array.isArray(base) && base.length > 0
        ? base[0]
        : sampleOf(itemSchema, idFor, [...prefix, 0], true);
    return [withValueAt(current, itemSchema, rest, value, idFor, [...prefix, 0])];
  }
  const key = head as string;
  const object =
    base !== null && typeof base === 'object' && !Array.isArray(base)
      ? { ...(base as Record<string, unknown>) }
      : {};
  const child = s.properties?.[key] ?? {};
  const current = key in object ? object[key] : sampleOf(child, idFor, [...prefix, key]);
  object[key] = withValueAt(current, child, rest, value, idFor, [...prefix, key]);
  return object;
}

/** `base` without the property at `path`. */
export function withoutField(base: unknown, path: Segment[]): unknown {
  if (path.length === 0 || base === null || typeof base !== 'object') return base;
  const [head, ...rest] = path;
  if (Array.isArray(base))
    return base.map((item, i) => (i === head ? withoutField(item, rest) : item));
  const entries = Object.entries(base as Record<string, unknown>);
  if (rest.length === 0) return Object.fromEntries(entries.filter(([key]) => key !== head));
  return Object.fromEntries(
    entries.map(([key, value]) => [key, key === head ? withoutField(value, rest) : value]),
  );
}
