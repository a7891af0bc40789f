import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowMoveRegular,
  ArrowUndoRegular,
  BoxRegular,
  CheckmarkCircleRegular,
  DeleteRegular,
  DiamondRegular,
  EditRegular,
} from '@fluentui/react-icons';
import { ActionMenu } from '@/components/action-menu';
import { DataTable, type DataColumn } from '@/components/data-table';
import { WorkItemStateBadge } from '@/features/projects/widgets/work-item-state-badge';
import { useFormat } from '@/lib/format/use-format';
import { compareByDue, workItemKey, workItemKindLabels, type WorkItem } from '../work-items';

const useStyles = makeStyles({
  name: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { flexShrink: 0, marginBlockStart: '2px', color: tokens.colorBrandForeground1 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'break-word' },
  secondary: { color: tokens.colorNeutralForeground2 },
});

export type WorkItemAction = 'edit' | 'toggle' | 'move' | 'delete';

const byText = (text: (w: WorkItem) => string) => (a: WorkItem, b: WorkItem) =>
  text(a).localeCompare(text(b));

/** Deliverables and milestones in one table: due date, state (Overdue says so), owner. */
export function WorkItemTable({
  items,
  caption,
  canEdit,
  onAction,
}: {
  items: readonly WorkItem[];
  caption: string;
  canEdit: boolean;
  onAction: (action: WorkItemAction, item: WorkItem) => void;
}) {
  const format = useFormat();
  const styles = useStyles();
  const columns: DataColumn<WorkItem>[] = [
    {
      id: 'item',
      header: 'Item',
      compare: byText((w) => w.item.name),
      cell: (w) => {
        const Icon = w.kind === 'milestone' ? DiamondRegular : BoxRegular;
        return (
          <span className={styles.name}>
            <Icon className={styles.icon} aria-hidden="true" />
            <span className={styles.text}>
              <span>{w.item.name}</span>
              <Caption1 className={styles.secondary}>{workItemKindLabels[w.kind]}</Caption1>
            </span>
          </span>
        );
      },
    },
    {
      id: 'due',
      header: 'Due',
      compare: compareByDue,
      cell: (w) => (w.item.due_date ? format.date(w.item.due_date) : 'No date'),
    },
    {
      id: 'state',
      header: 'State',
      compare: byText((w) => w.item.state),
      cell: (w) => <WorkItemStateBadge state={w.item.state} />,
    },
    {
      id: 'owner',
      header: 'Owner',
      from: 'medium',
      compare: byText((w) => w.item.owner?.display_name ?? ''),
      cell: (w) => w.item.owner?.display_name ?? '—',
    },
  ];
  const actions = (w: WorkItem) => (
    <ActionMenu
      name={w.item.name}
      actions={[
        { label: 'Edit', icon: <EditRegular />, onClick: () => onAction('edit', w) },
        {
          label: w.item.state === 'Closed' ? 'Reopen' : 'Mark closed',
          icon: w.item.state === 'Closed' ? <ArrowUndoRegular /> : <CheckmarkCircleRegular />,
          onClick: () => onAction('toggle', w),
        },
        {
          label: 'Move to another workstream',
          icon: <ArrowMoveRegular />,
          onClick: () => onAction('move', w),
        },
        { label: 'Delete', icon: <DeleteRegular />, onClick: () => onAction('delete', w) },
      ]}
    />
  );
  return (
    <DataTable
      rows={items}
      columns={columns}
      rowId={workItemKey}
      caption={caption}
      size="small"
      defaultSort={{ column: 'due', direction: 'ascending' }}
      actions={canEdit ? actions : undefined}
    />
  );
}
