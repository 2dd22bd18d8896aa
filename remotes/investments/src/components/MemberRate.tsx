import { useTranslation } from 'react-i18next';
import { cx } from '../utils/cx.ts';
import { formatPercent } from '../utils/formatPercent.ts';
import { FUND_FEES } from '../utils/fundFees.ts';
import styles from './MemberRate.module.css';

type Props = {
  /** What the member earns a month (`memberMonthlyRatePercent`). */
  memberPercent: string;
  /** The fund's gross rate a month, before the split (`monthlyRatePercent`). */
  grossPercent: string;
  /** The member's share of the gross (45 %). */
  sharePercent?: string;
  /** `hero`: a fund's header; `card`: a fund in a list. */
  size?: 'hero' | 'card';
};

/**
 * A fund's return as the member gets it: their own rate a month first and large ("2.02% a month for
 * you"), the fund's gross rate and their share of it second and small. Neither is red: red means a fall.
 */
export function MemberRate({ memberPercent, grossPercent, sharePercent, size = 'card' }: Props) {
  const { t } = useTranslation('investments');
  return (
    <div className={cx(styles.rate, styles[size])} data-testid="member-rate">
      <p className={styles.headline}>
        <span className={styles.value} data-testid="fund-rate">
          {formatPercent(memberPercent)}
        </span>{' '}
        <span className={styles.caption}>{t('fund.forYou')}</span>
      </p>
      <p className={styles.gross} data-testid="fund-gross-rate">
        {t('fund.grossRate', {
          rate: formatPercent(grossPercent),
          share: formatPercent(sharePercent ?? FUND_FEES.memberPercent),
        })}
      </p>
    </div>
  );
}
