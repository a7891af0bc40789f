import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useDeferredValue } from 'react';
import { isoDateOrNull } from './calendar-dates';
import { useWeekBurden } from '../hooks';
import { burdenLevel, burdenLevelLabels } from './burden-level';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: { textAlign: 'left', padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}` },
  over: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

function hours(n: number): string {
  return `${Math.round(n * 100) / 100} h`;
}

/**
 * The time burden, where it is decided: for each chosen group, the hours this activity adds in
 * its week next to what the group already carries across every project, and where the total
 * falls against the organisation's thresholds (in words, not colour alone).
 */
export function BurdenPreview({
  groups,
  date,
  hours: added,
  excludeActivityId,
}: {
  groups: readonly { id: number; name: string }[];
  date: string;
  hours: number;
  excludeActivityId?: number | undefined;
}) {
  const styles = useStyles();
  const key = useDeferredValue(groups.map((g) => g.id).join(','));
  const day = isoDateOrNull(date);
  const burden = useWeekBurden(key || null, day, excludeActivityId ?? 'none');
  if (!key || !day) return null;
  if (!burden.data) {
    return (
      <Caption1>
        {burden.error ? 'The week’s load could not be read.' : 'Reading the week’s load…'}
      </Caption1>
    );
  }
  const { thresholds } = burden.data;
  return (
    <div className={styles.box} aria-live="polite">
      <Caption1>
        Time burden in the week of {burden.data.week_start} (hours per person, all projects)
      </Caption1>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.cell}>Group</th>
            <th className={styles.cell}>Already</th>
            <th className={styles.cell}>This adds</th>
            <th className={styles.cell}>Then</th>
          </tr>
        </thead>
        <tbody>
          {burden.data.groups.map((g) => {
            const total = g.carried_hours + added;
            const level = burdenLevel(total, thresholds);
            const over = level === 'high' || level === 'very_high';
            return (
              <tr key={g.id}>
                <td className={styles.cell}>
                  {g.name}
                  {g.go_lives > 0 ? ` (${g.go_lives} go-live${g.go_lives === 1 ? '' : 's'})` : ''}
                </td>
                <td className={styles.cell}>{hours(g.carried_hours)}</td>
                <td className={styles.cell}>+{hours(added)}</td>
                <td className={over ? styles.over : styles.cell}>
                  {hours(total)} · {burdenLevelLabels[level]}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
