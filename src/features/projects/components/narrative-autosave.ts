import { useCallback, useEffect, useRef, useState } from 'react';
import {
  updateChangeNarrativeInputSchema,
  type ChangeNarrative,
} from '@contract/projects/narrative.schema';
import { ApiError } from '@/lib/api-client/api-error';
import { createNarrative, saveNarrative } from '../api';

/** How long typing must pause before the narrative saves itself. */
export const AUTOSAVE_DELAY_MS = 1200;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** `offline`: the browser had no connection; the save runs again when it returns. */
  | { kind: 'failed'; message: string; offline: boolean }
  | { kind: 'conflict'; message: string };

/**
 * Autosave for the narrative: a pause in typing saves, one save at a time, the version sent
 * back each time so nobody's edits are overwritten (a stale one answers 409: a conflict that
 * stops autosave until the writer decides). `getContent` reads the editor's HTML.
 */
export function useNarrativeAutosave({
  projectId,
  narrative,
  getContent,
  onSaved,
}: {
  projectId: number;
  narrative: ChangeNarrative;
  getContent: () => string;
  onSaved: (narrative: ChangeNarrative) => void;
}) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const known = useRef({ id: narrative.id, version: narrative.version });
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef(false);
  const again = useRef(false);
  const stopped = useRef(false);
  const dirty = useRef(false);
  const callbacks = useRef({ getContent, onSaved });
  useEffect(() => {
    callbacks.current = { getContent, onSaved };
  }, [getContent, onSaved]);

  // Another part of the screen (the owner picker) may create the narrative or move it on.
  useEffect(() => {
    if (narrative.version >= known.current.version) {
      known.current = { id: narrative.id, version: narrative.version };
    }
  }, [narrative.id, narrative.version]);

  const saveOnce = useCallback(async (): Promise<void> => {
    const content = callbacks.current.getContent();
    const check = updateChangeNarrativeInputSchema.safeParse({
      content,
      version: Math.max(known.current.version, 1),
    });
    if (!check.success) {
      setState({
        kind: 'failed',
        message: check.error.issues[0]?.message ?? 'It cannot be saved.',
        offline: false,
      });
      return;
    }
    dirty.current = false;
    setState({ kind: 'saving' });
    try {
      const saved =
        known.current.id === null
          ? await createNarrative(projectId, { content })
          : await saveNarrative(projectId, { content, version: known.current.version });
      known.current = { id: saved.id, version: saved.version };
      callbacks.current.onSaved(saved);
      setState(dirty.current ? { kind: 'unsaved' } : { kind: 'saved', at: new Date() });
    } catch (error) {
      dirty.current = true;
      again.current = false;
      if (error instanceof ApiError && error.status === 409) {
        stopped.current = true;
        setState({ kind: 'conflict', message: error.reason });
      } else {
        // No status: the request never reached the server (no connection, or it dropped).
        const offline =
          !navigator.onLine || !(error instanceof ApiError) || error.status === undefined;
        setState({
          kind: 'failed',
          message: error instanceof ApiError ? error.reason : 'No answer from the server.',
          offline,
        });
      }
    }
  }, [projectId]);

  /** Saves now; a save asked for while one is under way runs once that one is done. */
  const save = useCallback(async (): Promise<void> => {
    window.clearTimeout(timer.current);
    if (stopped.current) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    try {
      do {
        again.current = false;
        await saveOnce();
      } while (again.current && !stopped.current);
    } finally {
      inFlight.current = false;
    }
  }, [saveOnce]);

  /** The text changed: save after a pause. */
  const changed = useCallback(() => {
    dirty.current = true;
    if (stopped.current) return;
    setState((current) => (current.kind === 'saving' ? current : { kind: 'unsaved' }));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [save]);

  /** After a conflict: take the latest version and carry on from it. */
  const resume = useCallback((latest: ChangeNarrative) => {
    known.current = { id: latest.id, version: latest.version };
    stopped.current = false;
    dirty.current = false;
    setState({ kind: 'idle' });
  }, []);

  // A save that failed for want of a connection runs again as soon as the connection returns.
  useEffect(() => {
    const retry = () => {
      if (dirty.current && !stopped.current) void save();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [save]);

  // Leaving the screen with unsaved words: save them on the way out, and warn on a page unload.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current || inFlight.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (dirty.current && !stopped.current) void save();
    };
  }, [save]);

  return { state, changed, saveNow: save, resume };
}
