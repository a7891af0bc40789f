import { defaultLocale, formatterFor } from '@contract/shared/formatting';

// Metric values are drawn inside charts and columns declared outside any component, so they use
// the product's default locale rather than the reader's (all offered English locales but en-IN
// and en-ZA write numbers the same way).
const numbers = formatterFor({ locale: defaultLocale, timeZone: 'UTC' });

/** "42", "42 %", "1,250 £k": the number as people read it, with its unit. */
export function formatMetricValue(value: number, unit: string): string {
  const text = numbers.number(value, { maximumFractionDigits: 2 });
  if (!unit) return text;
  return unit === '%' ? `${text}%` : `${text} ${unit}`;
}
