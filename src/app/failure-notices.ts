import type { ApiError } from '@/lib/api-client/api-error';

type Listener = (error: ApiError) => void;

const MAX_WAITING = 5;
const listeners = new Set<Listener>();
const waiting: ApiError[] = [];

/**
 * Shows a failed call to the user (the failures SPEC §8 does not answer with a page). The toaster
 * loads after the first paint; a failure before then waits for it.
 */
export function announceFailure(error: ApiError): void {
  if (listeners.size === 0) {
    if (waiting.length < MAX_WAITING) waiting.push(error);
    return;
  }
  for (const listener of listeners) listener(error);
}

export function onFailureAnnounced(listener: Listener): () => void {
  listeners.add(listener);
  for (const error of waiting.splice(0)) listener(error);
  return () => {
    listeners.delete(listener);
  };
}
