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

/** The piggy bank; `annualBps` is the annual rate in basis points (365 → "3.65"). */
export const presentPiggy = (piggyBank: bigint, annualBps = 0, interestTotal = 0n) => ({
  amount: formatAmount(piggyBank, 'INR'),
  annualRatePercent: formatAmount(BigInt(annualBps), 'INR'),
  interestTotal: formatAmount(interestTotal, 'INR'),
});
