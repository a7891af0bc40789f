import type { ApiError } from '@/lib/api-client/api-error';

/** A failure told as it is, or the notice that the device seems to be offline. */
export type NoticeKind = 'failure' | 'offline';
type Listener = (error: ApiError, kind: NoticeKind) => void;

const MAX_WAITING = 5;
const listeners = new Set<Listener>();
const waiting: [ApiError, NoticeKind][] = [];
const firstFailureListeners = new Set<() => void>();
let anyFailure = false;

/**
 * Shows a failed call to the user (the failures SPEC §8 does not answer with a page). The
 * toaster's code loads on the first failure; what fails before it is ready waits for it.
 */
export function announceFailure(error: ApiError, kind: NoticeKind = 'failure'): void {
  if (!anyFailure) {
    anyFailure = true;
    for (const listener of firstFailureListeners) listener();
  }
  if (listeners.size === 0) {
    if (waiting.length < MAX_WAITING) waiting.push([error, kind]);
    return;
  }
  for (const listener of listeners) listener(error, kind);
}

/** A call got no answer at all: one notice that the device or network seems offline. */
export function announceOffline(error: ApiError): void {
  announceFailure(error, 'offline');
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
  for (const [error, kind] of waiting.splice(0)) listener(error, kind);
  return () => {
    listeners.delete(listener);
  };
}
