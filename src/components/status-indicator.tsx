import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import {
  CheckmarkCircle16Filled,
  ErrorCircle16Filled,
  Warning16Filled,
} from '@fluentui/react-icons';
import { trafficLightTokens, type TrafficLight } from '@/lib/theme/status';

const icons = {
  green: CheckmarkCircle16Filled,
  amber: Warning16Filled,
  red: ErrorCircle16Filled,
} as const;

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.borderWidth(tokens.strokeWidthThin),
    ...shorthands.borderStyle('solid'),
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  green: {
    color: trafficLightTokens.green.foreground,
    backgroundColor: trafficLightTokens.green.background,
    ...shorthands.borderColor(trafficLightTokens.green.border),
  },
  amber: {
    color: trafficLightTokens.amber.foreground,
    backgroundColor: trafficLightTokens.amber.background,
    ...shorthands.borderColor(trafficLightTokens.amber.border),
  },
  red: {
    color: trafficLightTokens.red.foreground,
    backgroundColor: trafficLightTokens.red.background,
    ...shorthands.borderColor(trafficLightTokens.red.border),
  },
});

/** A traffic-light status: colour, icon and words together, so colour never stands alone. */
export function StatusIndicator({ level, label }: { level: TrafficLight; label: string }) {
  const styles = useStyles();
  const Icon = icons[level];
  return (
    <span className={mergeClasses(styles.root, styles[level])} data-status={level}>
      <Icon aria-hidden="true" />
      {label}
    </span>
  );
}
