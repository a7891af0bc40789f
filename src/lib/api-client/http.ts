import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { readySanitiser, sanitisePayload } from '@/lib/sanitise';
import { bearerHeader, withBearerToken } from './bearer-token';
import { API_BASE, takeEarlyRead } from './early-read-store';
import { failedCall } from './failed-call';
import type { CallOptions, QueryParams } from './call-options';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** How the call behaves on failure, and its label; every call through `http` has one. */
    call?: CallOptions;
    /**
     * A read started at boot (src/app/early-start.ts): its token is given, its answer is kept
     * as raw text for the call that takes it, and its failure is nobody's to show.
     */
    earlyRead?: boolean;
  }
}

/**
 * Query strings as the API reads them, with lists as repeated keys
 * (?impacted_groups=1&impacted_groups=2) and absent values left out.
 */
export function serialiseQuery(params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      query.append(key, String(item as string | number | boolean));
    }
  }
  return query.toString();
}

/**
 * How requests leave: fetch, looked up at each call rather than once (Sentry's breadcrumbs and
 * tests wrap it after this module has loaded), and called as fetch(url, init) rather than with
 * a Request built first, so that a multipart body reaches it as the FormData it is.
 */
const fetchEnv = {
  fetch: (input: URL | Request | string, init?: RequestInit) => globalThis.fetch(input, init),
  // Axios builds a Request only when the environment names a constructor (null opts out).
  Request: null as unknown as undefined,
};

const transport: AxiosAdapter = (config) => axios.getAdapter('fetch', config)(config);

/** The absolute URL a call goes to: the key of an early read. */
function absoluteUrl(config: InternalAxiosRequestConfig): string {
  return new URL(http.getUri(config), window.location.origin).href;
}

/**
 * The transport, except that a GET the boot already started for this URL and token is
 * answered by that early read; should it have failed, the call is simply made again.
 */
const answerEarlyOrSend: AxiosAdapter = (config) => {
  const token = bearerHeader(config);
  const early =
    config.method === 'get' && !config.earlyRead && token && !config.signal
      ? takeEarlyRead(absoluteUrl(config), token)
      : undefined;
  if (!early) return transport(config);
  return early.then(
    (response) => ({ ...response, config }),
    () => transport(config),
  );
};

/**
 * The app's one HTTP client (DESIGN.md §4): /api/v1/ on this origin, no timeout (SPEC §9).
 * Its request interceptor adds the bearer token and cleans every outgoing value of unsafe
 * markup; its response interceptor sends failures where SPEC §8 says.
 */
export const http = axios.create({
  headers: { Accept: 'application/json' },
  timeout: 0,
  adapter: answerEarlyOrSend,
  env: fetchEnv,
  paramsSerializer: { serialize: (params) => serialiseQuery(params as QueryParams) },
});

http.interceptors.request.use(async (config) => {
  // Absolute, because Node's fetch (tests) cannot resolve a relative URL.
  config.baseURL = new URL(API_BASE, window.location.origin).href;
  if (config.earlyRead) return config;
  const call = config.call;
  if (!call?.label) throw new Error('Call the API through apiGet, apiPost and friends.');
  const params = config.params as unknown;
  await readySanitiser({ value: [config.data, params], exceptField: call.unsanitisedField });
  config.data = sanitisePayload(config.data as unknown, call.unsanitisedField);
  config.params = sanitisePayload(params, call.unsanitisedField);
  return call.public ? config : withBearerToken(config, call);
});

http.interceptors.response.use(undefined, (error: unknown) => failedCall(error));
