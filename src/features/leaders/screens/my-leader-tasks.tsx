import { Body1, makeStyles, Subtitle2, Switch, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { GroupRef } from '@contract/leaders/shared.schema';
import { ActionToaster } from '@/components/action-toasts';
import { PageHeader } from '@/components/page-header';
import { ReadState } from '@/components/read-state';
import { MyGroupScores } from '../components/own/my-group-scores';
import { MyKeyMessages } from '../components/own/my-key-messages';
import { MyTaskList } from '../components/own/my-task-list';
import { ObservationSurvey } from '../components/own/observation-form';
import {
  useMyKeyMessages,
  useMyLeaderTasks,
  useMyTaskStats,
  useObservationalSurvey,
} from '../hooks';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXL, padding: tokens.spacingHorizontalL },
  section: { display: 'grid', gap: tokens.spacingVerticalS },
});

/** The groups named by what the leader was given, each once, by name. */
function groupsOf(...lists: (readonly (GroupRef | null)[])[]): GroupRef[] {
  const found = new Map<number, GroupRef>();
  for (const list of lists) for (const g of list) if (g) found.set(g.id, g);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A leader's own view across their groups and projects: check tasks off, read the key messages
 * to pass on, rate the new ways of working they observe, and see their groups' scores. It reads
 * only the caller's own groups; the same screen serves the Teams tab.
 */
export function MyLeaderTasksScreen() {
  const styles = useStyles();
  const [showClosed, setShowClosed] = useState(false);
  const tasks = useMyLeaderTasks(showClosed ? 'all' : 'open');
  const stats = useMyTaskStats('mine');
  const messages = useMyKeyMessages('mine');
  const survey = useObservationalSurvey('mine');
  const groups = groupsOf(
    (tasks.data?.results ?? []).map((t) => t.impacted_group),
    (messages.data ?? []).map((m) => m.impacted_group),
    (survey.data ?? []).map((s) => s.impacted_group),
  );
  return (
    <div className={styles.root}>
      <PageHeader title="My leader tasks" />
      <section className={styles.section} aria-labelledby="my-tasks">
        <Subtitle2 as="h2" id="my-tasks">
          Tasks
        </Subtitle2>
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
          {(page) => <MyTaskList tasks={page.results} label="Your leader tasks" />}
        </ReadState>
      </section>
      <MyKeyMessages />
      <ObservationSurvey />
      <MyGroupScores groups={groups} />
      <ActionToaster />
    </div>
  );
}
