/**
 * Action notices (announceAction) and who listens for them. Kept apart from the toaster that
 * draws them, so a screen can announce without loading Fluent's toasts before the first notice.
 */
/** What a finished action tells the user, with an Undo when the action can be taken back. */
export interface ActionNotice {
  title: string;
  body?: string;
  intent?: 'success' | 'info' | 'warning' | 'error';
  /** Takes the action back (a soft delete, an archive). */
  undo?: { label?: string; run: () => Promise<unknown> };
}

export interface Shown {
  id: string;
  notice: ActionNotice;
  /** When it stops showing (ms since the epoch). */
  until: number;
}

export type Listener = (shown: Shown) => void;

export const TOASTER_ID = 'changecraft-actions';
export const listeners = new Set<Listener>();
let shown: Shown[] = [];
let counter = 0;

/** The notices showing now, oldest first. */
export function showing(): readonly Shown[] {
  return shown;
}

const lifetime = (notice: ActionNotice) => (notice.undo ? 10_000 : 5_000);

export function forget(id: string) {
  shown = shown.filter((entry) => entry.id !== id);
}

/**
 * Tells the user an action is done. Notices live here for as long as they show, not in one
 * toaster: an action that moves to another screen (archiving lands in the list, a new project
 * in its workspace) still shows its notice on the screen it lands on.
 */
export function announceAction(notice: ActionNotice): void {
  counter += 1;
  const entry: Shown = { id: `action-${counter}`, notice, until: Date.now() + lifetime(notice) };
  shown = [...shown, entry];
  window.setTimeout(() => forget(entry.id), lifetime(notice) + 1_000);
  for (const listener of listeners) listener(entry);
}
