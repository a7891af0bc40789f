import { Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ReadState, type ReadLike } from '@/components/read-state';
import { RouterLink } from '@/components/router-link';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  heading: { display: 'flex', flexDirection: 'column' },
  titleRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  title: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface ProjectItemPageProps<T extends { name: string }> {
  /** What the page shows, in one word: "change". */
  what: string;
  /** Whether the address names an item at all (`/changes/abc` does not). */
  valid: boolean;
  read: ReadLike<T>;
  /** The list the item belongs to: "All changes". */
  back: { to: string; label: string };
  /** Beside the title (a status). */
  badge?: (item: T) => ReactNode;
  /** Under the title (how far its set-up has come). */
  caption?: (item: T) => ReactNode;
  /** The item's buttons, for those who may edit it. */
  actions?: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
}

/**
 * A page about one item of a project (a change, a metric): the way back to its list, the
 * read's loading and failure, then its title with what the user may do, above its sections.
 */
export function ProjectItemPage<T extends { name: string }>({
  what,
  valid,
  read,
  back,
  badge,
  caption,
  actions,
  children,
}: ProjectItemPageProps<T>) {
  const styles = useStyles();
  const backLink = (
    <RouterLink to={back.to}>
      <ArrowLeftRegular aria-hidden="true" /> {back.label}
    </RouterLink>
  );
  if (!valid) return <EmptyState title={`This is not a ${what} address`} action={backLink} />;
  return (
    <ReadState read={read} what={`this ${what}`}>
      {(item) => (
        <div className={styles.root}>
          <div>{backLink}</div>
          <div className={styles.head}>
            <div className={styles.heading}>
              <div className={styles.titleRow}>
                <Subtitle1 as="h2" className={styles.title}>
                  {item.name}
                </Subtitle1>
                {badge?.(item)}
              </div>
              {caption ? <Caption1>{caption(item)}</Caption1> : null}
            </div>
            {actions ? <div className={styles.actions}>{actions(item)}</div> : null}
          </div>
          {children(item)}
        </div>
      )}
    </ReadState>
  );
}
