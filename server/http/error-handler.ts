import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { FieldErrors } from '../../contract/shared/common.schema';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { HttpError } from '../http-errors';

function fieldErrorsFromValidation(
  validation: { instancePath: string; message?: string | undefined; params?: unknown }[],
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of validation) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const fromIssue = params?.issue?.path?.map(String).join('.');
    const fromPointer = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const key = fromIssue || fromPointer || 'non_field_errors';
    (fields[key] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return fields;
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
