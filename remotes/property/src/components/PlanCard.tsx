import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '@h5/design-system/Amount';
import { ProgressBar } from '@h5/design-system/ProgressBar';
import { Tag } from '@h5/design-system/Tag';
import type { StakingPlan } from '@h5/api/contract/staking';
import styles from '../pages/property/products.module.css';

/** A staking plan: asset, term, annual rate, limits, how full it is and whether it is open. */
type Props = {
  plan: StakingPlan;
  /** What the card leads to (a list's "stake"); a list's card shows two lines of the description. */
  action?: ReactNode;
};

export function PlanCard({ plan, action }: Props) {
  const { t } = useTranslation('property');
  return (
    <section className={styles.offer} aria-label={plan.name} data-testid="staking-plan">
      <span className={styles.offerHead}>
        <span className={styles.offerName}>{plan.name}</span>
        <Tag tone={plan.status === 'open' ? 'success' : 'neutral'}>
          {t(`staking.statuses.${plan.status}`)}
        </Tag>
      </span>
      {plan.description && (
        <p className={styles.description} data-clamped={action ? '' : undefined}>
          {plan.description}
        </p>
      )}
      <span className={styles.price}>
        <span className={styles.priceFigure} data-testid="plan-rate">{`${plan.annualRatePercent}%`}</span>
        <span className={styles.change} data-trend="flat">
          {t('staking.annual')}
        </span>
      </span>
      <dl className={styles.facts}>
        <div>
          <dt>{t('staking.asset')}</dt>
          <dd>{plan.asset}</dd>
        </div>
        <div>
          <dt>{t('staking.term')}</dt>
          <dd>{t('equity.days', { count: plan.termDays })}</dd>
        </div>
        <div>
          <dt>{t('staking.limits')}</dt>
          <dd>
            <Amount value={plan.minimum} currency={plan.asset} /> –{' '}
            <Amount value={plan.maximum} currency={plan.asset} />
          </dd>
        </div>
      </dl>
      <ProgressBar
        percent={plan.progressPercent}
        label={t('staking.filled')}
        valueText={`${plan.progressPercent}%`}
      />
      {action}
    </section>
  );
}
