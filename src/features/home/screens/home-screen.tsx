import { makeStyles, tokens } from '@fluentui/react-components';
import { ActionToaster } from '@/components/action-toasts';
import { ComingUp } from '../components/coming-up';
import { HomeHeader } from '../components/home-header';
import { YourProjects } from '../components/your-projects';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/**
 * `/` and `/home`: the user's projects and what is coming up in them, and a quick start. The
 * screen itself reads nothing: each section reads its own data, so each answer that arrives
 * redraws one section instead of the whole screen (the first screen's main thread, DESIGN.md §8).
 */
export function HomeScreen() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <HomeHeader />
      <YourProjects />
      <ComingUp />
      {/* Notices of what is done from Home's panels (a leader task checked off). */}
      <ActionToaster />
    </div>
  );
}
