import { translate, type Lang } from '../../platform/i18n.ts';
import type {
  PiggyBank,
  WalletEntries,
  WalletEntry,
  WalletSummary as WalletSummaryAnswer,
} from './ledger.contract.ts';
import { MEMBER_ENTRY_TYPES, type EntryType } from './entry-types.ts';
import { formatAmount, usdtToInr } from './money.ts';
import type { WalletLine, WalletSummary } from './wallet.service.ts';

export const entryTypeLabel = (type: EntryType, lang: Lang) => translate(lang, `ledger.entryTypes.${type}`);

/** The summary, the member's USDT counted in the total at `usdtRateMicro` (INR per USDT × 10⁶). */
export function presentWalletSummary(s: WalletSummary, usdtRateMicro: bigint | null): WalletSummaryAnswer {
  const usdtInInr = usdtRateMicro === null ? null : usdtToInr(s.usdt + s.stakedUsdt, usdtRateMicro);
  return {
    balance: formatAmount(s.balance, 'INR'),
    usdt: formatAmount(s.usdt, 'USDT'),
    piggyBank: formatAmount(s.piggyBank, 'INR'),
    locked: formatAmount(s.locked, 'INR'),
    equity: formatAmount(s.equity, 'INR'),
    stakedInr: formatAmount(s.stakedInr, 'INR'),
    stakedUsdt: formatAmount(s.stakedUsdt, 'USDT'),
    usdtRate: usdtRateMicro === null ? null : formatAmount(usdtRateMicro, 'USDT'),
    usdtInInr: usdtInInr === null ? null : formatAmount(usdtInInr, 'INR'),
    totalAssets: formatAmount(
      s.balance + s.piggyBank + s.locked + s.equity + s.stakedInr + (usdtInInr ?? 0n),
      'INR',
    ),
  };
}

export const presentWalletLine = (line: WalletLine, lang: Lang): WalletEntry => ({
  id: line.id,
  type: line.type,
  typeLabel: entryTypeLabel(line.type, lang),
  asset: line.asset,
  amount: formatAmount(line.amount, line.asset),
  balanceAfter: formatAmount(line.balanceAfter, line.asset),
  createdAt: line.createdAt.toISOString(),
});

export const presentEntryTypes = (lang: Lang): WalletEntries['types'] =>
  MEMBER_ENTRY_TYPES.map((type) => ({ type, label: entryTypeLabel(type, lang) }));

/** The piggy bank; `annualBps` is the annual rate in basis points (365 → "3.65"). */
export const presentPiggy = (piggyBank: bigint, annualBps = 0, interestTotal = 0n): PiggyBank => ({
  amount: formatAmount(piggyBank, 'INR'),
  annualRatePercent: formatAmount(BigInt(annualBps), 'INR'),
  interestTotal: formatAmount(interestTotal, 'INR'),
});
