import { isCancel } from 'axios';

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
    isCancel(error) ||
    (error instanceof Error && error.name === 'AbortError') ||
    (typeof DOMException !== 'undefined' &&
      error instanceof DOMException &&
      error.name === 'AbortError')
  );
}
