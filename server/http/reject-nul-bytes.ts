import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldErrors } from '../../contract/shared/common.schema';
import { badRequest } from '../http-errors';

const message = 'Text cannot contain the NUL character.';

/** Dotted paths (`go_live_events.0.title`) of every string holding a NUL character. */
function nulFields(value: unknown, prefix: string): string[] {
  const found: string[] = [];
  // A body may nest thousands of levels deep: walk it without recursion.
  const stack: [unknown, string][] = [[value, prefix]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(path || 'non_field_errors');
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return found;
}

/**
 * PostgreSQL cannot store the NUL character in text, so a request carrying one in any string
 * (body, query or path) is refused up front with the field named, for every route at once.
 */
export function registerNulByteCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const fields = [
      ...nulFields(request.params, ''),
      ...nulFields(request.query, ''),
      ...nulFields(request.body, ''),
    ];
    if (fields.length === 0) return;
    const errors: FieldErrors = {};
    for (const field of fields) errors[field] = [message];
    throw badRequest(errors);
  });
}
