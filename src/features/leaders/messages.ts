import { ApiError } from '@/lib/api-client/api-error';

/** What a failed write says to the user: the server's detail, first field message or reason. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const first = error.fieldErrors ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
    return error.detail ?? first ?? error.reason;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}
