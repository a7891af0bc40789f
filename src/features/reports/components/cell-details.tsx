import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { PortfolioFilters } from '@contract/reports/portfolio.schema';
import { ReadState } from '@/components/read-state';
import { useFormat } from '@/lib/format/use-format';
import { useHeatmap } from '../hooks';
import type { HeatmapKind } from '../portfolio-filters';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** What makes up one heatmap cell: the changes and activities behind its number. */
export function CellDetails({
  kind,
  filters,
  cell,
}: {
  kind: HeatmapKind;
  filters: PortfolioFilters;
  cell: { row: string; column: string; label: string };
}) {
  const format = useFormat();
  const styles = useStyles();
  const read = useHeatmap(kind, { filters, cell: { row: cell.row, column: cell.column } });
  return (
    <section aria-labelledby="cell-details-heading" aria-live="polite">
      <h3 id="cell-details-heading">Behind {cell.label}</h3>
      <ReadState
        read={{ data: read.data?.items, error: read.error, mutate: () => read.mutate() }}
        what="what makes up this cell"
        empty={{ title: 'Nothing here', message: 'No change or activity falls in this cell.' }}
      >
        {(items) => (
          <ul className={styles.list} aria-label="Changes and activities in the cell">
            {items.map((item) => (
              <li key={`${item.kind}-${item.id}-${item.date}`}>
                <strong>{item.name}</strong>{' '}
                <Caption1 className={styles.muted}>
                  {item.kind === 'change' ? 'Change' : 'Activity'} · {item.project.name} ·{' '}
                  {format.date(item.date)} · adds {item.value}
                </Caption1>
              </li>
            ))}
          </ul>
        )}
      </ReadState>
    </section>
  );
}
