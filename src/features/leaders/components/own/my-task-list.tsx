import { Body1, Caption1, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { LeaderItem } from '@contract/leaders/leader-items.schema';
import { announceAction } from '@/components/action-toasts';
import { useFormat } from '@/lib/format/use-format';
import { WorkItemStateBadge } from '@/features/projects/widgets/work-item-state-badge';
import { useUpdateItem } from '../../hooks';
import { messageOf } from '../../messages';

const useStyles = makeStyles({
  list: { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalS },
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  grow: { flexGrow: 1, minWidth: 0 },
});

/** A leader's tasks, each checked off (or reopened) in place, with Undo. */
export function MyTaskList({ tasks, label }: { tasks: readonly LeaderItem[]; label: string }) {
  const format = useFormat();
  const styles = useStyles();
  const updateItem = useUpdateItem();
  const toggle = async (task: LeaderItem) => {
    try {
      await updateItem(task, { closed: !task.closed });
      announceAction({
        title: task.closed ? `Reopened “${task.title}”` : `Done: “${task.title}”`,
        undo: { run: () => updateItem(task, { closed: task.closed }) },
      });
    } catch (error) {
      announceAction({ title: `Not changed: ${messageOf(error)}`, intent: 'error' });
    }
  };
  return (
    <ul className={styles.list} aria-label={label}>
      {tasks.map((t) => (
        <li key={t.id} className={styles.row}>
          <Checkbox
            checked={t.closed}
            disabled={!t.can_close}
            aria-label={`Done: ${t.title}`}
            onChange={() => void toggle(t)}
          />
          <div className={styles.grow}>
            <Body1 block>{t.title}</Body1>
            <Caption1 block>
              {t.cycle_name} · {t.impacted_group?.name ?? 'every group'} ·{' '}
              {t.due_date ? `due ${format.date(t.due_date)}` : 'no due date'}
            </Caption1>
          </div>
          <WorkItemStateBadge state={t.state} />
        </li>
      ))}
    </ul>
  );
}
