import { useProjectGroups } from '../hooks';
import { CheckList } from './check-list';

/**
 * The project's groups as checkboxes: who receives a communication, who is invited, who a file
 * is shared with. `value` holds the chosen group ids as strings (form values).
 */
export function GroupChecklist({
  projectId,
  label,
  value,
  onChange,
}: {
  projectId: number;
  label: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const groups = useProjectGroups(projectId);
  return (
    <CheckList
      label={label}
      items={groups.data?.map((g) => ({ id: String(g.id), name: g.name }))}
      value={value}
      onChange={onChange}
      empty="This project has no groups yet."
    />
  );
}

/** Chosen group ids (form values) as the receivers a contract body names. */
export function groupReceivers(ids: readonly string[]) {
  return ids.map((id) => ({ type: 'group' as const, id: Number(id) }));
}

/** A local `datetime-local` value as an ISO instant (the browser's time zone is the writer's). */
export function instant(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant as a `datetime-local` value in the browser's time zone (empty for none). */
export function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
