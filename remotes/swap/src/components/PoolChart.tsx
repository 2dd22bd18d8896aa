import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@h5/design-system';
import { formatInr } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { LineChart } from '@h5/design-system/LineChart';
import { Tabs } from '@h5/design-system/Tabs';
import type { SwapChartRange } from '@h5/api/contract/swap';
import { useChart } from '../hooks/useChart.ts';
import { chartPoints } from '../utils/chartPoints.ts';
import styles from './swap.module.css';

const RANGES: readonly SwapChartRange[] = ['1D', '1W', '1M'];
const rupees = (value: number) => formatInr(value.toFixed(2));

/** The pool's price (₹ per USDT) over a day, a week or a month. */
export function PoolChart() {
  const { t } = useTranslation('swap');
  const [range, setRange] = useState<SwapChartRange>('1D');
  const chart = useChart(range);
  const answer = chart.data ?? chart.latest;
  const points = useMemo(() => (answer ? chartPoints(answer) : []), [answer]);
  const first = points[0]?.value ?? 0;
  const last = points[points.length - 1]?.value ?? 0;
  const tabs = useMemo(() => RANGES.map((key) => ({ key, label: t(`detail.ranges.${key}`) })), [t]);
  return (
    <Card as="section" title={t('detail.chart')} titleId="swap-chart" data-testid="swap-chart">
      <Tabs
        items={tabs}
        activeKey={range}
        onChange={(key) => setRange(key as SwapChartRange)}
        label={t('detail.range')}
      />
      <div className={styles.chartBody}>
        {chart.error && !answer ? (
          <div className={styles.chartFailed} role="alert">
            <p>{t('detail.chartFailed')}</p>
            <Button size="sm" variant="secondary" onClick={chart.reload}>
              {t('detail.retry')}
            </Button>
          </div>
        ) : (
          <LineChart
            points={points}
            label={t('detail.chartSeries')}
            formatValue={rupees}
            height={200}
            loading={!answer}
            tone={last < first ? 'danger' : last > first ? 'success' : 'primary'}
            empty={t('detail.chartEmpty')}
          />
        )}
      </div>
    </Card>
  );
}
