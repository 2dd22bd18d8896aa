import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '@h5/design-system/Amount';
import { ProgressBar } from '@h5/design-system/ProgressBar';
import { Tag } from '@h5/design-system/Tag';
import type { EquityOffering } from '@h5/api/contract/equity';
import { DayChange } from './DayChange.tsx';
import styles from '../pages/property/products.module.css';

type Props = {
  offering: EquityOffering;
  /** What the card leads to (a list's "subscribe"); a list's card shows two lines of the description. */
  action?: ReactNode;
};

/** An equity offering: today's price and change, fee, lock, how much is sold and whether it is open. */
export function OfferingCard({ offering, action }: Props) {
  const { t } = useTranslation('property');
  const body = (
    <>
      <span className={styles.offerHead}>
        <span className={styles.offerName}>{offering.name}</span>
        <Tag tone={offering.status === 'subscribing' ? 'success' : 'neutral'}>
          {t(`equity.statuses.${offering.status}`)}
        </Tag>
      </span>
      {offering.description && (
        <p className={styles.description} data-clamped={action ? '' : undefined}>
          {offering.description}
        </p>
      )}
      <span className={styles.price}>
        {offering.sharePrice === null ? (
          <span>{t('equity.noPrice')}</span>
        ) : (
          <>
            <span className={styles.priceFigure} data-testid="offering-price">
              <Amount value={offering.sharePrice} />
            </span>
            <DayChange percent={offering.dayChangePercent} testId="offering-change" />
            <span className={styles.change} data-trend="flat">
              {t('equity.perShare')}
            </span>
          </>
        )}
      </span>
      <dl className={styles.facts}>
        <div>
          <dt>{t('equity.fee')}</dt>
          <dd>{`${offering.feeRatePercent}%`}</dd>
        </div>
        <div>
          <dt>{t('equity.lock')}</dt>
          <dd>{t('equity.days', { count: offering.lockDays })}</dd>
        </div>
        <div>
          <dt>{t('equity.limits')}</dt>
          <dd>
            <Amount value={offering.minimum} /> – <Amount value={offering.maximum} />
          </dd>
        </div>
      </dl>
      <ProgressBar
        percent={offering.progressPercent}
        label={t('equity.sold')}
        showLabel
        valueText={`${offering.progressPercent}%`}
      />
    </>
  );
  return (
    <section className={styles.offer} aria-label={offering.name} data-testid="equity-offering">
      {body}
      {action}
    </section>
  );
}
