import { AuthRedirectStartedError } from '@/lib/auth/auth-client';
import { reportError } from '@/lib/telemetry/report-error';
import { ApiError, describeFailure, errorPageFor, readErrorBody } from './api-error';
import { apiHandlers } from './api-handlers';
import { API_BASE, takeEarlyRead } from './early-reads';
import { fileNameFromContentDisposition } from './content-disposition';
import { readySanitiser, sanitisePayload } from './sanitise';

/** How one call behaves. Every call has a label; the rest are exceptions to the rules. */
export interface CallOptions {
  /** Names the call in error messages and logs, e.g. "Your profile". */
  label: string;
  /** A call made without sign-in (survey respondents, e-mail verification): no bearer token. */
  public?: boolean;
  /** False opts out of SPEC §8's error pages (e.g. file downloads). Default true. */
  redirectOnError?: boolean;
  /** False when the caller shows the failure itself, e.g. inline on a form. Default true. */
  notifyOnError?: boolean;
  /** The one field whose strings are not cleaned of markup (sanitised by its own rules). */
  unsanitisedField?: string;
}

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly (string | number)[]>;
export type RequestBody = object | undefined;

/**
 * A call that never left, on purpose: nobody is signed in, a sign-in redirect is under way, or
 * the caller aborted it. Not a failure: nothing is shown or reported.
 */
export class RequestCanceledError extends Error {
  override readonly name = 'RequestCanceledError';
}

/** Whether a call ended because it was cancelled (by the client or the caller's signal). */
export function isCanceled(error: unknown): boolean {
  return (
    error instanceof RequestCanceledError ||
    (error instanceof Error && error.name === 'AbortError') ||
    (typeof DOMException !== 'undefined' &&
      error instanceof DOMException &&
      error.name === 'AbortError')
  );
}

/** What a call answered: the parsed body, the status and the headers. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  call: CallOptions;
  params?: QueryParams;
  body?: RequestBody;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob';
}

/**
 * A call's URL: API_BASE (/api/v1/ on this origin, no timeout, SPEC §9) and the path, with lists
 * as Django REST framework reads them: ?impacted_groups=1&impacted_groups=2.
 */
