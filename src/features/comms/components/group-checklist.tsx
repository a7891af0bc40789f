import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useProjectGroups } from '../hooks';

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

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
  const styles = useStyles();
  const groups = useProjectGroups(projectId);
  return (
    <div className={styles.groups} role="group" aria-label={label}>
      {groups.data?.length === 0 ? <span>This project has no groups yet.</span> : null}
      {groups.data?.map((g) => (
        <Checkbox
          key={g.id}
          label={g.name}
          checked={value.includes(String(g.id))}
          onChange={(_e, data) =>
            onChange(
              data.checked ? [...value, String(g.id)] : value.filter((id) => id !== String(g.id)),
            )
          }
        />
      ))}
    </div>
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
