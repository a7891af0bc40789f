import { Caption1, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { LeaderItem } from '@contract/leaders/leader-items.schema';
import { announceAction } from '@/components/action-toasts';
import { useFormat } from '@/lib/format/use-format';
import { RouterLink } from '@/components/router-link';
import { useUpdateItem } from '@/features/leaders/hooks';
import { leaderPaths } from '@/features/leaders/paths';

const SHOWN = 6;

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * Home's "My leader tasks": the open tasks of the groups the person leads, the most urgent
 * first, checked off in place; the whole view (key messages, scores) is one link away.
 */
export function MyLeaderTasksPanel({ tasks }: { tasks: readonly LeaderItem[] }) {
  const format = useFormat();
  const styles = useStyles();
  const updateItem = useUpdateItem();
  const close = async (task: LeaderItem) => {
    try {
      await updateItem(task, { closed: true });
      announceAction({
        title: `Done: “${task.title}”`,
        undo: { run: () => updateItem(task, { closed: false }) },
      });
    } catch {
      announceAction({ title: `“${task.title}” was not changed. Try again.`, intent: 'error' });
    }
  };
  const urgent = [...tasks].sort((a, b) =>
    (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999'),
  );
  return (
    <>
      <ul className={styles.list} aria-label="Your open leader tasks">
        {urgent.slice(0, SHOWN).map((t) => (
          <li key={t.id} className={styles.row}>
            <Checkbox
              aria-label={`Done: ${t.title}`}
              checked={false}
              disabled={!t.can_close}
              onChange={() => void close(t)}
            />
            <span className={styles.text}>
              <span>{t.title}</span>
              <Caption1 className={styles.muted}>
                {t.state === 'Overdue' ? 'Overdue · ' : ''}
                {t.due_date ? `due ${format.date(t.due_date)}` : 'no due date'} · {t.cycle_name}
              </Caption1>
            </span>
          </li>
        ))}
      </ul>
      <RouterLink to={leaderPaths.myTasks.href()}>
        {tasks.length > SHOWN ? `All ${tasks.length} tasks` : 'Your key messages and scores'}
      </RouterLink>
    </>
  );
}
