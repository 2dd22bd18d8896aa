import { translate, type Lang } from '../../platform/i18n.ts';
import { MEMBER_ENTRY_TYPES, type EntryType } from './entry-types.ts';
import { formatAmount } from './money.ts';
import type { WalletLine, WalletSummary } from './wallet.service.ts';

export const entryTypeLabel = (type: EntryType, lang: Lang) => translate(lang, `ledger.entryTypes.${type}`);

export const presentWalletSummary = (s: WalletSummary) => ({
  balance: formatAmount(s.balance, 'INR'),
  usdt: formatAmount(s.usdt, 'USDT'),
  piggyBank: formatAmount(s.piggyBank, 'INR'),
  locked: formatAmount(s.locked, 'INR'),
  totalAssets: formatAmount(s.balance + s.piggyBank + s.locked, 'INR'),
});

export const presentWalletLine = (line: WalletLine, lang: Lang) => ({
  id: line.id,
  type: line.type,
  typeLabel: entryTypeLabel(line.type, lang),
  asset: line.asset,
  amount: formatAmount(line.amount, line.asset),
  balanceAfter: formatAmount(line.balanceAfter, line.asset),
  createdAt: line.createdAt.toISOString(),
});

export const presentEntryTypes = (lang: Lang) =>
  MEMBER_ENTRY_TYPES.map((type) => ({ type, label: entryTypeLabel(type, lang) }));

export const presentPiggy = (piggyBank: bigint) => ({
  amount: formatAmount(piggyBank, 'INR'),
  annualRatePercent: '0.00',
  interestTotal: '0.00',
});
