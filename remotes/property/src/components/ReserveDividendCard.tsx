import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { Button, Skeleton } from '@h5/design-system';
import { formatInr } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import type { DividendSummary } from '@h5/api/contract/dividend';
import { fetchDividendSummary } from '../api/fetchDividendSummary.ts';
import styles from '../pages/wallet.module.css';

/** Basis points as a percentage with two decimals ("1.25"), in integers. */
const percent = (bps: number) => `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

/**
 * The VIP5 weekly dividend on the reserve page (ADR 0031): this week's share of the reserve fund,
 * the last paid week, and the member's own last dividend, or what VIP5 asks for.
 */
export function ReserveDividendCard() {
  const { t } = useTranslation('property');
  const [summary, setSummary] = useState<DividendSummary | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchDividendSummary().then(
      (answer) => live && setSummary(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) return null;

  return (
    <Card as="section" aria-label={t('reserve.dividend.title')}>
      <h3 className={styles.cardTitle}>{t('reserve.dividend.title')}</h3>
      {summary ? (
        <>
          <dl className={styles.rows} data-testid="reserve-dividend">
            <dt>{t('reserve.dividend.share')}</dt>
            <dd>
              {summary.shareBps
                ? t('reserve.dividend.shareValue', { percent: percent(summary.shareBps) })
                : t('reserve.dividend.off')}
            </dd>
            <dt>
              {summary.lastRun
                ? t('reserve.dividend.lastRun', { week: summary.lastRun.week })
                : t('reserve.dividend.lastRunNone')}
            </dt>
            <dd>
              {summary.lastRun
                ? t('reserve.dividend.lastRunValue', {
                    total: formatInr(summary.lastRun.total),
                    members: summary.lastRun.members,
                  })
                : '—'}
            </dd>
            {summary.mine && (
              <>
                <dt>{t('reserve.dividend.mine', { week: summary.mine.week })}</dt>
                <dd data-testid="reserve-dividend-mine">{formatInr(summary.mine.amount)}</dd>
              </>
            )}
          </dl>
          <p className={styles.meta}>
            {summary.vip5
              ? t(summary.mine ? 'reserve.dividend.how' : 'reserve.dividend.vip5NotYet')
              : summary.vip5Requires
                ? t('reserve.dividend.reach', {
                    held: formatInr(summary.vip5Requires.minHeld),
                    direct: summary.vip5Requires.minDirect,
                    team: formatInr(summary.vip5Requires.minTeamHeld),
                  })
                : t('reserve.dividend.how')}
          </p>
          {!summary.vip5 && (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => navigation.navigate('pages/user/equity')}>
                {t('reserve.dividend.levels')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <Skeleton rows={3} />
      )}
    </Card>
  );
}
