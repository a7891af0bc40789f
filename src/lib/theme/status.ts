import { tokens } from '@fluentui/react-components';

/** The traffic-light status scale (SPEC §2): green, amber, red. */
export type TrafficLight = 'green' | 'amber' | 'red';

/**
 * Colours of each light, from Fluent's status tokens so dark and high-contrast themes restyle them.
 * Colour never carries the meaning alone: StatusIndicator always adds an icon and a label.
 */
export const trafficLightTokens: Record<
  TrafficLight,
  { foreground: string; background: string; border: string }
> = {
  green: {
    foreground: tokens.colorStatusSuccessForeground1,
    background: tokens.colorStatusSuccessBackground1,
    border: tokens.colorStatusSuccessBorder1,
  },
  amber: {
    foreground: tokens.colorStatusWarningForeground3,
    background: tokens.colorStatusWarningBackground1,
    border: tokens.colorStatusWarningBorder1,
  },
  red: {
    foreground: tokens.colorStatusDangerForeground1,
    background: tokens.colorStatusDangerBackground1,
    border: tokens.colorStatusDangerBorder1,
  },
};
