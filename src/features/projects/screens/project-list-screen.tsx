import { makeStyles, tokens } from '@fluentui/react-components';
import { ArchiveRegular } from '@fluentui/react-icons';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { projectPaths } from '../paths';
import { PageHeader } from '@/components/page-header';
import { RouterButtonLink } from '@/components/router-link';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { useUsersProfile } from '@/lib/session/session-reads';
import { mayCreateProjects, NewProjectLink } from '../widgets/new-project-link';

// Search, filters and the list (Fluent's dropdowns, table and menus) are a chunk of their own,
// asked for once the header has been painted: the first paint on a phone waits for less code
// to download and run (DESIGN.md §8), and the list's first read is on the wire since boot.
const ProjectListBody = lazyWithReload('project-list-body', () =>
  import('../components/project-list-body').then((m) => m.ProjectListBody),
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** `/projects`: every project the user can see, found by search, filters and sort. */
export function ProjectListScreen() {
  const styles = useStyles();
  const { data: profile, error: profileError } = useUsersProfile();
  // Those who run projects create them and keep the archive (the navigation's Archive rule).
  const mayCreate = mayCreateProjects(profile);
  // Below the header waits for who is signed in, which decides the header's actions: drawn
  // before them, the search and the list moved down when the actions arrived and wrapped under
  // the title on a phone (a layout shift). Header first, the rest in a background render.
  const belowHeader = useDeferredValue(profile !== undefined || profileError !== undefined);
  // Once the header is painted (a timer set in the frame before the paint runs after it), in a
  // task of its own: the import adds a preload link for each file it needs, which takes a while.
  useEffect(() => {
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => ProjectListBody.preload(), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <div className={styles.root}>
      <PageHeader
        title="Projects"
        description="Every change project you can see, with its status, phase and next go-live."
        actions={
          mayCreate ? (
            <>
              <RouterButtonLink to={projectPaths.archive.href()} icon={<ArchiveRegular />}>
                Archive
              </RouterButtonLink>
              <NewProjectLink />
            </>
          ) : undefined
        }
      />
      {belowHeader ? (
        <Suspense fallback={null}>
          <ProjectListBody />
        </Suspense>
      ) : null}
    </div>
  );
}
