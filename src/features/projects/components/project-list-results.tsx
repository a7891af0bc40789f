import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { ProjectSummary } from '@contract/projects/projects.schema';
import type { EmptyStateProps } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { ReadState, type ReadLike } from '@/components/read-state';
import { PROJECTS_PAGE_SIZE } from '../project-list-query';

const useStyles = makeStyles({
  count: { color: tokens.colorNeutralForeground2 },
});

/**
 * One page of a projects list (the active list, the archive) in its read states: how many
 * there are, the page itself, and the pager.
 */
export function ProjectListResults({
  list,
  what,
  empty,
  count,
  pagerLabel,
  page,
  onPage,
  children,
}: {
  list: ReadLike<{ count: number; results: ProjectSummary[] }>;
  /** What is read, after "Loading": "the archive". */
  what: string;
  empty: EmptyStateProps;
  /** The count line: "3 projects match". */
  count: (count: number) => string;
  pagerLabel: string;
  page: number;
  onPage: (page: number) => void;
  children: (projects: ProjectSummary[]) => ReactNode;
}) {
  const styles = useStyles();
  return (
    <ReadState
      read={list}
      what={what}
      isEmpty={(data) => data.count === 0}
      empty={{ headingLevel: 'h2', ...empty }}
      rows={3}
      deferred
    >
      {(data) => (
        <>
          <Text className={styles.count} role="status">
            {count(data.count)}
          </Text>
          {children(data.results)}
          <Pager
            label={pagerLabel}
            page={page}
            pageSize={PROJECTS_PAGE_SIZE}
            count={data.count}
            onPage={onPage}
          />
        </>
      )}
    </ReadState>
  );
}
