import { useTranslation } from 'react-i18next';
import { Amount, formatInr } from '@h5/design-system/Amount';
import { FigureCard } from '@h5/design-system/FigureCard';
import type { WalletSummary } from '../api/walletTypes.ts';
import { formatRate } from '../utils/formatRate.ts';

type Props = { summary: WalletSummary };

/** The member's total assets (USDT counted at the published rate, and the card says so) and their parts. */
export function AssetSummaryCard({ summary }: Props) {
  const { t } = useTranslation('property');
  const parts = [
    { key: 'balance', label: t('property.balance'), value: summary.balance, currency: 'INR' },
    { key: 'usdt', label: t('property.usdt'), value: summary.usdt, currency: 'USDT' },
    { key: 'piggy', label: t('property.piggyBank'), value: summary.piggyBank, currency: 'INR' },
    { key: 'locked', label: t('property.locked'), value: summary.locked, currency: 'INR' },
    { key: 'equity', label: t('property.equity'), value: summary.equity, currency: 'INR' },
    { key: 'stakedInr', label: t('property.stakedInr'), value: summary.stakedInr, currency: 'INR' },
    { key: 'stakedUsdt', label: t('property.stakedUsdt'), value: summary.stakedUsdt, currency: 'USDT' },
  ] as const;
  return (
    <FigureCard
      heading={t('property.totalAssets')}
      headingId="property-total"
      figure={<Amount value={summary.totalAssets} />}
      figureTestId="asset-total"
      note={
        summary.usdtRate !== null && summary.usdtInInr !== null
          ? t('property.usdtIncluded', {
              rate: formatRate(summary.usdtRate),
              amount: formatInr(summary.usdtInInr),
            })
          : t('property.usdtNotIncluded')
      }
      noteTestId="asset-total-note"
      facts={parts.map((part) => ({
        key: part.key,
        label: part.label,
        value: <Amount value={part.value} currency={part.currency} balance />,
        testId: `asset-${part.key}`,
      }))}
    />
  );
}
