import {
  Body1,
  Caption1,
  Checkbox,
  makeStyles,
  Subtitle2,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { LeaderItem } from '@contract/leaders/leader-items.schema';
import { announceAction } from '@/components/action-toasts';
import { PageHeader } from '@/components/page-header';
import { ReadState } from '@/components/read-state';
import { WorkItemStateBadge } from '@/components/work-item-state-badge';
import { useMyLeaderTasks, useMyTaskStats, useUpdateItem } from '../hooks';
import { messageOf } from '../messages';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  list: { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalS },
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  grow: { flexGrow: 1 },
});

/**
 * A leader's own tasks across their groups and projects: check them off, see what is overdue.
 * The same screen is the Teams tab (it reads only the caller's groups).
 */
export function MyLeaderTasksScreen() {
  const styles = useStyles();
  const [showClosed, setShowClosed] = useState(false);
  const tasks = useMyLeaderTasks(showClosed ? 'all' : 'open');
  const stats = useMyTaskStats('mine');
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
    <div className={styles.root}>
      <PageHeader title="My leader tasks" />
      {stats.data ? (
        <Body1>
          {stats.data.open + stats.data.overdue} open, {stats.data.overdue} overdue,{' '}
          {stats.data.closed} done; {stats.data.closed_on_time} of {stats.data.due_so_far} due so
          far were done on time.
        </Body1>
      ) : null}
      <Switch
        label="Show done tasks"
        checked={showClosed}
        onChange={(_, d) => setShowClosed(d.checked)}
      />
      <ReadState
        read={tasks}
        what="your leader tasks"
        isEmpty={(page) => page.results.length === 0}
        empty={{
          title: 'Nothing to do',
          message: 'Tasks for the groups you lead show here when a change manager plans them.',
        }}
      >
        {(page) => (
          <section aria-label="Your leader tasks">
            <Subtitle2 as="h2">Tasks</Subtitle2>
            <ul className={styles.list}>
              {page.results.map((t) => (
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
                      {t.due_date ? `due ${t.due_date}` : 'no due date'}
                    </Caption1>
                  </div>
                  <WorkItemStateBadge state={t.state} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </ReadState>
    </div>
  );
}
