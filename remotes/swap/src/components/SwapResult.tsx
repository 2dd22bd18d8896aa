import { useTranslation } from 'react-i18next';
import { Amount } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { Result } from '@h5/design-system/Result';
import type { SwapAnswer } from '@h5/api/contract/swap';
import { formatAsset } from '../utils/formatAsset.ts';

type Props = {
  answer: SwapAnswer;
  onAgain: () => void;
  onHistory: () => void;
};

/** A swap that went through: what was paid and received, at which price, and both new balances. */
export function SwapResult({ answer, onAgain, onHistory }: Props) {
  const { t } = useTranslation('swap');
  const { swap, summary } = answer;
  return (
    <Card data-testid="swap-result" role="status">
      <Result
        status="success"
        title={t('swap.resultTitle')}
        description={t('swap.resultText', {
          pay: formatAsset(swap.from, swap.amountIn),
          receive: formatAsset(swap.to, swap.amountOut),
        })}
        details={[
          { label: t('swap.price'), value: t('swap.priceValue', { inr: formatAsset('INR', swap.price) }) },
          { label: t('swap.feePaid'), value: formatAsset(swap.from, swap.fee) },
          {
            label: t('swap.newBalance', { asset: 'INR' }),
            value: <Amount value={summary.balance} data-testid="swap-result-inr" />,
          },
          {
            label: t('swap.newBalance', { asset: 'USDT' }),
            value: <Amount value={summary.usdt} currency="USDT" data-testid="swap-result-usdt" />,
          },
        ]}
        primaryAction={{ label: t('swap.again'), onClick: onAgain }}
        secondaryAction={{ label: t('swap.viewHistory'), onClick: onHistory }}
      />
    </Card>
  );
}
