import { useTranslation } from 'react-i18next';
import { Skeleton } from '@h5/design-system';
import { Amount, formatInr } from '@h5/design-system/Amount';
import { formatDateTime } from '../utils/formatDateTime.ts';
import type { FundDetail, IncomeEstimate } from '@h5/api/contract/fund';
import { formatPercent } from '../utils/formatPercent.ts';
import { DetailRows } from './DetailRows.tsx';
import styles from './EstimateCard.module.css';

type Props = {
  estimate: IncomeEstimate | null;
  /** An amount is typed and its estimate is on its way. */
  waiting: boolean;
  failed: boolean;
  fund: Pick<FundDetail, 'minimum' | 'fees'>;
};

/** The expected income of the amount typed, as the server computes it, shown before confirming. */
export function EstimateCard({ estimate, waiting, failed, fund }: Props) {
  const { t } = useTranslation('investments');
  const { fees } = fund;
  return (
    <section
      className={styles.card}
      aria-labelledby="investments-estimate"
      aria-live="polite"
      data-testid="estimate"
    >
      <h2 id="investments-estimate" className={styles.heading}>
        {t('estimate.title')}
      </h2>
      {estimate ? (
        <DetailRows
          rows={[
            {
              key: 'grossDaily',
              label: t('estimate.grossDaily'),
              value: <Amount value={estimate.grossDaily} />,
            },
            {
              key: 'fee',
              label: t('estimate.managementFee', { percent: formatPercent(fees.managementFeePercent) }),
              value: <Amount value={estimate.managementFeeDaily} />,
            },
            {
              key: 'dividend',
              label: t('estimate.platformDividend', { percent: formatPercent(fees.platformDividendPercent) }),
              value: <Amount value={estimate.platformDividendDaily} />,
            },
            {
              key: 'memberDaily',
              label: t('estimate.memberDaily', { percent: formatPercent(fees.memberPercent) }),
              value: <Amount value={estimate.memberDaily} className={styles.member} />,
              testId: 'estimate-member-daily',
            },
            { key: 'payouts', label: t('estimate.payouts'), value: estimate.payouts },
            {
              key: 'memberTotal',
              label: t('estimate.memberTotal'),
              value: <Amount value={estimate.memberTotal} className={styles.member} />,
              testId: 'estimate-member-total',
            },
            {
              key: 'first',
              label: t('estimate.firstIncomeAt'),
              value: formatDateTime(estimate.firstIncomeAt),
            },
            { key: 'maturity', label: t('estimate.maturityAt'), value: formatDateTime(estimate.maturityAt) },
          ]}
        />
      ) : waiting ? (
        <Skeleton title={false} rows={3} />
      ) : (
        <p className={styles.hint}>
          {failed ? t('estimate.failed') : t('estimate.hint', { minimum: formatInr(fund.minimum) })}
        </p>
      )}
    </section>
  );
}
