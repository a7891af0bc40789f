import type { FastifySchema } from 'fastify';
import type { ZodType } from 'zod';
import { declareStandardAnswers } from './openapi-answers';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The fields of a body the route reads itself (JSON, or multipart with a file), so Fastify
     * must not parse or validate it: documented as the request body, never checked by Fastify.
     * The route validates the fields it read with this same schema.
     */
    formBody?: ZodType;
  }
}

/** Words for what a call does, by its HTTP method. */
const verbs: Record<string, string> = {
  GET: 'Reads',
  POST: 'Creates or runs',
  PUT: 'Replaces',
  PATCH: 'Updates',
  DELETE: 'Deletes',
};

/** `GET /api/v1/projects/:id/changes/` → `get_projects_id_changes`: stable, unique per route. */
export function operationIdFor(method: string, url: string): string {
  const path = url
    .replace(/^\/api\/v1\//, '')
    .replace(/[:{}]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${method.toLowerCase()}_${path || 'root'}`;
}

type OperationSchema = FastifySchema & {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: readonly string[];
  hide?: boolean;
};

/**
 * A route that reads a form documents its fields as its body (for every type it `consumes`),
 * and the document says how a file travels with them. Fastify itself never sees this body.
 */
export function documentFormBody<T extends { schema?: FastifySchema | undefined }>(input: T): T {
  const schema = input.schema;
  if (!schema?.formBody) return input;
  const { formBody, ...rest } = schema;
  const note =
    'Multipart requests carry these fields as form fields (or one JSON `payload` field) with the file.';
  return { ...input, schema: { ...rest, body: formBody.describe(note) } };
}

/**
 * What client generators and linters need of each operation and the route did not say: an
 * `operationId`, a summary and a description (from its method, path and area), and a tag.
 */
export function describeOperation(
  given: OperationSchema | undefined,
  method: string | string[],
  url: string,
): OperationSchema {
  const schema = given ?? {};
  if (schema.hide) return schema;
  const first = Array.isArray(method) ? (method[0] ?? 'GET') : method;
  const path = url.replace(/^\/api\/v1\//, '').replace(/:([A-Za-z_]+)/g, '{$1}');
  const tags = schema.tags?.length ? schema.tags : [path.split('/')[0] || 'api'];
  const summary = schema.summary ?? `${verbs[first] ?? first} ${path}`;
  return {
    ...schema,
    tags,
    operationId: schema.operationId ?? operationIdFor(first, url),
    summary,
    description: schema.description ?? `${summary} (the ${tags.join(', ')} area).`,
  };
}

interface Document {
  paths?: Record<string, Record<string, { tags?: string[] }>>;
  tags?: { name: string; description?: string }[];
  servers?: { url: string }[];
  info?: Record<string, unknown>;
}

/**
 * OpenAPI 3.0.3: `nullable` does not widen an `enum`, so a nullable enum must list null itself
 * (else validators refuse the null the API accepts, and a `default: null`).
 */
function listNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) listNullInNullableEnums(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null];
  }
  for (const value of Object.values(schema)) listNullInNullableEnums(value);
}

/** Declares every tag an operation uses, and where the API is served. */
export function completeDocument<T extends Document>(document: T, publicUrl: string): T {
  listNullInNullableEnums(document.paths);
  declareStandardAnswers(document.paths ?? {});
  const used = new Set<string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const tag of operation.tags ?? []) used.add(tag);
    }
  }
  const declared = new Map((document.tags ?? []).map((t) => [t.name, t]));
  for (const name of [...used].sort()) {
    if (!declared.has(name))
      declared.set(name, { name, description: `Calls of the ${name} area.` });
  }
  return {
    ...document,
    info: { ...document.info, contact: { name: 'Changecraft', url: publicUrl } },
    servers: [{ url: publicUrl }],
    tags: [...declared.values()],
  };
}
