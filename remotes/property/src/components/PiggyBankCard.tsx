import { useTranslation } from 'react-i18next';
import { Amount } from '@h5/design-system/Amount';
import { FigureCard } from '@h5/design-system/FigureCard';
import type { PiggyBank } from '../api/walletTypes.ts';

type Props = { piggy: PiggyBank };

/** What the piggy bank holds, the annual rate it earns and the interest paid so far. */
export function PiggyBankCard({ piggy }: Props) {
  const { t } = useTranslation('property');
  return (
    <FigureCard
      heading={t('under.held')}
      headingId="piggy-held"
      figure={<Amount value={piggy.amount} />}
      figureTestId="piggy-amount"
      facts={[
        {
          key: 'rate',
          label: t('under.rate'),
          value: t('under.rateValue', { rate: piggy.annualRatePercent }),
          testId: 'piggy-rate',
        },
        {
          key: 'interest',
          label: t('under.interestTotal'),
          value: <Amount value={piggy.interestTotal} />,
          testId: 'piggy-interest',
        },
      ]}
    />
  );
}
