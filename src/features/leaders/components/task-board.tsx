import {
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ActivationCycle } from '@contract/leaders/activation-cycles.schema';
import type { LeaderItemKind } from '@contract/leaders/kinds';
import type { BulkItem, LeaderItem } from '@contract/leaders/leader-items.schema';
import { ActionMenu } from '@/components/action-menu';
import { CalendarDate } from '@/lib/format/formatted';
import { announceAction } from '@/components/action-toasts';
import { ConfirmDelete } from '@/components/confirm-delete';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { VisuallyHidden } from '@/components/visually-hidden';
import { WorkItemStateBadge } from '@/features/projects/widgets/work-item-state-badge';
import type { PersonRef } from '@contract/shared/common.schema';
import { useBulkUpdateItems, useDeleteItem, useUpdateItem } from '../hooks';
import { messageOf } from '../messages';
import { ItemDialog, ownerChoices } from './item-dialog';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  row: { display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end' },
});

/** Leaders who may own every one of these items (each leads the item's group). */
function commonOwners(cycle: ActivationCycle, items: readonly LeaderItem[]): PersonRef[] {
  let common: PersonRef[] | null = null;
  for (const item of items) {
    const choices = ownerChoices(
      cycle.impacted_groups,
      item.impacted_group ? String(item.impacted_group.id) : 'general',
    );
    common = common ? common.filter((p) => choices.some((c) => c.id === p.id)) : choices;
  }
  return common ?? [];
}

