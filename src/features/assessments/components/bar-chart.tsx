import { makeStyles, tokens } from '@fluentui/react-components';
import { VerticalBarChart } from '@fluentui/react-charts';
import { usePaneWidth } from '@/lib/use-pane-width';

const useStyles = makeStyles({
  root: { width: '100%', minWidth: 0 },
  legendText: { textTransform: 'none' },
});

export interface Bar {
  label: string;
  value: number;
  /** What the bar's callout says: "3 cells", "3.4 of 5". */
  valueText: string;
  color?: string;
}

/** Colours of the five rating levels, strongest first; the label always says the level. */
export const levelColours = [
  tokens.colorPaletteRedBorderActive,
  tokens.colorPaletteDarkOrangeBorderActive,
  tokens.colorPaletteYellowBorderActive,
  tokens.colorPaletteLightGreenBorderActive,
  tokens.colorPaletteGreenBorderActive,
  tokens.colorNeutralStroke1,
];

/**
 * A bar chart that follows the width of its pane. Every chart here sits beside a table or list
 * with the same numbers, for anyone who cannot see it.
 */
export function BarChart({
  title,
  bars,
  yAxisTitle,
  yMax,
}: {
  title: string;
  bars: readonly Bar[];
  yAxisTitle: string;
  yMax?: number;
}) {
  const styles = useStyles();
  const { box, width } = usePaneWidth();
  return (
    <div ref={box} className={styles.root}>
      {width ? (
        <VerticalBarChart
          chartTitle={title}
          data={bars.map((bar) => ({
            x: bar.label,
            y: bar.value,
            legend: bar.label,
            color: bar.color ?? tokens.colorBrandBackground,
            yAxisCalloutData: bar.valueText,
          }))}
          width={width}
          height={220}
          hideLegend
          yAxisTitle={yAxisTitle}
          {...(yMax !== undefined ? { yMaxValue: yMax } : {})}
          legendProps={{ styles: { text: styles.legendText } }}
        />
      ) : null}
    </div>
  );
}
