import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { FieldErrors } from '../../contract/shared/common.schema';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { HttpError } from '../http-errors';

function fieldErrorsFromValidation(
  validation: {
    keyword?: string;
    instancePath: string;
    message?: string | undefined;
    params?: unknown;
  }[],
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      // Each unknown field under its own name, so the caller sees which of its fields the
      // contract does not know.
      for (const unknown of keys) {
        (fields[key ? `${key}.${String(unknown)}` : String(unknown)] ??= []).push(
          'This field is not allowed.',
        );
      }
      continue;
    }
    (fields[key || 'non_field_errors'] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return fields;
}

/** The PostgreSQL error behind a failed query (drizzle wraps it), if that is what failed. */
function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Said when the database refuses a value the contract let through (a number past its column,
 * a date it cannot hold): still the caller's input, so a 400, but the contract should have
 * named the field; the OpenAPI harness reports routes that answer with it.
 */
export const DATABASE_REFUSED_VALUE_DETAIL =
  'A value in the request is outside what the server can store.';

/**
 * Errors Fastify answers before any route runs (a path it cannot decode, such as
 * `/projects/%E0%A4%A/`), in the API's own shape instead of Fastify's.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ detail: 'The address is not valid: check its % escapes.' });
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  void reply.status(500).send({ detail: 'A server error occurred.' });
}

/**
 * Every error leaves in Django REST framework's shape and never with a stack trace: 400 with
 * field messages for invalid input, `{"detail": ...}` for the rest, 500 logged and generic.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(fieldErrorsFromValidation(error.validation));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response did not match contract',
      );
      return reply.status(500).send({ detail: 'A server error occurred.' });
    }
    if (error.validation) {
      return reply.status(400).send(fieldErrorsFromValidation(error.validation));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ detail: 'The service is briefly unavailable. Try again in a moment.' });
    }
    const databaseCode = databaseErrorCode(error);
    // Class 22 is "data exception": the value itself (out of range, malformed, NUL) is wrong.
    if (databaseCode?.startsWith('22')) {
      request.log.warn({ err: error }, 'database refused a value the contract accepted');
      return reply.status(400).send({ detail: DATABASE_REFUSED_VALUE_DETAIL });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ detail: 'A server error occurred.' });
    }
    if (status === 429) {
      return reply.status(429).send({ detail: 'Request was throttled. Try again shortly.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ detail: 'Unsupported media type.' });
    }
    if (
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.status(400).send({ non_field_errors: ['The request body is not valid JSON.'] });
    }
    return reply.status(status).send({ detail: error.message });
  });
}
