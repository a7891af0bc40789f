import type { ApiError } from '@/lib/api-client/api-error';

type Listener = (error: ApiError) => void;

const MAX_WAITING = 5;
const listeners = new Set<Listener>();
const waiting: ApiError[] = [];
const firstFailureListeners = new Set<() => void>();
let anyFailure = false;

/**
 * Shows a failed call to the user (the failures SPEC §8 does not answer with a page). The
 * toaster's code loads on the first failure; what fails before it is ready waits for it.
 */
export function announceFailure(error: ApiError): void {
  if (!anyFailure) {
    anyFailure = true;
    for (const listener of firstFailureListeners) listener();
  }
  if (listeners.size === 0) {
    if (waiting.length < MAX_WAITING) waiting.push(error);
    return;
  }
  for (const listener of listeners) listener(error);
}

/** Whether any call has failed yet (for useSyncExternalStore). */
export const hasFailed = (): boolean => anyFailure;

export function onFirstFailure(listener: () => void): () => void {
  firstFailureListeners.add(listener);
  return () => {
    firstFailureListeners.delete(listener);
  };
}

export function onFailureAnnounced(listener: Listener): () => void {
  listeners.add(listener);
  for (const error of waiting.splice(0)) listener(error);
  return () => {
    listeners.delete(listener);
  };
}
