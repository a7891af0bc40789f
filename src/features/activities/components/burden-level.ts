/** The organisation's thresholds for hours per person in a week. */
export interface HoursThresholds {
  medium: number;
  high: number;
  very_high: number;
}

export type BurdenLevel = 'low' | 'medium' | 'high' | 'very_high';

export const burdenLevelLabels: Record<BurdenLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  very_high: 'Very high',
};

/** Where a number of hours falls against the organisation's thresholds. */
export function burdenLevel(hours: number, thresholds: HoursThresholds): BurdenLevel {
  if (hours >= thresholds.very_high) return 'very_high';
  if (hours >= thresholds.high) return 'high';
  if (hours >= thresholds.medium) return 'medium';
  return 'low';
}
