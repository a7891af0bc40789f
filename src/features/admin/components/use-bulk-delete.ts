import type { ReferenceListName } from '@contract/admin/reference-lists';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDeleteReferenceEntry } from '../hooks';
import { messageOf } from './reference-entry-row';

/** How long deleted entries wait, hidden, for an Undo before the server deletes them. */
export const UNDO_WINDOW_MS = 8_000;

export interface PendingDelete {
  ids: readonly number[];
  names: readonly string[];
}

/**
 * Bulk delete with undo: the chosen entries disappear at once and are deleted on the server only
 * when the undo window closes (or the editor closes), so Undo brings back the very same entries,
 * ids, order, files and all, with nothing to re-create. Entries the server refuses (still used)
 * come back with its reason.
 */
export function useBulkDelete(list: ReferenceListName, undoWindowMs = UNDO_WINDOW_MS) {
  const remove = useDeleteReferenceEntry();
  const [pending, setPending] = useState<PendingDelete | null>(null);
  // Batches whose Undo has passed and whose deletes are on their way: still hidden.
  const [committing, setCommitting] = useState<readonly PendingDelete[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const pendingRef = useRef<PendingDelete | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  const commit = useCallback(async () => {
    window.clearTimeout(timer.current);
    const batch = pendingRef.current;
    if (!batch) return;
    pendingRef.current = null;
    if (mounted.current) {
      setCommitting((current) => [...current, batch]);
      setPending((current) => (current === batch ? null : current));
    }
    const messages: string[] = [];
    // One at a time: each delete is its own safe-delete check and audit entry.
    for (const id of batch.ids) {
      try {
        await remove(list, id);
      } catch (error) {
        messages.push(messageOf(error));
      }
    }
    if (!mounted.current) return;
    setCommitting((current) => current.filter((b) => b !== batch));
    if (messages.length > 0) setRefused(messages);
  }, [list, remove]);

  const start = useCallback(
    (batch: PendingDelete) => {
      // A second bulk delete first settles the one still waiting.
      void commit();
      pendingRef.current = batch;
      setPending(batch);
      setRefused([]);
      timer.current = window.setTimeout(() => void commit(), undoWindowMs);
    },
    [commit, undoWindowMs],
  );

  const undo = useCallback(() => {
    window.clearTimeout(timer.current);
    pendingRef.current = null;
    setPending(null);
  }, []);

  // Leaving the editor ends the undo window: the entries the admin deleted are deleted.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void commit();
    };
  }, [commit]);

  const hidden = new Set([...(pending?.ids ?? []), ...committing.flatMap((b) => b.ids)]);
  return { pending, hidden, deleting: committing.length > 0, refused, start, undo };
}
