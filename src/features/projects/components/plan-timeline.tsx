import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BoxRegular, DiamondRegular, Warning16Filled } from '@fluentui/react-icons';
import { addMonths, startOfMonth } from '@/lib/dates/calendar-date';
import { useFormat } from '@/lib/format/use-format';
import { StackList } from '@/components/stack-list';
import { workItemKey, workItemKindLabels, type WorkItem } from '../work-items';

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  table: { borderCollapse: 'collapse', minWidth: '100%' },
  corner: {
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    minWidth: '9rem',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  head: {
    padding: tokens.spacingHorizontalS,
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground3,
    whiteSpace: 'nowrap',
    borderInlineStartWidth: tokens.strokeWidthThin,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
  },
  current: { backgroundColor: tokens.colorBrandBackground2 },
  rowHead: {
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    padding: tokens.spacingHorizontalS,
    textAlign: 'start',
    verticalAlign: 'top',
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground1,
    maxWidth: '12rem',
    overflowWrap: 'break-word',
  },
  cell: {
    minWidth: '10rem',
    padding: tokens.spacingHorizontalXS,
    verticalAlign: 'top',
    borderBlockStartWidth: tokens.strokeWidthThin,
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: tokens.colorNeutralStroke2,
    borderInlineStartWidth: tokens.strokeWidthThin,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
  },
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  overdue: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
  },
  closed: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through' },
  icon: { flexShrink: 0, marginBlockStart: '1px' },
});

export interface TimelineRow {
  key: string;
  name: string;
  items: readonly WorkItem[];
}

/** Months covering the items' due dates, and at least this month and the five after it. */
function monthsFor(rows: readonly TimelineRow[], today: string): string[] {
  const dates = rows.flatMap((row) =>
    row.items.flatMap((w) => (w.item.due_date === null ? [] : [w.item.due_date])),
  );
  const thisMonth = startOfMonth(today);
  const first = startOfMonth(dates.reduce((min, d) => (d < min ? d : min), today));
  const last = startOfMonth(dates.reduce((max, d) => (d > max ? d : max), addMonths(thisMonth, 5)));
  const months: string[] = [];
  for (let month = first; month <= last && months.length < 36; month = addMonths(month, 1)) {
    months.push(month);
  }
  return months;
}

/** The plan by month: a row per workstream, its deliverables and milestones in their month. */
export function PlanTimeline({ rows, today }: { rows: readonly TimelineRow[]; today: string }) {
  const format = useFormat();
  const styles = useStyles();
  const months = monthsFor(rows, today);
  const thisMonth = startOfMonth(today);
  const undated = rows.some((row) => row.items.some((w) => w.item.due_date === null));

  const cell = (items: readonly WorkItem[]) =>
    items.length ? (
      <StackList gap="xs">
        {items.map((w) => {
          const Icon = w.kind === 'milestone' ? DiamondRegular : BoxRegular;
          const overdue = w.item.state === 'Overdue';
          return (
            <li
              key={workItemKey(w)}
              className={mergeClasses(
                styles.item,
                overdue && styles.overdue,
                w.item.state === 'Closed' && styles.closed,
              )}
            >
              {overdue ? (
                <Warning16Filled className={styles.icon} aria-hidden="true" />
              ) : (
                <Icon className={styles.icon} aria-hidden="true" />
              )}
              <span>
                {w.item.name}
                <Caption1>
                  {' '}
                  ({workItemKindLabels[w.kind].toLowerCase()}
                  {w.item.due_date ? `, due ${format.date(w.item.due_date)}` : ''}, {w.item.state})
                </Caption1>
              </span>
            </li>
          );
        })}
      </StackList>
    ) : null;

  return (
    <div className={styles.scroller} role="region" aria-label="Plan by month" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={mergeClasses(styles.head, styles.corner)} scope="col">
              Workstream
            </th>
            {months.map((month) => (
              <th
                key={month}
                scope="col"
                className={mergeClasses(styles.head, month === thisMonth && styles.current)}
                aria-current={month === thisMonth ? 'date' : undefined}
              >
                {format.month(month, true)}
              </th>
            ))}
            {undated ? (
              <th scope="col" className={styles.head}>
                No due date
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.rowHead}>
                {row.name}
              </th>
              {months.map((month) => (
                <td key={month} className={styles.cell}>
                  {cell(row.items.filter((w) => w.item.due_date?.startsWith(month.slice(0, 7))))}
                </td>
              ))}
              {undated ? (
                <td className={styles.cell}>
                  {cell(row.items.filter((w) => w.item.due_date === null))}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
