import { useFormat } from '@/lib/format/use-format';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { CalendarEventType } from '@contract/activities/activity-kinds';
import { eventTypeLook } from './event-look';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  month: { marginTop: tokens.spacingVerticalL },
  item: {
    display: 'grid',
    gridTemplateColumns: '7rem 1fr',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderLeft: `${tokens.strokeWidthThickest} solid transparent`,
    paddingLeft: tokens.spacingHorizontalS,
  },
  secondary: { display: 'block', color: tokens.colorNeutralForeground2 },
});

/** One dated thing on the timeline: an activity, a go-live or a milestone. */
export interface TimelineEntry {
  key: string;
  type: CalendarEventType;
  title: string;
  date: string;
  endDate: string | null;
  detail: string;
}

/** The project's dates in order, a heading per month; go-lives and milestones read-only. */
export function ActivityTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const format = useFormat();
  const styles = useStyles();
  const sorted = [...entries].sort(
    (a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title),
  );
  const months = new Map<string, TimelineEntry[]>();
  for (const entry of sorted) {
    const key = entry.date.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), entry]);
  }
  return (
    <div>
      {[...months].map(([month, items]) => (
        <section key={month} className={styles.month} aria-label={format.month(`${month}-01`)}>
          <h3>{format.month(`${month}-01`)}</h3>
          <ul className={styles.list}>
            {items.map((entry) => {
              const look = eventTypeLook(entry.type);
              return (
                <li key={entry.key} className={styles.item} style={{ borderLeftColor: look.color }}>
                  <span>
                    {format.weekdayDate(entry.date)}
                    {entry.endDate ? ` – ${format.shortDate(entry.endDate)}` : ''}
                  </span>
                  <span>
                    <strong>{look.short}:</strong> {entry.title}
                    <Caption1 className={styles.secondary}>{entry.detail}</Caption1>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
