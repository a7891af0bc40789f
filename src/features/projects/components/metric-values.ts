const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** "42", "42 %", "1,250 £k": the number as people read it, with its unit. */
export function formatMetricValue(value: number, unit: string): string {
  const text = numberFormat.format(value);
  if (!unit) return text;
  return unit === '%' ? `${text}%` : `${text} ${unit}`;
}
