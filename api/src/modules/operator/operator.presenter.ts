import type {
  Chain,
  OperatorAccount,
  OperatorDeposit,
  OperatorInfo,
  OperatorRole,
  PlatformAccountBalance as PlatformAccountAnswer,
  PoolFunding,
  QueuedWithdrawal,
  Withdrawal,
} from '../../contract/index.ts';
import type { Lang } from '../../platform/i18n.ts';
import type { Deposit } from '../deposit/deposit.entity.ts';
import { formatAmount } from '../ledger/money.ts';
import type { PlatformAccountBalance } from '../ledger/platform-accounts.service.ts';
import type { PostedEntry } from '../ledger/ledger.service.ts';
import { presentWithdrawal } from '../withdrawal/withdrawal.presenter.ts';
import type { WithdrawalSettings, WithdrawalView } from '../withdrawal/withdrawal.service.ts';
import type { Operator } from './operator.entity.ts';

/** Who is signed in (`/login`, `/me`). */
export const presentOperator = (
  o: Pick<Operator, 'id' | 'username' | 'displayName' | 'role'>,
): OperatorInfo => ({
  id: o.id,
  username: o.username,
  displayName: o.displayName,
  role: o.role as OperatorRole,
});

/** An operator account as admins see it. */
export const presentOperatorAccount = (o: Operator): OperatorAccount => ({
  ...presentOperator(o),
  disabled: o.disabled,
  lastLoginAt: o.lastLoginAt ? o.lastLoginAt.toISOString() : null,
  createdAt: o.createdAt.toISOString(),
});

/** A member's withdrawal in the review queue: the member's view plus whose it is. */
export const presentQueuedWithdrawal = (w: WithdrawalView, lang: Lang): QueuedWithdrawal => ({
  // The entity's chain and state are plain strings; the service only ever writes the contract's values.
  ...(presentWithdrawal(w, lang) as Withdrawal),
  memberId: w.memberId,
});

export const presentOperatorDeposit = (d: Deposit): OperatorDeposit => ({
  id: d.id,
  memberId: d.memberId,
  chain: d.chain as Chain,
  amount: formatAmount(BigInt(d.amount), 'USDT'),
  txHash: d.txHash,
  state: d.state as OperatorDeposit['state'],
  createdAt: d.createdAt.toISOString(),
  confirmedAt: d.confirmedAt ? d.confirmedAt.toISOString() : null,
});

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
    asset: line.asset,
    amount: formatAmount(line.amount, line.asset),
    balanceAfter: formatAmount(line.balanceAfter, line.asset),
    memo: entry.memo,
  };
}

export const presentWithdrawalSettings = (s: WithdrawalSettings) => ({
  minimum: formatAmount(s.minimum, 'USDT'),
  maximum: formatAmount(s.maximum, 'USDT'),
  dailyLimit: formatAmount(s.dailyLimit, 'USDT'),
  fee: formatAmount(s.fee, 'USDT'),
});
