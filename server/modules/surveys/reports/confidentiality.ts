import { MIN_RESPONSES } from '../../../../contract/surveys/reports';

/**
 * Whether a count may be shown: at least the minimum, and no less-filtered figure differs from
 * it by fewer than the minimum (else subtracting one filter would single people out).
 */
export function isSafeCount(count: number, parentCounts: readonly number[] = []): boolean {
  if (count < MIN_RESPONSES) return false;
  return parentCounts.every((parent) => parent - count === 0 || parent - count >= MIN_RESPONSES);
}

/**
 * Complementary suppression: when the hidden cells of a table add up to fewer than the
 * minimum, a visible total would give them away (total minus the visible cells), so the
 * smallest visible cells are hidden too until the hidden part is safe. Returns which to hide.
 */
export function suppressComplement(
  counts: readonly number[],
  hidden: readonly boolean[],
): boolean[] {
  const result = [...hidden];
  const hiddenSum = () => counts.reduce((sum, n, i) => sum + (result[i] ? n : 0), 0);
  while (hiddenSum() > 0 && hiddenSum() < MIN_RESPONSES) {
    let smallest = -1;
    counts.forEach((n, i) => {
      if (!result[i] && (smallest < 0 || n < (counts[smallest] ?? 0))) smallest = i;
    });
    if (smallest < 0) break;
    result[smallest] = true;
  }
  return result;
}
