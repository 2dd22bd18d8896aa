import type { ChartPoint } from './lineChartTypes.ts';

export type ChartSummary = { first: number; last: number; min: number; max: number };

/** First, last, lowest and highest value, for the text alternative of a chart; null without points. */
export function chartSummary(points: readonly ChartPoint[]): ChartSummary | null {
  const values = points.map((point) => point.value).filter((value) => Number.isFinite(value));
  if (values.length === 0) return null;
  return {
    first: values[0]!,
    last: values[values.length - 1]!,
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/** A value with a fixed number of decimals, grouped the way the reader's language groups digits. */
export function formatChartValue(value: number, decimals: number, locale?: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
