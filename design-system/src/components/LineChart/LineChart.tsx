import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@h5/design-system';
import type { LineChartProps } from './lineChartTypes.ts';

/** Without the chart's code (offline), nothing is drawn; the page around it keeps working. */
const nothing = () => ({ default: () => null });

// The chart's frame and, behind it, ApexCharts (a big download) load with the first chart shown, so
// a page with a chart shows before its chart's code has arrived.
const LineChartFrame = lazy<ComponentType<LineChartProps & { height: number }>>(() =>
  import('./LineChartFrame.tsx').then((module) => ({ default: module.LineChartFrame }), nothing),
);

/**
 * A line chart with a shaded area (a fund's NAV, a k-line) sized for a phone: few axis labels, a
 * tooltip per point, colours from the tokens. Its code loads with the first chart shown, behind a
 * skeleton of the chart's height; the figure carries a text summary (first, last, low, high) for
 * screen readers.
 */
export function LineChart(props: LineChartProps) {
  const height = props.height ?? 220;
  const skeleton = (
    <div style={{ height, overflow: 'hidden' }}>
      <Skeleton title={false} rows={Math.max(1, Math.floor((height - 32) / 26))} />
    </div>
  );
  if (props.loading) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <LineChartFrame {...props} height={height} />
    </Suspense>
  );
}
