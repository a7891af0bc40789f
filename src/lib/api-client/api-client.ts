import type { AxiosResponse, Method } from 'axios';
import { fileNameFromContentDisposition } from './content-disposition';
import { http } from './http';
import type { CallOptions, QueryParams, RequestBody } from './call-options';

export {
  isCanceled,
  RequestCanceledError,
  type CallOptions,
  type QueryParams,
  type RequestBody,
} from './call-options';

/** What a call answered: the parsed body, the status and the headers. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

interface ReadOptions extends CallOptions {
  params?: QueryParams;
  signal?: AbortSignal;
}

type CallMethod = Extract<Method, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;

/** Axios's headers as the platform's Headers, which callers already know. */
function toHeaders(response: AxiosResponse): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers as Record<string, unknown>)) {
    if (value !== undefined && value !== null) headers.set(name, String(value));
  }
  return headers;
}

/** Any call, when the caller needs the status or headers as well as the body. */
export async function apiRequest<T>(
  method: CallMethod,
  path: string,
  options: ReadOptions & { body?: RequestBody; responseType?: 'json' | 'blob' },
): Promise<ApiResponse<T>> {
  const { params, signal, body, responseType, ...call } = options;
  const response = await http.request<T>({
    method,
    url: path.replace(/^\/+/, ''),
    params,
    data: body,
    signal,
    responseType,
    call,
  });
  return { data: response.data, status: response.status, headers: toHeaders(response) };
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
  const { method = 'GET', ...rest } = options;
  const response = await apiRequest<Blob>(method, path, {
    redirectOnError: false,
    ...rest,
    responseType: 'blob',
  });
  const disposition = response.headers.get('content-disposition') ?? undefined;
  return { blob: response.data, fileName: fileNameFromContentDisposition(disposition) };
}
