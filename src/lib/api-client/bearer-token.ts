import type { InternalAxiosRequestConfig } from 'axios';
import { AuthRedirectStartedError } from '@/lib/auth/auth-client';
import { apiHandlers } from './api-handlers';
import { ApiError } from './api-error';
import { RequestCanceledError, type CallOptions } from './call-options';
import { reportFailure } from './failed-call';

/** The bearer token a request carries, if any. */
export function bearerHeader(config: InternalAxiosRequestConfig): string | undefined {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' ? header.replace(/^Bearer /, '') : undefined;
}

/**
 * Adds the bearer token (DESIGN.md §4). No token at all aborts the request and signs out
 * (SPEC §8); a sign-in redirect under way cancels it quietly; a token that cannot be had is a
 * failure the user is told of.
 */
export async function withBearerToken(
  config: InternalAxiosRequestConfig,
  call: CallOptions,
): Promise<InternalAxiosRequestConfig> {
  let token: string | undefined;
  try {
    token = await apiHandlers().getAccessToken();
  } catch (error) {
    if (error instanceof AuthRedirectStartedError) {
      throw new RequestCanceledError(`${call.label}: signing in again`);
    }
    const reason = error instanceof Error ? error.message : String(error);
    return reportFailure(
      call,
      new ApiError(call.label, reason, undefined, undefined, undefined, { cause: error }),
    );
  }
  if (!token || token === 'undefined') {
    apiHandlers().onMissingToken();
    throw new RequestCanceledError(`${call.label}: not signed in, request aborted`);
  }
  config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}
