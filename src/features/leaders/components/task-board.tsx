import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ActivationCycle } from '@contract/leaders/activation-cycles.schema';
import type { LeaderItemKind } from '@contract/leaders/kinds';
import type { BulkItem, LeaderItem } from '@contract/leaders/leader-items.schema';
import { announceAction } from '@/components/action-toasts';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { VisuallyHidden } from '@/components/visually-hidden';
import { WorkItemStateBadge } from '@/components/work-item-state-badge';
import { useBulkUpdateItems, useUpdateItem } from '../hooks';
import { messageOf } from '../messages';
import { ItemDialog } from './item-dialog';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

function weekLater(date: string | null): string {
  const from = date ? Date.parse(date) : Date.now();
  return new Date(from + 7 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A cycle's tasks (or actions): state, owner and due date, with bulk close, reopen and "a week
 * later", each undoable; a leader's row offers only closing.
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
      cell: (i) => i.due_date ?? 'No date',
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
          actions={(i) =>
            i.can_close ? (
              <Button size="small" onClick={() => void toggle(i)}>
                {i.closed ? 'Reopen' : 'Close'}
                <VisuallyHidden> {i.title}</VisuallyHidden>
              </Button>
            ) : null
          }
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
    </section>
  );
}
