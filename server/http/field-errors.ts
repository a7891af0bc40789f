import type { z } from 'zod';
import type { FieldErrors } from '../../contract/shared/common.schema';
import { badRequest } from '../http-errors';

/** Zod issues as the API's 400 body: `{"field.path": ["message"]}`, like route validation. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const unknown of issue.keys) {
        (fields[key ? `${key}.${unknown}` : unknown] ??= []).push('This field is not allowed.');
      }
      continue;
    }
    (fields[key || 'non_field_errors'] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * Validates `data` with `schema` inside a service, for rules that depend on the request (e.g. a
 * wizard step's own schema); refuses with the same 400 shape as route validation.
 */
export function parseOrBadRequest<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(fieldErrorsOf(result.error));
  return result.data;
}
