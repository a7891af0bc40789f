import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import {
  ratingLevelLabels,
  ratingLevels,
  type RatingLevel,
} from '@contract/assessments/assessments';
import type { ChangeSummary } from '@contract/assessments/summary.schema';
import { attentionLevelLabels, type AttentionLevel } from '@contract/assessments/summary';
import { DataTable } from '@/components/data-table';
import { BarChart } from './bar-chart';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
});

const attentionColours: Record<AttentionLevel, string> = {
  LOW: tokens.colorPaletteGreenBorderActive,
  MEDIUM: tokens.colorPaletteYellowBorderActive,
  HIGH: tokens.colorPaletteRedBorderActive,
};

const level = (rating: RatingLevel | null) => (rating ? ratingLevelLabels[rating] : 'Unassessed');

/** The higher of the business and implementation risk (ratings run strongest first). */
export function higherRisk(row: Pick<ChangeSummary, 'business_risk' | 'implementation_risk'>) {
  const rated = [row.business_risk, row.implementation_risk].filter(
    (r): r is RatingLevel => r !== null && r !== 'N/A',
  );
  return rated.sort((a, b) => ratingLevels.indexOf(a) - ratingLevels.indexOf(b))[0] ?? null;
}

export function readinessText(readiness: ChangeSummary['readiness']): string {
  if (!readiness || readiness.total === 0) return 'No measures';
  return `${readiness.red} red, ${readiness.amber} amber of ${readiness.total}`;
}

/**
 * Every change's attention score side by side, coloured by its level (named in the callout and
 * the table), with the table of what each score rolls up for anyone who cannot see the chart.
 */
export function SummaryChart({ rows }: { rows: readonly ChangeSummary[] }) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="summary-chart-heading">
      <Subtitle2 as="h3" id="summary-chart-heading" className={styles.heading}>
        Attention score per change
      </Subtitle2>
      <BarChart
        title="Attention score per change, 0 on track to 100 at risk"
        yAxisTitle="Attention score"
        yMax={100}
        bars={rows.map((r) => ({
          label: r.change_name,
          value: r.score,
          valueText: `${r.score} of 100 (${attentionLevelLabels[r.level]})`,
          color: attentionColours[r.level],
        }))}
      />
      <DataTable
        caption="Readiness and risk per change"
        rows={rows}
        rowId={(r) => r.change}
        defaultSort={{ column: 'score', direction: 'descending' }}
        columns={[
          { id: 'change', header: 'Change', cell: (r) => r.change_name },
          {
            id: 'score',
            header: 'Score',
            cell: (r) => `${r.score} (${attentionLevelLabels[r.level]})`,
            compare: (a, b) => a.score - b.score,
          },
          { id: 'impact', header: 'Impact', cell: (r) => level(r.impact) },
          { id: 'readiness', header: 'Readiness', cell: (r) => readinessText(r.readiness) },
          { id: 'risk', header: 'Risk', cell: (r) => level(higherRisk(r)) },
          { id: 'sentiment', header: 'Sentiment', cell: (r) => level(r.sentiment) },
          {
            id: 'training',
            header: 'Training need',
            cell: (r) => level(r.training_need),
          },
        ]}
      />
    </section>
  );
}
