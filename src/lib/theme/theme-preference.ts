import type { ThemePreference } from './host-theme';

const STORAGE_KEY = 'changecraft.theme';
const choices: readonly ThemePreference[] = ['light', 'dark', 'system'];

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // A frame whose storage the browser refuses (third-party storage blocked).
    return undefined;
  }
}

let preference: ThemePreference | undefined;
const listeners = new Set<() => void>();

/** The user's colour mode, kept in this browser; light until they choose (SPEC §2). */
export function themePreference(): ThemePreference {
  if (preference) return preference;
  let stored: string | null = null;
  try {
    stored = storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  preference = choices.find((choice) => choice === stored) ?? 'light';
  return preference;
}

/** Remembers the choice (where the browser lets us) and repaints everything that follows it. */
export function chooseThemePreference(next: ThemePreference): void {
  preference = next;
  try {
    storage()?.setItem(STORAGE_KEY, next);
  } catch {
    // Not remembered past this page, but still applied.
  }
  for (const listener of listeners) listener();
}

export function subscribeThemePreference(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the in-memory choice so the next read comes from storage (tests start afresh). */
export function forgetThemePreference(): void {
  preference = undefined;
}
