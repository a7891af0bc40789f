import { Input, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import { useDeferredValue, useState } from 'react';
import type { GlobalImpactedGroupSummary } from '@contract/groups/global-impacted-groups.schema';
import { groupPaths as paths } from '../paths';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { PageHeader } from '@/components/page-header';
import { ReadState } from '@/components/read-state';
import { RouterButtonLink, RouterLink } from '@/components/router-link';
import { useGlobalGroups } from '../hooks';

/** Groups a page of the list holds. */
export const GROUPS_PAGE_SIZE = 50;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    alignItems: 'center',
  },
});

const columns: DataColumn<GlobalImpactedGroupSummary>[] = [
  {
    id: 'name',
    header: 'Group',
    cell: (g) => <RouterLink to={paths.peopleGroups.href(g.id)}>{g.name}</RouterLink>,
    compare: (a, b) => a.name.localeCompare(b.name),
  },
  { id: 'owner', header: 'Owner', cell: (g) => g.owner?.display_name ?? '—' },
  { id: 'persona', header: 'Persona', cell: (g) => g.persona?.name ?? '—' },
  {
    id: 'members',
    header: 'Members',
    cell: (g) => g.member_count,
    compare: (a, b) => a.member_count - b.member_count,
  },
  { id: 'leaders', header: 'Leaders', cell: (g) => g.leader_count },
  { id: 'projects', header: 'Projects', cell: (g) => g.project_count },
  {
    id: 'directory',
    header: 'Directory',
    cell: (g) => (g.directory_group ? `Synced from ${g.directory_group.name}` : 'Managed here'),
  },
];

/** The list of global impacted groups with search and the "mine" / "I lead" filters. */
export function GlobalGroupList() {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const [mine, setMine] = useState(false);
  const [leading, setLeading] = useState(false);
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const groups = useGlobalGroups({
    search: deferred || undefined,
    forCurrentLoggedInUser: mine || undefined,
    peopleManager: leading || undefined,
    includeArchived: archived || undefined,
    page_number: page,
    page_size: GROUPS_PAGE_SIZE,
  });
  // A new search or filter starts again at its first page.
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <div className={styles.root}>
      <PageHeader
        title="Impacted groups"
        actions={
          <RouterButtonLink appearance="primary" icon={<AddRegular />} to={paths.newGroup.href()}>
            New group
          </RouterButtonLink>
        }
      />
      <div className={styles.filters} role="search">
        <Input
          aria-label="Search groups"
          placeholder="Search groups"
          contentBefore={<SearchRegular />}
          value={search}
          onChange={(_e, d) => refilter(setSearch)(d.value)}
        />
        <Switch label="Mine" checked={mine} onChange={(_e, d) => refilter(setMine)(d.checked)} />
        <Switch
          label="Groups I lead"
          checked={leading}
          onChange={(_e, d) => refilter(setLeading)(d.checked)}
        />
        <Switch
          label="Include archived"
          checked={archived}
          onChange={(_e, d) => refilter(setArchived)(d.checked)}
        />
      </div>
      <ReadState
        read={groups}
        what="the groups"
        isEmpty={(found) => found.count === 0}
        empty={{
          title: 'No groups found',
          message: 'Create a group, or change the search and filters.',
        }}
      >
        {(found) => (
          <>
            <DataTable
              rows={found.results}
              columns={columns}
              rowId={(g) => g.id}
              caption="Impacted groups"
            />
            <Pager
              page={page}
              pageSize={GROUPS_PAGE_SIZE}
              count={found.count}
              label="Groups"
              onPage={setPage}
            />
          </>
        )}
      </ReadState>
    </div>
  );
}
