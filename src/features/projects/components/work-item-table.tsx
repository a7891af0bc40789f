import {
  Button,
  Caption1,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowMoveRegular,
  BoxRegular,
  CheckmarkCircleRegular,
  DeleteRegular,
  DiamondRegular,
  EditRegular,
  MoreHorizontalRegular,
  ArrowUndoRegular,
} from '@fluentui/react-icons';
import { VisuallyHidden } from '@/components/visually-hidden';
import { WorkItemStateBadge } from '@/features/projects/widgets/work-item-state-badge';
import { formatDate } from '@/lib/dates/calendar-date';
import { workItemKey, workItemKindLabels, type WorkItem } from '../work-items';

const MEDIUM = '@media (min-width: 640px)';

const useStyles = makeStyles({
  name: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { flexShrink: 0, marginBlockStart: '2px', color: tokens.colorBrandForeground1 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'break-word' },
  secondary: { color: tokens.colorNeutralForeground2 },
  medium: { display: 'none', [MEDIUM]: { display: 'table-cell' } },
  actions: { width: '48px', textAlign: 'end' },
});

export type WorkItemAction = 'edit' | 'toggle' | 'move' | 'delete';

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
  const styles = useStyles();
  return (
    <Table aria-label={caption} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Item</TableHeaderCell>
          <TableHeaderCell>Due</TableHeaderCell>
          <TableHeaderCell>State</TableHeaderCell>
          <TableHeaderCell className={styles.medium}>Owner</TableHeaderCell>
          {canEdit ? (
            <TableHeaderCell className={styles.actions}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableHeaderCell>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((w) => {
          const Icon = w.kind === 'milestone' ? DiamondRegular : BoxRegular;
          return (
            <TableRow key={workItemKey(w)}>
              <TableCell>
                <span className={styles.name}>
                  <Icon className={styles.icon} aria-hidden="true" />
                  <span className={styles.text}>
                    <span>{w.item.name}</span>
                    <Caption1 className={styles.secondary}>{workItemKindLabels[w.kind]}</Caption1>
                  </span>
                </span>
              </TableCell>
              <TableCell>{w.item.due_date ? formatDate(w.item.due_date) : 'No date'}</TableCell>
              <TableCell>
                <WorkItemStateBadge state={w.item.state} />
              </TableCell>
              <TableCell className={styles.medium}>{w.item.owner?.display_name ?? '—'}</TableCell>
              {canEdit ? (
                <TableCell className={styles.actions}>
                  <Menu>
                    <MenuTrigger disableButtonEnhancement>
                      <Button
                        appearance="subtle"
                        icon={<MoreHorizontalRegular />}
                        aria-label={`Actions for ${w.item.name}`}
                      />
                    </MenuTrigger>
                    <MenuPopover>
                      <MenuList>
                        <MenuItem icon={<EditRegular />} onClick={() => onAction('edit', w)}>
                          Edit
                        </MenuItem>
                        <MenuItem
                          icon={
                            w.item.state === 'Closed' ? (
                              <ArrowUndoRegular />
                            ) : (
                              <CheckmarkCircleRegular />
                            )
                          }
                          onClick={() => onAction('toggle', w)}
                        >
                          {w.item.state === 'Closed' ? 'Reopen' : 'Mark closed'}
                        </MenuItem>
                        <MenuItem icon={<ArrowMoveRegular />} onClick={() => onAction('move', w)}>
                          Move to another workstream
                        </MenuItem>
                        <MenuItem icon={<DeleteRegular />} onClick={() => onAction('delete', w)}>
                          Delete
                        </MenuItem>
                      </MenuList>
                    </MenuPopover>
                  </Menu>
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
