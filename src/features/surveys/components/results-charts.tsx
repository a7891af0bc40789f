import { makeStyles, tokens } from '@fluentui/react-components';
import {
  HorizontalBarChart,
  HorizontalBarChartVariant,
  LineChart,
  type ChartProps,
} from '@fluentui/react-charts';
import { usePaneWidth } from '@/lib/use-pane-width';
import type { BreakdownRow, QuestionResult, SurveyReport } from '@contract/surveys/reports.schema';
import { isRatingType } from '@contract/surveys/surveys';

// Every chart here sits beside a table (or list) holding the same numbers, for anyone who
// cannot see it; the charts are what most people look at first.

const useStyles = makeStyles({
  root: { width: '100%', minWidth: 0, maxWidth: '48rem' },
  legendText: { textTransform: 'none' },
});

/** Strongly disagree … Strongly agree (and Never … Always): red to green, the label says which. */
const levelColours = [
  tokens.colorPaletteRedBorderActive,
  tokens.colorPaletteDarkOrangeBorderActive,
  tokens.colorNeutralStrokeAccessible,
  tokens.colorPaletteLightGreenBorderActive,
  tokens.colorPaletteGreenBorderActive,
];

/**
 * One question's answers: a rating as one bar split by level (its share of the answers), a
 * pick list as a bar per option (people may pick several, so the options need not add up).
 */
export function AnswerChart({ result }: { result: QuestionResult }) {
  const styles = useStyles();
  const total = result.distribution.reduce((sum, d) => sum + d.count, 0);
  if (total === 0) return null;
  const rating = isRatingType(result.question_type);
  const data: ChartProps[] = rating
    ? [
        {
          chartTitle: result.text,
          chartData: result.distribution.map((d, i) => ({
            legend: d.label,
            horizontalBarChartdata: { x: d.count, total },
            color: levelColours[i] ?? tokens.colorBrandBackground,
            yAxisCalloutData: `${d.count} of ${total}`,
          })),
        },
      ]
    : result.distribution.map((d) => ({
        chartTitle: d.label,
        chartData: [
          {
            legend: d.label,
            horizontalBarChartdata: { x: d.count, total: result.responses || total },
            color: tokens.colorBrandBackground,
            yAxisCalloutData: `${d.count} ${d.count === 1 ? 'answer' : 'answers'}`,
          },
        ],
      }));
  return (
    <div className={styles.root}>
      <HorizontalBarChart
        data={data}
        chartDataMode={rating ? 'percentage' : 'fraction'}
        variant={
          rating ? HorizontalBarChartVariant.PartToWhole : HorizontalBarChartVariant.AbsoluteScale
        }
        hideLabels={rating}
        showLegendForSinglePointBar={rating}
        legendProps={{ styles: { text: styles.legendText } }}
      />
    </div>
  );
}

/** Response rate (and average rating) of each send of a series: this one against the last ones. */
export function TrendChart({ trend }: { trend: SurveyReport['trend'] }) {
  const styles = useStyles();
  const { box, width } = usePaneWidth();
  const at = (i: number) => i + 1;
  const lines = [
    {
      legend: 'Response rate (%)',
      color: tokens.colorBrandForeground1,
      data: trend.map((t, i) => ({
        x: at(i),
        y: t.response_rate,
        xAxisCalloutData: `Send ${at(i)}`,
        yAxisCalloutData: `${t.response_rate}%`,
      })),
    },
    {
      legend: 'Favourable answers (%)',
      color: tokens.colorPaletteGreenForeground1,
      lineOptions: { strokeDasharray: '6 4' },
      data: trend.flatMap((t, i) =>
        t.favourable === null
          ? []
          : [
              {
                x: at(i),
                y: t.favourable,
                xAxisCalloutData: `Send ${at(i)}`,
                yAxisCalloutData: `${t.favourable}%`,
              },
            ],
      ),
    },
  ];
  return (
    <div ref={box} className={styles.root}>
      {width ? (
        <LineChart
          data={{ chartTitle: 'Sends of this survey', lineChartData: lines }}
          width={width}
          height={240}
          yMinValue={0}
          yMaxValue={100}
          yAxisTitle="%"
          xAxisTitle="Send"
          tickValues={trend.map((_, i) => at(i))}
          legendProps={{ styles: { text: styles.legendText } }}
        />
      ) : null}
    </div>
  );
}

/** The response rate of each row of a breakdown that may be shown (hidden rows are left out). */
export function RateChart({ rows, title }: { rows: readonly BreakdownRow[]; title: string }) {
  const styles = useStyles();
  const shown = rows.filter((r) => !r.hidden && r.response_rate !== null);
  if (shown.length === 0) return null;
  return (
    <div className={styles.root} aria-label={title} role="group">
      <HorizontalBarChart
        data={shown.map((r) => ({
          chartTitle: r.label,
          chartData: [
            {
              legend: r.label,
              horizontalBarChartdata: { x: r.response_rate ?? 0, total: 100 },
              color: tokens.colorBrandBackground,
              yAxisCalloutData: `${r.response_rate}% answered`,
            },
          ],
        }))}
        chartDataMode="percentage"
        variant={HorizontalBarChartVariant.AbsoluteScale}
        legendProps={{ styles: { text: styles.legendText } }}
      />
    </div>
  );
}