function apiUrl(path: string, params: QueryParams | undefined): string {
  const url = new URL(`${API_BASE}${path.replace(/^\/+/, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(params ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly QueryValue[]) {
      if (item === undefined || item === null) continue;
      url.searchParams.append(key, String(item));
    }
  }
  return url.href;
}

/** The body as fetch sends it: plain data as JSON; forms, files and parameters as they are. */
function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  ) {
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/** A JSON body parsed; a body that is not JSON as text; no body as "". */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function bearerToken(call: CallOptions): Promise<string> {
  let token: string | undefined;
  try {
    token = await apiHandlers().getAccessToken();
  } catch (error) {
    if (error instanceof AuthRedirectStartedError) {
      throw new RequestCanceledError(`${call.label}: signing in again`);
    }
    throw error;
  }
  if (!token || token === 'undefined') {
    apiHandlers().onMissingToken();
    throw new RequestCanceledError(`${call.label}: not signed in, request aborted`);
  }
  return token;
}

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

/** Logs or reports a failure, sends it to its error page or tells the user, and throws it. */
function fail(call: CallOptions, apiError: ApiError): never {
  const page =
    call.redirectOnError === false ? undefined : errorPageFor(apiError.status, apiError.detail);
  if (isUnexpected(apiError)) reportError(apiError, { label: apiError.label });
  else console.error(apiError, { label: apiError.label });
  if (page) apiHandlers().onErrorPage(page, apiError);
  else if (call.notifyOnError !== false) apiHandlers().onFailure(apiError);
  throw apiError;
}

/** Sends one call: cleaned of unsafe markup, with the bearer token unless it is public. */
async function send<T>(request: ApiRequest): Promise<ApiResponse<T>> {
  const { call } = request;
  if (!call.label)
    throw new Error('Call the API through apiGet, apiPost and friends, with a label.');
  await readySanitiser({
    value: [request.body, request.params],
    exceptField: call.unsanitisedField,
  });
  const body = sanitisePayload(request.body, call.unsanitisedField);
  const params = sanitisePayload(request.params, call.unsanitisedField);
  const headers = new Headers({ Accept: 'application/json' });
  let token: string | undefined;
  if (!call.public) {
    try {
      token = await bearerToken(call);
      headers.set('Authorization', `Bearer ${token}`);
    } catch (error) {
      if (isCanceled(error)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      return fail(
        call,
        new ApiError(call.label, reason, undefined, undefined, undefined, { cause: error }),
      );
    }
  }

  let response: Response;
  const url = apiUrl(request.path, params);
  const ask = () =>
    fetch(url, {
      method: request.method,
      headers,
      body: encodeBody(body, headers),
      signal: request.signal,
    });
  // A read the boot started for this screen (src/app/early-start.ts) answers instead, if any;
  // should it have failed, the call is simply made again.
  const early =
    request.method === 'GET' && token && body === undefined && !request.signal
      ? takeEarlyRead(url, token)
      : undefined;
  try {
    response = await (early ? early.catch(ask) : ask());
  } catch (error) {
    if (isCanceled(error)) throw error;
    const reason = describeFailure(undefined, undefined, undefined);
    return fail(
      call,
      new ApiError(call.label, reason, undefined, undefined, undefined, { cause: error }),
    );
  }
  if (!response.ok) {
    const { detail, fieldErrors } = readErrorBody(await readBody(response).catch(() => undefined));
    const reason = describeFailure(response.status, detail, fieldErrors);
    return fail(call, new ApiError(call.label, reason, response.status, detail, fieldErrors));
  }
  const data = request.responseType === 'blob' ? await response.blob() : await readBody(response);
  return { data: data as T, status: response.status, headers: response.headers };
}

/** Any call, when the caller needs the status or headers as well as the body. */
export function apiRequest<T>(
  method: ApiRequest['method'],
  path: string,
  options: ReadOptions & { body?: RequestBody },
): Promise<ApiResponse<T>> {
  const { params, signal, body, ...call } = options;
  return send<T>({ method, path, params, signal, body, call });
}

interface ReadOptions extends CallOptions {
  params?: QueryParams;
  signal?: AbortSignal;
}

export async function apiGet<T>(path: string, options: ReadOptions): Promise<T> {
  return (await apiRequest<T>('GET', path, options)).data;
}

export async function apiPost<T>(
  path: string,
  body: RequestBody,
  options: ReadOptions,
): Promise<T> {
  return (await apiRequest<T>('POST', path, { ...options, body })).data;
}

export async function apiPut<T>(path: string, body: RequestBody, options: ReadOptions): Promise<T> {
  return (await apiRequest<T>('PUT', path, { ...options, body })).data;
}

export async function apiPatch<T>(
  path: string,
  body: RequestBody,
  options: ReadOptions,
): Promise<T> {
  return (await apiRequest<T>('PATCH', path, { ...options, body })).data;
}

export async function apiDelete<T = void>(path: string, options: ReadOptions): Promise<T> {
  return (await apiRequest<T>('DELETE', path, options)).data;
}

export interface DownloadedFile {
  blob: Blob;
  /** From content-disposition; "download" when the server names none. */
  fileName: string;
}

/** A file download: never redirects on failure (SPEC §8), names the file from the response. */
export async function apiDownload(
  path: string,
  options: ReadOptions & { method?: 'GET' | 'POST'; body?: RequestBody },
): Promise<DownloadedFile> {
  const { params, signal, method = 'GET', body, ...call } = options;
  const response = await send<Blob>({
    method,
    path,
    params,
    signal,
    body,
    responseType: 'blob',
    call: { redirectOnError: false, ...call },
  });
  const disposition = response.headers.get('content-disposition') ?? undefined;
  return { blob: response.data, fileName: fileNameFromContentDisposition(disposition) };
}
