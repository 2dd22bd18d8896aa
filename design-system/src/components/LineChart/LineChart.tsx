import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineChartProps } from './lineChartTypes.ts';
import styles from './LineChart.module.css';

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
 * placeholder of the chart's full size; the figure carries a text summary (first, last, low, high)
 * for screen readers.
 */
export function LineChart({
  points,
  label,
  height = 220,
  decimals = 2,
  formatValue,
  tone = 'primary',
  loading = false,
  empty,
}: LineChartProps) {
  const skeleton = <ChartSkeleton height={height} />;
  if (loading) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <LineChartFrame
        points={points}
        label={label}
        height={height}
        decimals={decimals}
        formatValue={formatValue}
        tone={tone}
        empty={empty}
      />
    </Suspense>
  );
}

/** The chart's place, as wide as the chart and as high, while its data or its code is on the way. */
function ChartSkeleton({ height }: { height: number }) {
  const { t } = useTranslation('ds');
  return (
    <div
      className={styles.skeleton}
      style={{ height }}
      role="status"
      aria-busy="true"
      aria-label={t('skeleton.label')}
    />
  );
}
