import type { FieldErrors } from '../contract/shared/common.schema';

/** An error that answers with its status and a DRF-shaped body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } | FieldErrors,
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : 'Invalid input.');
  }
}

export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
/** 400 with field messages, e.g. `badRequest({ status: ['Cannot move from Live to None.'] })`. */
export const badRequest = (fields: FieldErrors) => new HttpError(400, fields);
export const conflict = (detail: string) => new HttpError(409, { detail });
