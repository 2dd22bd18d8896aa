import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@h5/design-system';
import { LineChart } from '@h5/design-system/LineChart';
import { Tabs } from '@h5/design-system/Tabs';
import type { FundKlineType } from '@h5/api/contract/fund';
import { useKline } from '../hooks/useKline.ts';
import { klinePoints, navDecimals } from '../utils/klinePoints.ts';
import { RateChange } from './RateChange.tsx';
import styles from './KlinePanel.module.css';

const RANGES: readonly FundKlineType[] = ['day', 'week', 'month', 'all'];

type Props = { fundId: number; height?: number; initialRange?: FundKlineType };

/**
 * The fund's k-line (`/Fund/kline`): the period switch (1M = the last 30 daily NAVs, 6M = 26 weekly
 * closes, 1Y = 12 monthly closes, All = every NAV), the day change and the chart.
 */
export function KlinePanel({ fundId, height = 200, initialRange = 'day' }: Props) {
  const { t } = useTranslation('investments');
  const [range, setRange] = useState<FundKlineType>(initialRange);
  const kline = useKline(fundId, range);
  const answer = kline.data ?? kline.latest;
  const points = useMemo(() => (answer ? klinePoints(answer.list, range) : []), [answer, range]);
  const decimals = answer ? navDecimals(answer.list) : 2;
  const first = points[0]?.value ?? 0;
  const last = points[points.length - 1]?.value ?? 0;
  const tabs = useMemo(() => RANGES.map((key) => ({ key, label: t(`chart.ranges.${key}`) })), [t]);

  return (
    <section className={styles.panel} aria-labelledby={`kline-${fundId}`} data-testid="kline">
      <div className={styles.header}>
        <h2 id={`kline-${fundId}`} className={styles.heading}>
          {t('chart.heading')}
        </h2>
        {answer && (
          <p className={styles.change}>
            <span>{t('chart.dayIncrease')}</span>
            <RateChange value={answer.day_increase_rate} testId="kline-day-increase" />
          </p>
        )}
      </div>
      <Tabs
        items={tabs}
        activeKey={range}
        onChange={(key) => setRange(key as FundKlineType)}
        label={t('chart.rangesLabel')}
      />
      <div className={styles.chart}>
        {kline.error && !answer ? (
          <div className={styles.failed} role="alert">
            <p>{t('chart.failed')}</p>
            <Button size="sm" variant="secondary" onClick={kline.reload}>
              {t('chart.retry')}
            </Button>
          </div>
        ) : (
          <LineChart
            points={points}
            label={t(`chart.series.${range}`)}
            decimals={decimals}
            height={height}
            loading={!answer}
            tone={last < first ? 'danger' : last > first ? 'success' : 'primary'}
            empty={t('chart.empty')}
          />
        )}
      </div>
    </section>
  );
}
