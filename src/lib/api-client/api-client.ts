import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { AuthRedirectStartedError } from '@/lib/auth/auth-client';
import { reportError } from '@/lib/telemetry/report-error';
import { ApiError, describeFailure, errorPageFor, readErrorBody } from './api-error';
import { apiHandlers } from './api-handlers';
import { fileNameFromContentDisposition } from './content-disposition';
import { sanitisePayload } from './sanitise';

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

declare module 'axios' {
  interface AxiosRequestConfig {
    changecraft?: CallOptions;
  }
}

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly (string | number)[]>;
export type RequestBody = object | undefined;

/** The one API client: base /api/v1/, no timeout (SPEC §9). */
export const apiClient = axios.create({
  baseURL: '/api/v1/',
  timeout: 0,
  headers: { Accept: 'application/json' },
  // Lists as Django REST framework reads them: ?impacted_groups=1&impacted_groups=2.
  paramsSerializer: { indexes: null },
});

async function prepareRequest(
  config: InternalAxiosRequestConfig,
): Promise<InternalAxiosRequestConfig> {
  const call = config.changecraft;
  if (!call) throw new Error('Call the API through apiGet, apiPost and friends, with a label.');
  config.data = sanitisePayload(config.data as unknown, call.unsanitisedField);
  config.params = sanitisePayload(config.params as unknown, call.unsanitisedField);
  if (call.public) return config;

  let token: string | undefined;
  try {
    token = await apiHandlers().getAccessToken();
  } catch (error) {
    if (error instanceof AuthRedirectStartedError) {
      throw new axios.CanceledError(`${call.label}: signing in again`);
    }
    throw error;
  }
  if (!token || token === 'undefined') {
    apiHandlers().onMissingToken();
    throw new axios.CanceledError(`${call.label}: not signed in, request aborted`);
  }
  config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

async function errorBody(data: unknown): Promise<unknown> {
  // Downloads ask for a Blob, so their error bodies arrive as one too.
  if (data instanceof Blob && data.type.includes('json')) {
    try {
      return JSON.parse(await data.text()) as unknown;
    } catch {
      return undefined;
    }
  }
  return data;
}

async function toApiError(error: unknown, label: string): Promise<ApiError> {
  if (!axios.isAxiosError(error)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new ApiError(label, reason, undefined, undefined, undefined, { cause: error });
  }
  const status = (error as AxiosError).response?.status;
  const { detail, fieldErrors } = readErrorBody(await errorBody(error.response?.data));
  const reason = describeFailure(status, detail, fieldErrors);
  return new ApiError(label, reason, status, detail, fieldErrors, { cause: error });
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

async function handleFailure(error: unknown): Promise<never> {
  if (axios.isCancel(error)) throw error;
  const call = axios.isAxiosError(error) ? error.config?.changecraft : undefined;
  const apiError = await toApiError(error, call?.label ?? 'API call');
  const page =
    call?.redirectOnError === false ? undefined : errorPageFor(apiError.status, apiError.detail);
  if (isUnexpected(apiError)) reportError(apiError, { label: apiError.label });
  else console.error(apiError, { label: apiError.label });
  if (page) apiHandlers().onErrorPage(page, apiError);
  else if (call?.notifyOnError !== false) apiHandlers().onFailure(apiError);
  throw apiError;
}

apiClient.interceptors.request.use(prepareRequest);
apiClient.interceptors.response.use(undefined, handleFailure);

interface ReadOptions extends CallOptions {
  params?: QueryParams;
  signal?: AbortSignal;
}

export async function apiGet<T>(path: string, options: ReadOptions): Promise<T> {
  const { params, signal, ...call } = options;
  const response = await apiClient.get<T>(path, { params, signal, changecraft: call });
  return response.data;
}

export async function apiPost<T>(
  path: string,
  body: RequestBody,
  options: ReadOptions,
): Promise<T> {
  const { params, signal, ...call } = options;
  const response = await apiClient.post<T>(path, body, { params, signal, changecraft: call });
  return response.data;
}

export async function apiPut<T>(path: string, body: RequestBody, options: ReadOptions): Promise<T> {
  const { params, signal, ...call } = options;
  const response = await apiClient.put<T>(path, body, { params, signal, changecraft: call });
  return response.data;
}

export async function apiPatch<T>(
  path: string,
  body: RequestBody,
  options: ReadOptions,
): Promise<T> {
  const { params, signal, ...call } = options;
  const response = await apiClient.patch<T>(path, body, { params, signal, changecraft: call });
  return response.data;
}

export async function apiDelete<T = void>(path: string, options: ReadOptions): Promise<T> {
  const { params, signal, ...call } = options;
  const response = await apiClient.delete<T>(path, { params, signal, changecraft: call });
  return response.data;
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
  const response = await apiClient.request<Blob>({
    url: path,
    method,
    data: body,
    params,
    signal,
    responseType: 'blob',
    changecraft: { redirectOnError: false, ...call },
  });
  const disposition = response.headers['content-disposition'] as string | undefined;
  return { blob: response.data, fileName: fileNameFromContentDisposition(disposition) };
}
