import { Button, Caption1, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { GroupMember } from '@contract/groups/group-members.schema';
import { groupPaths as paths } from '../paths';
import { GroupFunctionsSection } from './group-functions-section';
import { announceAction } from '@/components/action-toasts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { ReadState } from '@/components/read-state';
import { RouterButtonLink, RouterLink } from '@/components/router-link';
import { useFormat } from '@/lib/format/use-format';
import {
  useDeleteGlobalGroup,
  useGlobalGroup,
  useMembersByDepartment,
  useSyncGlobalGroup,
  useUpdateGlobalGroup,
} from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type MemberRow = GroupMember & { key: string };

const memberColumns: DataColumn<MemberRow>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (m) => m.display_name,
    compare: (a, b) => a.display_name.localeCompare(b.display_name),
  },
  { id: 'role', header: 'Role', cell: (m) => (m.is_leader ? 'Leader' : 'Employee') },
  { id: 'department', header: 'Department', cell: (m) => m.department ?? '—' },
  { id: 'site', header: 'Site', cell: (m) => m.site ?? '—' },
  { id: 'job', header: 'Job title', cell: (m) => m.job_title ?? '—' },
  {
    id: 'source',
    header: 'Added',
    cell: (m) => (m.source === 'DIRECTORY' ? 'From the directory' : 'By hand'),
  },
];

/** `/people/groups/:groupId`: a group's people, leaders, functions and directory link. */
export function GlobalGroupPage() {
  const format = useFormat();
  const styles = useStyles();
  const navigate = useNavigate();
  const groupId = Number(useParams().groupId);
  const group = useGlobalGroup(groupId);
  const [deleting, setDeleting] = useState(false);
  // Back to the list once the confirmation has closed (never under an open dialog).
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    if (deleted && !deleting) void navigate(paths.peopleGroups.href());
  }, [deleted, deleting, navigate]);
  const members = useMembersByDepartment(
    group.data && (group.data.can_edit || group.data.leaders.length >= 0) ? groupId : undefined,
  );
  const sync = useSyncGlobalGroup();
  const update = useUpdateGlobalGroup();
  const remove = useDeleteGlobalGroup();

  const act = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
      announceAction({ title: what });
    } catch (error) {
      const detail = (error as { response?: { data?: { detail?: string } } }).response?.data
        ?.detail;
      announceAction({ title: `${what}: not done`, body: detail ?? 'Try again.', intent: 'error' });
    }
  };

  return (
    <ReadState read={group} what="the group" rows={4}>
      {(g) => (
        <div className={styles.root}>
          <PageHeader
            title={g.name}
            above={<RouterLink to={paths.peopleGroups.href()}>All impacted groups</RouterLink>}
            actions={
              g.can_edit ? (
                <div className={styles.row}>
                  <RouterButtonLink to={paths.editGroup.href(g.id)}>Edit</RouterButtonLink>
                  <Button
                    onClick={() =>
                      act(g.archived ? `Restored ${g.name}` : `Archived ${g.name}`, () =>
                        update(g.id, { archived: !g.archived }),
                      )
                    }
                  >
                    {g.archived ? 'Restore' : 'Archive'}
                  </Button>
                  <Button appearance="subtle" onClick={() => setDeleting(true)}>
                    Delete
                  </Button>
                  <ConfirmDialog
                    open={deleting}
                    title={`Delete the group “${g.name}”?`}
                    confirmLabel="Delete group"
                    busyLabel="Deleting…"
                    destructive
                    onConfirm={async () => {
                      await remove(g.id);
                      announceAction({ title: `Deleted ${g.name}` });
                      setDeleted(true);
                    }}
                    onClose={() => setDeleting(false)}
                  >
                    Its members stay in the directory. A group that surveys, assessments or
                    activities still use cannot be deleted: archive it instead.
                  </ConfirmDialog>
                </div>
              ) : undefined
            }
          />
          <Text>{g.description}</Text>
          <Caption1>
            {format.count(g.member_count, { one: 'person', other: 'people' })} ·{' '}
            {format.count(g.leader_count, { one: 'leader', other: 'leaders' })} · used by{' '}
            {format.count(g.project_count, { one: 'project', other: 'projects' })}
            {g.owner ? ` · owned by ${g.owner.display_name}` : ''}
            {g.persona ? ` · persona ${g.persona.name}` : ''}
          </Caption1>
          <div className={styles.row}>
            <Text>
              {g.directory_group
                ? `Synced from the directory group ${g.directory_group.name}${g.last_synced_at ? `, last on ${format.timestampDate(g.last_synced_at)}` : ''}.`
                : 'Members are managed here.'}
            </Text>
            {g.directory_group && g.can_edit ? (
              <Button
                size="small"
                icon={<ArrowSyncRegular />}
                onClick={() => act('Synced with the directory', () => sync(g.id))}
              >
                Sync now
              </Button>
            ) : null}
          </div>
          <section className={styles.section} aria-labelledby="leaders-heading">
            <Subtitle2 as="h2" id="leaders-heading">
              Leaders
            </Subtitle2>
            <Text>{g.leaders.map((p) => p.display_name).join(', ') || 'No leaders yet.'}</Text>
          </section>
          <GroupFunctionsSection groupId={g.id} canEdit={g.can_edit} />
          <section className={styles.section} aria-labelledby="members-heading">
            <Subtitle2 as="h2" id="members-heading">
              Members
            </Subtitle2>
            <ReadState
              read={members}
              what="the members"
              empty={{ title: 'Nobody yet', message: 'Add people or link a directory group.' }}
            >
              {(departments) => (
                <DataTable
                  rows={departments.flatMap((d) =>
                    d.members.map((m) => ({ ...m, key: `${m.id}` })),
                  )}
                  columns={memberColumns}
                  rowId={(m) => m.key}
                  caption={`Members of ${g.name}`}
                  virtual={{ height: 480 }}
                />
              )}
            </ReadState>
          </section>
        </div>
      )}
    </ReadState>
  );
}
