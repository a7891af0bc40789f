import { isAxiosError } from 'axios';
import { USER_DISABLED_DETAIL } from '@contract/shared/error-details';
import { reportError } from '@/lib/telemetry/report-error';
import { ApiError, describeFailure, errorPageFor, readErrorBody } from './api-error';
import { apiHandlers } from './api-handlers';
import { isCanceled, type CallOptions } from './call-options';

/**
 * Whether a failure is worth error reporting: the server failing (5xx) or an answer nobody
 * planned for. Refusals the API gives by design (400 with field messages, 401, 403, 404, 409,
 * 429) and a device that is offline are the user's to act on, not defects.
 */
function isUnexpected(error: ApiError): boolean {
  if (error.status === undefined) return typeof navigator === 'undefined' || navigator.onLine;
  return (
    error.status >= 500 ||
    ![400, 401, 403, 404, 409, 410, 412, 413, 422, 429].includes(error.status)
  );
}

/**
 * Logs or reports a failure, then answers it (DESIGN.md §4): a refused token signs in again, a
 * SPEC §8 status opens its error page, no answer at all shows the offline notice, and anything
 * else is told to the user with the call's label. Throws it for the caller.
 */
export function reportFailure(call: CallOptions, error: ApiError, offline = false): never {
  // A refusal the API gives by design is the user's to act on: a warning, not an error.
  if (isUnexpected(error)) reportError(error, { label: error.label });
  else console.warn(error, { label: error.label });
  const handlers = apiHandlers();
  if (error.status === 401 && error.detail !== USER_DISABLED_DETAIL) {
    handlers.onSignInAgain(error);
    throw error;
  }
  const page =
    call.redirectOnError === false ? undefined : errorPageFor(error.status, error.detail);
  if (page) handlers.onErrorPage(page, error);
  else if (call.notifyOnError === false) throw error;
  else if (offline) handlers.onOffline(error);
  else handlers.onFailure(error);
  throw error;
}

/** An error body as JSON, also when the call asked for a file (a blob). */
async function readErrorData(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  const text = await data.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The response interceptor's failure path. Cancelled calls, failures already answered (by the
 * request interceptor) and early reads (the call that takes them asks again) pass as they are.
 */
export async function failedCall(error: unknown): Promise<never> {
  if (error instanceof ApiError || isCanceled(error) || !isAxiosError(error)) throw error;
  const call = error.config?.call;
  if (!call || error.config?.earlyRead) throw error;
  const response = error.response;
  if (!response) {
    const reason = describeFailure(undefined, undefined, undefined);
    const failure = new ApiError(call.label, reason, undefined, undefined, undefined, {
      cause: error,
    });
    return reportFailure(call, failure, true);
  }
  const body = await readErrorData(response.data).catch(() => undefined);
  const { detail, fieldErrors } = readErrorBody(body);
  const reason = describeFailure(response.status, detail, fieldErrors);
  return reportFailure(
    call,
    new ApiError(call.label, reason, response.status, detail, fieldErrors),
  );
}
