import { useState, type ReactNode } from 'react';
import { ActionMenu } from '@/components/action-menu';
import { ConfirmDelete } from '@/components/confirm-delete';

/**
 * The add, edit and delete life of a list's rows (impacts, capabilities, business risks,
 * categories): which row's dialog is open, the row's Edit/Delete menu, and the confirmation
 * before a row is deleted.
 */
export function useRowEditing<T extends { id: number }>(options: {
  /** What a row is called in the confirmation: "impact", "risk category". */
  noun: string;
  /** A row's name, for its menu and the confirmation. */
  name: (row: T) => string;
  /** What else goes when a row is deleted. */
  consequence?: string;
  remove: (id: number) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState<{ row?: T }>();
  const [deleting, setDeleting] = useState<T>();
  const { noun, name, consequence, remove } = options;
  return {
    /** `{}` while adding, `{ row }` while editing, `undefined` with no dialog open. */
    editing,
    add: () => setEditing({}),
    close: () => setEditing(undefined),
    menu: (row: T, label = name(row)): ReactNode => (
      <ActionMenu
        name={label}
        actions={[
          { label: 'Edit', onClick: () => setEditing({ row }) },
          { label: 'Delete', onClick: () => setDeleting(row) },
        ]}
      />
    ),
    confirmDelete: (
      <ConfirmDelete
        open={Boolean(deleting)}
        noun={noun}
        name={deleting ? name(deleting) : ''}
        {...(consequence ? { consequence } : {})}
        onDelete={() => (deleting ? remove(deleting.id) : Promise.resolve())}
        onClose={() => setDeleting(undefined)}
      />
    ),
  };
}
