import type { ReactNode } from 'react';

/**
 * One point of a line chart: its label (in the tooltip, and on the time axis unless `shortLabel` is
 * given, e.g. "11-20" on the axis for "2026-11-20") and its value.
 */
export type ChartPoint = { label: string; shortLabel?: string; value: number };

export type LineChartTone = 'primary' | 'success' | 'danger';

export type LineChartProps = {
  /** Oldest first. */
  points: readonly ChartPoint[];
  /** What the chart shows ("NAV, last 7 days"): its accessible name and the tooltip's series name. */
  label: string;
  /** Height in px (default 220); the width follows the container. */
  height?: number;
  /** Decimals of values on the axis and in the tooltip (default 2), unless `formatValue` is given. */
  decimals?: number;
  /** Writes a value on the axis, in the tooltip and in the summary (e.g. "₹1,25,000"); wins over `decimals`. */
  formatValue?: (value: number) => string;
  /** Colour of the line and its area (default primary). */
  tone?: LineChartTone;
  /** The data is being fetched: a placeholder of the chart's full width and height. */
  loading?: boolean;
  /** Shown when there are no points; defaults to the localized "No data for this period". */
  empty?: ReactNode;
};
