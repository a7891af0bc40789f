import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DATABASE_REFUSED_VALUE_DETAIL } from '../../../server/http/error-handler';
import type { Operation } from './openapi-operations';

/** One request of a case: what to put in the path, query and body, raw where the case needs. */
export interface CallParts {
  /** Path parameter values, already percent-encoded as they should travel. */
  path: Record<string, string>;
  /** Query pairs, already percent-encoded. */
  query: [string, string][];
  /** A JSON value to send, or `raw` for bytes that are not JSON. */
  body?: { json: unknown } | { raw: string; contentType: string };
  headers?: Record<string, string>;
}

/** The request for `operation` with `parts`, as `app.inject` takes it. */
export function requestOf(operation: Operation, parts: CallParts): InjectOptions {
  let url = operation.path;
  for (const [name, value] of Object.entries(parts.path)) url = url.replace(`{${name}}`, value);
  if (parts.query.length > 0) url += `?${parts.query.map(([k, v]) => `${k}=${v}`).join('&')}`;
  const headers: Record<string, string> = { ...parts.headers };
  let payload: string | undefined;
  if (parts.body && 'json' in parts.body) {
    payload = JSON.stringify(parts.body.json);
    headers['content-type'] = 'application/json';
  } else if (parts.body) {
    payload = parts.body.raw;
    headers['content-type'] = parts.body.contentType;
  }
  return { method: operation.method, url, headers, ...(payload !== undefined ? { payload } : {}) };
}

/** Whether a body is one of the API's error shapes: `{"detail": "..."}` or `{"field": ["..."]}`. */
export function isErrorShape(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (entries.length === 0) return false;
  if (entries.length === 1 && typeof (body as { detail?: unknown }).detail === 'string')
    return true;
  return entries.every(
    ([, messages]) =>
      Array.isArray(messages) &&
      messages.length > 0 &&
      messages.every((m) => typeof m === 'string'),
  );
}

function parsed(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

/** A short description of a response for failure messages. */
export function describeResponse(response: LightMyRequestResponse): string {
  return `${response.statusCode} ${response.body.slice(0, 160)}`;
}

/** Whether a 400 body names `field` (its own key, a key inside it, or the object holding it). */
export function namesField(body: unknown, field: string): boolean {
  if (body === null || typeof body !== 'object') return false;
  return Object.keys(body).some(
    (key) => key === field || key.startsWith(`${field}.`) || field.startsWith(`${key}.`),
  );
}

/**
 * Checks a refusal: one of `statuses`, in an error shape, naming `field` when it is a 400 and
 * a field is given. Returns what is wrong, or `null`.
 */
export function refusal(
  response: LightMyRequestResponse,
  statuses: number[],
  field?: string,
): string | null {
  const body = parsed(response);
  if (!statuses.includes(response.statusCode)) {
    return `expected ${statuses.join('/')}, got ${describeResponse(response)}`;
  }
  if (!isErrorShape(body)) return `not an error shape: ${describeResponse(response)}`;
  if ((body as { detail?: unknown }).detail === DATABASE_REFUSED_VALUE_DETAIL) {
    return 'the contract let through a value the database refused (bound the field in the contract)';
  }
  if (
    response.statusCode === 400 &&
    field &&
    !('detail' in (body as object)) &&
    !namesField(body, field)
  ) {
    return `400 does not name ${field}: ${describeResponse(response)}`;
  }
  return null;
}
