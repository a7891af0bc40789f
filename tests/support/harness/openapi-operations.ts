import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that fastify-type-provider-zod emits. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One call of the API as the server's own OpenAPI document describes it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/v1/projects/{id}/`. */
  path: string;
  /** `METHOD path`, how the harness names the call in its reports and opt-out lists. */
  key: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  bodyRequired: boolean;
  /** Declared with `security: []`: needs no sign-in. */
  public: boolean;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Reads `/api/v1/schema/` from the app and lists every `/api/v1/` operation in it. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/schema/' });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/v1/schema/ answered ${response.statusCode}`);
  }
  return operationsOf(response.json<OpenApiDocument>());
}

/** Every `/api/v1/` operation of an OpenAPI document, in document order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const lower of methods) {
      const operation = item[lower];
      if (!operation) continue;
      const method = lower.toUpperCase() as Operation['method'];
      const json = operation.requestBody?.content?.['application/json'];
      operations.push({
        method,
        path,
        key: `${method} ${path}`,
        parameters: (operation.parameters ?? []).map((p) => ({
          ...p,
          required: p.required ?? p.in === 'path',
          schema: p.schema ?? {},
        })),
        body: json?.schema,
        bodyRequired: operation.requestBody?.required ?? false,
        public: Array.isArray(operation.security) && operation.security.length === 0,
      });
    }
  }
  return operations;
}

/** Splits the operations into `of` shards for parallel test files; stable across runs. */
export function shardOf(operations: Operation[], shard: number, of: number): Operation[] {
  return operations.filter((_, index) => index % of === shard - 1);
}
