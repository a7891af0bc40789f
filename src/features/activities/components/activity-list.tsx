import type { Formatter } from '@contract/shared/formatting';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { activityAudienceLabels } from '@contract/activities/activity-kinds';
import { ActionMenu } from '@/components/action-menu';
import { useFormat } from '@/lib/format/use-format';
import { DataTable, type DataColumn } from '@/components/data-table';
import type { PlannedActivity } from './planned-activity';

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  secondary: { display: 'block', color: tokens.colorNeutralForeground2 },
});

function when(a: PlannedActivity['activity'], format: Formatter): string {
  const dates = a.end_date ? format.dateRange(a.start_date, a.end_date) : format.date(a.start_date);
  const time = a.start_time ? ` at ${a.start_time}` : '';
  const repeat =
    a.repeat !== "Don't Repeat"
      ? ` · ${a.repeat} until ${a.repeat_until ? format.date(a.repeat_until) : '—'}`
      : '';
  return `${dates}${time}${repeat}`;
}

/** Every engagement and training activity of the project as one sortable table. */
export function ActivityList({
  rows,
  canEdit,
  onEdit,
  onDelete,
}: {
  rows: readonly PlannedActivity[];
  canEdit: boolean;
  onEdit: (row: PlannedActivity) => void;
  onDelete: (row: PlannedActivity) => void;
}) {
  const format = useFormat();
  const styles = useStyles();
  const columns: DataColumn<PlannedActivity>[] = [
    {
      id: 'name',
      header: 'Activity',
      compare: (a, b) => a.activity.name.localeCompare(b.activity.name),
      cell: ({ family, activity }) => (
        <>
          <span className={styles.name}>{activity.name}</span>
          <Caption1 className={styles.secondary}>
            {family === 'ENGAGEMENT' ? 'Engagement' : 'Training'} · {activity.type_name}
          </Caption1>
        </>
      ),
    },
    {
      id: 'when',
      header: 'When',
      compare: (a, b) => a.activity.start_date.localeCompare(b.activity.start_date),
      cell: ({ activity }) => when(activity, format),
    },
    {
      id: 'groups',
      header: 'Groups',
      from: 'medium',
      cell: ({ activity }) =>
        `${activity.impacted_groups.map((g) => g.name).join(', ') || 'No group yet'} · ${activityAudienceLabels[activity.audience]}`,
    },
    {
      id: 'hours',
      header: 'Hours per person',
      compare: (a, b) => a.activity.total_hours_per_person - b.activity.total_hours_per_person,
      cell: ({ activity }) =>
        activity.occurrence_count > 1
          ? `${activity.hours_per_person} h × ${activity.occurrence_count} = ${activity.total_hours_per_person} h`
          : `${activity.hours_per_person} h`,
    },
    {
      id: 'owner',
      header: 'Run by',
      from: 'wide',
      cell: ({ activity }) => activity.owner?.display_name ?? '—',
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowId={(row) => `${row.family}-${row.activity.id}`}
      caption="Activities"
      defaultSort={{ column: 'when', direction: 'ascending' }}
      actions={
        canEdit
          ? (row) => (
              <ActionMenu
                name={row.activity.name}
                actions={[
                  { label: 'Edit', icon: <EditRegular />, onClick: () => onEdit(row) },
                  { label: 'Delete', icon: <DeleteRegular />, onClick: () => onDelete(row) },
                ]}
              />
            )
          : undefined
      }
    />
  );
}
