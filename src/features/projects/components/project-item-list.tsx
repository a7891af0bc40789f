import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionMenu } from '@/components/action-menu';
import { DataTable, type DataColumn } from '@/components/data-table';
import type { EmptyStateProps } from '@/components/empty-state';
import { ReadState, type ReadLike } from '@/components/read-state';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  name: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    overflowWrap: 'break-word',
    ':hover': { textDecorationLine: 'underline' },
  },
  secondary: { display: 'block', color: tokens.colorNeutralForeground2 },
});

export interface ProjectItemListProps<T extends { id: number; name: string }> {
  /** The section's title, also the table's name: "Changes". */
  title: string;
  read: ReadLike<T[]>;
  /** What is read, after "Loading": "the changes". */
  what: string;
  /** What an empty list says; its action is `add`. */
  empty: Omit<EmptyStateProps, 'action'>;
  /** The way to add one, for those who may. */
  add?: ReactNode;
  /** The first column: the item's name, linked to its page, over a line about it. */
  item: { header: string; href: (row: T) => string; about: (row: T) => ReactNode };
  columns: DataColumn<T>[];
  /** Edit and Delete in each row's menu, for those who may edit. */
  edit?: { onEdit: (row: T) => void; onDelete: (row: T) => void };
}

/**
 * A project's items of one kind (changes, metrics) as a section: its read states, a table
 * whose first column links to each item's page, and each row's Edit and Delete.
 */
export function ProjectItemList<T extends { id: number; name: string }>({
  title,
  read,
  what,
  empty,
  add,
  item,
  columns,
  edit,
}: ProjectItemListProps<T>) {
  const styles = useStyles();
  const first: DataColumn<T> = {
    id: 'name',
    header: item.header,
    cell: (row) => (
      <>
        <Link className={styles.name} to={item.href(row)}>
          {row.name}
        </Link>
        <Caption1 className={styles.secondary}>{item.about(row)}</Caption1>
      </>
    ),
  };
  const actions = edit
    ? (row: T) => (
        <ActionMenu
          name={row.name}
          actions={[
            { label: 'Edit', icon: <EditRegular />, onClick: () => edit.onEdit(row) },
            { label: 'Delete', icon: <DeleteRegular />, onClick: () => edit.onDelete(row) },
          ]}
        />
      )
    : undefined;
  return (
    <SectionCard title={title} actions={read.data?.length ? add : undefined}>
      <ReadState read={read} what={what} empty={{ ...empty, action: add }}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={[first, ...columns]}
            rowId={(row) => row.id}
            caption={title}
            actions={actions}
          />
        )}
      </ReadState>
    </SectionCard>
  );
}
