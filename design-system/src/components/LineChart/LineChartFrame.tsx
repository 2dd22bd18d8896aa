import { lazy, useCallback, type ComponentType } from 'react';
import { chartSummary, formatChartValue } from './chartSummary.ts';
import type { LineChartProps } from './lineChartTypes.ts';
import type { LineChartViewProps } from './LineChartView.tsx';
import styles from './LineChart.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

// ApexCharts loads with the first chart that has points to draw; until then `LineChart`'s skeleton
// stands in (this module has no Suspense boundary of its own).
const LineChartView = lazy<ComponentType<LineChartViewProps>>(() =>
  import('./LineChartView.tsx').then(
    (module) => ({ default: module.LineChartView }),
    () => ({ default: () => null }),
  ),
);

/** `LineChart` once its code is there: the empty state, or the figure with its text summary. */
export function LineChartFrame({
  points,
  label,
  height,
  decimals = 2,
  formatValue,
  tone = 'primary',
  empty,
}: LineChartProps & { height: number }) {
  const { t, i18n } = useSubPathTranslation(texts);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const defaultFormat = useCallback(
    (value: number) => formatChartValue(value, decimals, locale),
    [decimals, locale],
  );
  const format = formatValue ?? defaultFormat;
  const summary = chartSummary(points);
  if (!summary) {
    return (
      <div className={styles.empty} style={{ height }} role="status">
        {empty ?? t('chart.empty')}
      </div>
    );
  }
  const description = t('chart.summary', {
    label,
    first: format(summary.first),
    last: format(summary.last),
    min: format(summary.min),
    max: format(summary.max),
  });
  return (
    <figure className={styles.chart} role="img" aria-label={description} data-points={points.length}>
      <LineChartView points={points} label={label} height={height} tone={tone} format={format} />
    </figure>
  );
}
