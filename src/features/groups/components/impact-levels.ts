import { impactRatingLabels, type ImpactRating } from '@contract/projects/change-attributes';

/** The digit that sets each level in the matrix: 5 is the hardest hit, 0 not applicable. */
export const levelByKey: Record<string, ImpactRating> = {
  '5': 'VERY_HIGH',
  '4': 'HIGH',
  '3': 'MEDIUM',
  '2': 'LOW',
  '1': 'VERY_LOW',
  '0': 'N/A',
};

export function levelLabel(level: ImpactRating): string {
  return impactRatingLabels[level];
}