function weekLater(date: string | null): string {
  const from = date ? Date.parse(date) : Date.now();
  return new Date(from + 7 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A cycle's tasks (or actions): state, owner and due date, each editable, with bulk close,
 * reopen, reassign and "a week later", each undoable; a leader's row offers only closing.
 */
export function TaskBoard({
  projectId,
  cycle,
  kind,
  items,
  groupId,
  canEdit,
}: {
  projectId: number;
  cycle: ActivationCycle;
  kind: LeaderItemKind;
  items: readonly LeaderItem[];
  groupId: number | null;
  canEdit: boolean;
}) {
  const styles = useStyles();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LeaderItem>();
  const [deleting, setDeleting] = useState<LeaderItem>();
  const deleteItem = useDeleteItem();
  const bulkUpdate = useBulkUpdateItems();
  const updateItem = useUpdateItem();
  const noun = kind === 'TASK' ? 'task' : 'action';
  const shown = groupId
    ? items.filter((i) => i.impacted_group === null || i.impacted_group.id === groupId)
    : items;

  const runBulk = async (changes: BulkItem[], what: string, clear: () => void) => {
    try {
      const result = await bulkUpdate(projectId, { items: changes });
      clear();
      announceAction({
        title: `${what}: ${changes.length} ${noun}${changes.length === 1 ? '' : 's'}`,
        undo: { run: () => bulkUpdate(projectId, { items: result.previous }) },
      });
    } catch (error) {
      announceAction({ title: `Not changed: ${messageOf(error)}`, intent: 'error' });
    }
  };

  const toggle = async (item: LeaderItem) => {
    try {
      await updateItem(item, { closed: !item.closed });
      announceAction({
        title: item.closed ? `Reopened “${item.title}”` : `Closed “${item.title}”`,
        undo: { run: () => updateItem(item, { closed: item.closed }) },
      });
    } catch (error) {
      announceAction({ title: `Not changed: ${messageOf(error)}`, intent: 'error' });
    }
  };

  const columns: DataColumn<LeaderItem>[] = [
    {
      id: 'title',
      header: kind === 'TASK' ? 'Task' : 'Action',
      cell: (i) => i.title,
      compare: (a, b) => a.title.localeCompare(b.title),
    },
    {
      id: 'group',
      header: 'Group',
      cell: (i) => i.impacted_group?.name ?? 'Every group',
      from: 'medium',
    },
    {
      id: 'owner',
      header: 'Owner',
      cell: (i) => i.owner?.display_name ?? 'Group’s leaders',
      from: 'wide',
    },
    {
      id: 'due',
      header: 'Due',
      cell: (i) => <CalendarDate date={i.due_date} none="No date" />,
      compare: (a, b) => (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999'),
    },
    { id: 'state', header: 'State', cell: (i) => <WorkItemStateBadge state={i.state} /> },
  ];

  return (
    <section aria-label={kind === 'TASK' ? 'Leader tasks' : 'Leader actions'}>
      {canEdit ? (
        <div className={styles.bar}>
          <Button icon={<Add20Regular />} onClick={() => setAdding(true)}>
            Add {noun}
          </Button>
        </div>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          title={`No ${noun}s yet`}
          message={`Leaders see their ${noun}s here with owner and due date.`}
        />
      ) : (
        <DataTable
          rows={shown}
          columns={columns}
          rowId={(i) => i.id}
          caption={kind === 'TASK' ? 'Leader tasks' : 'Leader actions'}
          defaultSort={{ column: 'due', direction: 'ascending' }}
          actions={(i) => (
            <div className={styles.row}>
              {i.can_close ? (
                <Button size="small" onClick={() => void toggle(i)}>
                  {i.closed ? 'Reopen' : 'Close'}
                  <VisuallyHidden> {i.title}</VisuallyHidden>
                </Button>
              ) : null}
              {canEdit && i.can_edit ? (
                <ActionMenu
                  name={i.title}
                  actions={[
                    { label: 'Edit', icon: <Edit20Regular />, onClick: () => setEditing(i) },
                    { label: 'Delete', icon: <Delete20Regular />, onClick: () => setDeleting(i) },
                  ]}
                />
              ) : null}
            </div>
          )}
          {...(canEdit
            ? {
                selection: {
                  rowLabel: (i: LeaderItem) => i.title,
                  bulkActions: (selected: LeaderItem[], clear: () => void) => (
                    <div className={styles.bar}>
                      <Button
                        onClick={() =>
                          void runBulk(
                            selected.map((i) => ({ id: i.id, closed: true })),
                            'Closed',
                            clear,
                          )
                        }
                      >
                        Close selected
                      </Button>
                      <Button
                        onClick={() =>
                          void runBulk(
                            selected.map((i) => ({ id: i.id, closed: false })),
                            'Reopened',
                            clear,
                          )
                        }
                      >
                        Reopen selected
                      </Button>
                      <Button
                        onClick={() =>
                          void runBulk(
                            selected.map((i) => ({ id: i.id, due_date: weekLater(i.due_date) })),
                            'Moved a week later',
                            clear,
                          )
                        }
                      >
                        Due a week later
                      </Button>
                      <Menu>
                        <MenuTrigger disableButtonEnhancement>
                          <Button>Reassign selected</Button>
                        </MenuTrigger>
                        <MenuPopover>
                          <MenuList>
                            <MenuItem
                              onClick={() =>
                                void runBulk(
                                  selected.map((i) => ({ id: i.id, owner: null })),
                                  'Given to every leader of the group',
                                  clear,
                                )
                              }
                            >
                              Every leader of the group
                            </MenuItem>
                            {commonOwners(cycle, selected).map((p) => (
                              <MenuItem
                                key={p.id}
                                onClick={() =>
                                  void runBulk(
                                    selected.map((i) => ({ id: i.id, owner: p.id })),
                                    `Given to ${p.display_name}`,
                                    clear,
                                  )
                                }
                              >
                                {p.display_name}
                              </MenuItem>
                            ))}
                          </MenuList>
                        </MenuPopover>
                      </Menu>
                    </div>
                  ),
                },
              }
            : {})}
        />
      )}
      {adding ? (
        <ItemDialog cycle={cycle} kind={kind} groupId={groupId} onClose={() => setAdding(false)} />
      ) : null}
      {editing ? (
        <ItemDialog
          cycle={cycle}
          kind={kind}
          groupId={groupId}
          item={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDelete
        open={deleting !== undefined}
        noun={noun}
        name={deleting?.title ?? ''}
        onDelete={() => (deleting ? deleteItem(deleting) : Promise.resolve())}
        onClose={() => setDeleting(undefined)}
      />
    </section>
  );
}
