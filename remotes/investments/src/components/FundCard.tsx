import { useTranslation } from 'react-i18next';
import { formatInr } from '@h5/design-system/Amount';
import { ProgressBar } from '@h5/design-system/ProgressBar';
import type { FundSummary } from '@h5/api/contract/fund';
import { fundStatusTone } from '../utils/tones.ts';
import { MemberRate } from './MemberRate.tsx';
import { PageLink } from './PageLink.tsx';
import { RateChange } from './RateChange.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './FundCard.module.css';

/**
 * One fund of the list: what the member earns a month (the fund's gross rate beside it, smaller),
 * cycle, minimum, how much is sold, its status and its day change; opens the fund.
 */
export function FundCard({ fund }: { fund: FundSummary }) {
  const { t } = useTranslation('investments');
  return (
    <PageLink page={`pages/product/detail?id=${fund.id}`} className={styles.card} testId="fund-card">
      <div className={styles.header}>
        <h2 className={styles.name}>{fund.name}</h2>
        <StatusBadge label={t(`status.${fund.status}`)} tone={fundStatusTone[fund.status]} />
      </div>
      {fund.description && <p className={styles.description}>{fund.description}</p>}
      <MemberRate memberPercent={fund.memberMonthlyRatePercent} grossPercent={fund.monthlyRatePercent} />
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('fund.cycle')}</dt>
          <dd data-testid="fund-cycle">{t('common.days', { count: fund.cycleDays })}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('fund.minimum')}</dt>
          <dd data-testid="fund-minimum">{formatInr(fund.minimum)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('fund.dayIncrease')}</dt>
          <dd>
            <RateChange value={fund.dayIncreaseRate} testId="fund-day-change" />
          </dd>
        </div>
      </dl>
      <ProgressBar
        percent={fund.progressPercent}
        label={t('fund.sold')}
        tone={fund.status === 'closed' ? 'muted' : fund.status === 'sold_out' ? 'warning' : 'primary'}
      />
    </PageLink>
  );
}
