import { makeStyles, tokens } from '@fluentui/react-components';
import { LineChart } from '@fluentui/react-charts';
import { usePaneWidth } from '@/lib/use-pane-width';
import type { MetricDetail } from '@contract/projects/metrics.schema';
import { formatMetricValue } from './metric-values';

const useStyles = makeStyles({
  root: { width: '100%', minWidth: 0 },
  // Fluent's legends capitalise every word; a metric's name is written as its owner wrote it.
  legendText: { textTransform: 'none' },
});

/**
 * The metric's reported values over time, with its target as a second line. The reports table
 * beside it holds the same numbers for anyone who cannot see the chart.
 */
export function MetricTrendChart({ metric }: { metric: MetricDetail }) {
  const styles = useStyles();
  const { box, width } = usePaneWidth();

  const points = metric.reports.map((report) => ({
    x: new Date(`${report.period}T00:00:00Z`),
    y: report.value,
    xAxisCalloutData: report.period_label,
    yAxisCalloutData: formatMetricValue(report.value, metric.unit),
  }));
  const lines = [
    {
      legend: metric.name,
      data: points,
      color: tokens.colorBrandForeground1,
    },
    ...(metric.target !== null
      ? [
          {
            legend: `Target (${formatMetricValue(metric.target, metric.unit)})`,
            data: points.map((point) => ({
              ...point,
              y: metric.target as number,
              yAxisCalloutData: formatMetricValue(metric.target as number, metric.unit),
            })),
            color: tokens.colorPalettePurpleForeground2,
            lineOptions: { strokeDasharray: '6 4' },
          },
        ]
      : []),
  ];

  return (
    <div ref={box} className={styles.root}>
      {width ? (
        <LineChart
          data={{
            chartTitle: `${metric.name} by ${metric.reporting_period === 'Monthly' ? 'month' : 'quarter'}`,
            lineChartData: lines,
          }}
          width={width}
          height={260}
          useUTC
          legendProps={{ styles: { text: styles.legendText } }}
          yAxisTitle={metric.unit || undefined}
          tickValues={points.map((point) => point.x)}
          customDateTimeFormatter={(date) =>
            metric.reports.find((r) => r.period === date.toISOString().slice(0, 10))
              ?.period_label ?? date.toISOString().slice(0, 7)
          }
        />
      ) : null}
    </div>
  );
}
