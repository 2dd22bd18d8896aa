import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@h5/design-system';
import { LineChart, type ChartPoint } from '@h5/design-system/LineChart';
import { Tabs } from '@h5/design-system/Tabs';
import type { EquityPriceSeries } from '@h5/api/contract/equity';
import { usePrices } from '../hooks/useEquity.ts';
import styles from '../pages/property/products.module.css';

type Range = EquityPriceSeries['type'];
const RANGES: readonly Range[] = ['week', 'month', 'all'];

/** The price series as chart points; the axis drops the year except on `all`, which may span years. */
export const pricePoints = (series: EquityPriceSeries): ChartPoint[] =>
  series.list
    .map((point) => ({ label: point.date, value: Number(point.price) }))
    .filter((point) => Number.isFinite(point.value))
    .map((point) => (series.type === 'all' ? point : { ...point, shortLabel: point.label.slice(5) }));

/** An offering's share price by day (`/Equity/prices`), over a week, a month or all of it. */
export function PriceChart({ offeringId }: { offeringId: number }) {
  const { t } = useTranslation('property');
  const [range, setRange] = useState<Range>('month');
  const prices = usePrices(offeringId, range);
  const answer = prices.data ?? prices.latest;
  const points = useMemo(() => (answer ? pricePoints(answer) : []), [answer]);
  const first = points[0]?.value ?? 0;
  const last = points[points.length - 1]?.value ?? 0;
  const tabs = useMemo(() => RANGES.map((key) => ({ key, label: t(`equity.ranges.${key}`) })), [t]);
  return (
    <section className={styles.chart} aria-labelledby="equity-chart" data-testid="equity-chart">
      <h2 id="equity-chart" className={styles.chartHeading}>
        {t('equity.chart')}
      </h2>
      <Tabs
        items={tabs}
        activeKey={range}
        onChange={(key) => setRange(key as Range)}
        label={t('equity.range')}
      />
      <div className={styles.chartBody}>
        {prices.error && !answer ? (
          <div role="alert">
            <p>{t('equity.chartFailed')}</p>
            <Button size="sm" variant="secondary" onClick={prices.reload}>
              {t('equity.retry')}
            </Button>
          </div>
        ) : (
          <LineChart
            points={points}
            label={t('equity.chartSeries')}
            decimals={2}
            height={180}
            loading={!answer}
            tone={last < first ? 'danger' : last > first ? 'success' : 'primary'}
            empty={t('equity.chartEmpty')}
          />
        )}
      </div>
    </section>
  );
}
