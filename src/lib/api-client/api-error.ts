import type { FieldErrors } from '@contract/shared/common.schema';
import { USER_DISABLED_DETAIL } from '@contract/shared/error-details';

/** A failed API call, named by its label so messages and logs say which call failed. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly label: string,
    /** What went wrong, in words a user can act on. */
    readonly reason: string,
    readonly status?: number,
    readonly detail?: string,
    readonly fieldErrors?: FieldErrors,
    options?: { cause?: unknown },
  ) {
    super(`${label}: ${reason}`, options);
  }
}

/** The pages SPEC §8 sends a failed call to. */
export type ErrorPage = 'account-deactivated' | 'unauthorised' | 'not-found' | 'server-error';

/**
 * SPEC §8: which page a failure goes to, or undefined for "log it and tell the user". A 401
 * reaches this only when signing in again did not help (src/lib/api-client/failed-call.ts).
 */
export function errorPageFor(
  status: number | undefined,
  detail: string | undefined,
): ErrorPage | undefined {
  if (detail === USER_DISABLED_DETAIL) return 'account-deactivated';
  if (status === 401 || status === 403) return 'unauthorised';
  if (status === 404) return 'not-found';
  if (status !== undefined && status >= 500 && status <= 504) return 'server-error';
  return undefined;
}

/** Reads a DRF error body: `{"detail": "..."}` or `{"field": ["message", ...]}`. */
export function readErrorBody(body: unknown): { detail?: string; fieldErrors?: FieldErrors } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return { detail: record.detail };
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(record)) {
    if (Array.isArray(messages) && messages.every((m) => typeof m === 'string')) {
      fieldErrors[field] = messages as string[];
    }
  }
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {};
}

/** A sentence for the user from what the server said, or from the status when it said nothing. */
export function describeFailure(
  status: number | undefined,
  detail: string | undefined,
  fieldErrors: FieldErrors | undefined,
): string {
  if (detail) return detail;
  if (fieldErrors) {
    return Object.entries(fieldErrors)
      .map(([field, messages]) =>
        field === 'non_field_errors' ? messages.join(' ') : `${field}: ${messages.join(' ')}`,
      )
      .join(' ');
  }
  if (status === undefined)
    return 'No answer from the server. Check your connection and try again.';
  return `The server answered with status ${status}.`;
}
