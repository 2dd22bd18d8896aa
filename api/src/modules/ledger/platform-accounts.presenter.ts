import type { PlatformAccountBalance as PlatformAccountAnswer, PoolFunding } from './ledger.contract.ts';
import type { PostedEntry } from './ledger.service.ts';
import { formatAmount, type MoneyAsset } from './money.ts';
import type { PlatformAccountBalance } from './platform-accounts.service.ts';

export const presentPlatformAccount = (a: PlatformAccountBalance): PlatformAccountAnswer => ({
  code: a.code,
  owner: a.owner,
  kind: a.kind,
  asset: a.asset,
  balance: formatAmount(a.balance, a.asset),
});

/** What a top-up moved: the platform account's line of the entry. */
export function presentFunding(entry: PostedEntry): PoolFunding {
  const line = entry.lines.find((l) => l.amount > 0n)!;
  return {
    entryId: entry.id,
    account: line.code,
    // A top-up moves money: INR or USDT.
    asset: line.asset as MoneyAsset,
    amount: formatAmount(line.amount, line.asset),
    balanceAfter: formatAmount(line.balanceAfter, line.asset),
    memo: entry.memo,
  };
}
