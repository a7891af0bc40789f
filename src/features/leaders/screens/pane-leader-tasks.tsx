import { Caption1, Link, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { ActionToaster } from '@/components/action-toasts';
import { ReadState } from '@/components/read-state';
import { openInBrowser } from '@/lib/host/office-mail';
import { usePageTitle } from '@/lib/page-title';
import { MyKeyMessages } from '../components/own/my-key-messages';
import { MyTaskList } from '../components/own/my-task-list';
import { useMyLeaderTasks } from '../hooks';
import { leaderPaths } from '../paths';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0 },
});

/**
 * The Outlook pane's leader view: open tasks to check off and the key messages to pass on; the
 * full view (observations, scores) opens in the browser.
 */
export function PaneLeaderTasksScreen() {
  const styles = useStyles();
  usePageTitle('Leader tasks');
  const tasks = useMyLeaderTasks('open');
  return (
    <div className={styles.root}>
      <section aria-labelledby="pane-leader-tasks">
        <Subtitle2 as="h1" id="pane-leader-tasks" className={styles.heading}>
          Your leader tasks
        </Subtitle2>
        <ReadState
          read={tasks}
          what="your leader tasks"
          isEmpty={(page) => page.results.length === 0}
          empty={{
            title: 'Nothing to do',
            message: 'Tasks for the groups you lead show here when a change manager plans them.',
          }}
        >
          {(page) => <MyTaskList tasks={page.results} label="Your open leader tasks" />}
        </ReadState>
      </section>
      <MyKeyMessages />
      <Caption1>
        <Link
          as="button"
          onClick={() => openInBrowser(`${window.location.origin}${leaderPaths.myTasks.href()}`)}
        >
          Open your scores and observations in Changecraft
        </Link>
      </Caption1>
      <ActionToaster />
    </div>
  );
}
