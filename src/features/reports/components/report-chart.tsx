import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReportTable } from '@contract/reports/portfolio.schema';

const useStyles = makeStyles({
  chart: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    maxWidth: '48rem',
  },
  line: {
    display: 'grid',
    gridTemplateColumns: '14rem 1fr 4rem',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  bar: {
    height: '12px',
    backgroundColor: tokens.colorBrandBackground,
    borderRadius: tokens.borderRadiusSmall,
  },
  value: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

/**
 * A bar chart of the report's last numeric column by its first column, top 15: the numbers are
 * written beside each bar, and the table below holds every value.
 */
export function ReportChart({ table }: { table: ReportTable }) {
  const styles = useStyles();
  const label = table.columns[0];
  const measure = [...table.columns].reverse().find((c) => c.numeric);
  if (!label || !measure) return null;
  const rows = [...table.rows]
    .map((row) => ({ name: String(row[label.key] ?? ''), value: Number(row[measure.key] ?? 0) }))
    .sort((a, b) => b.value - a.value)
    .slice(0, 15);
  const top = Math.max(...rows.map((r) => r.value), 0);
  if (top <= 0) return null;
  return (
    <figure
      className={styles.chart}
      aria-label={`${measure.label} by ${label.label.toLowerCase()}`}
    >
      <figcaption>
        {measure.label} by {label.label.toLowerCase()}
      </figcaption>
      {rows.map((row, i) => (
        <div key={`${row.name}-${i}`} className={styles.line} aria-hidden="true">
          <span className={styles.name}>{row.name}</span>
          <span className={styles.bar} style={{ width: `${(row.value / top) * 100}%` }} />
          <span className={styles.value}>{row.value}</span>
        </div>
      ))}
    </figure>
  );
}
