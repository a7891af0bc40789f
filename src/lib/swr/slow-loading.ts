import { useSyncExternalStore } from 'react';

const slowKeys = new Set<string>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Marks a read as slower than the warning threshold (SWR's onLoadingSlow). */
export function markSlow(key: string): void {
  if (slowKeys.has(key)) return;
  slowKeys.add(key);
  emit();
}

/** The read answered or failed: it no longer counts as slow. */
export function clearSlow(key: string): void {
  if (!slowKeys.delete(key)) return;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const hasSlowReads = () => slowKeys.size > 0;

/** True while at least one read has taken longer than the slow-load threshold. */
export function useSlowLoading(): boolean {
  return useSyncExternalStore(subscribe, hasSlowReads, hasSlowReads);
}
