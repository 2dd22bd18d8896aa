import type {
  Chain,
  QueuedWithdrawal,
  WithdrawalAddress as AddressAnswer,
  Withdrawal as WithdrawalAnswer,
  WithdrawalSettings as SettingsAnswer,
} from './withdrawal.contract.ts';
import { translate, type Lang } from '../../platform/i18n.ts';
import { formatAmount } from '../ledger/money.ts';
import type { WithdrawalAddress } from './withdrawal-address.entity.ts';
import type {
  PayoutView,
  WithdrawalSettings,
  WithdrawalState,
  WithdrawalView,
} from './withdrawal.service.ts';

export const presentAddress = (a: WithdrawalAddress): AddressAnswer => ({
  id: a.id,
  chain: a.chain as Chain,
  address: a.address,
  label: a.label,
  createdAt: a.createdAt.toISOString(),
});

/** A withdrawal; its transaction hash shows from when the payout job sent it (`payout`). */
export const presentWithdrawal = (
  w: WithdrawalView,
  lang: Lang,
  payout: PayoutView | null = null,
): WithdrawalAnswer => ({
  id: w.id,
  addressId: w.addressId,
  chain: w.chain as Chain,
  address: w.address,
  amount: formatAmount(BigInt(w.amount), 'USDT'),
  fee: formatAmount(BigInt(w.fee), 'USDT'),
  state: w.state as WithdrawalState,
  stateLabel: translate(lang, `withdrawal.states.${w.state as WithdrawalState}`),
  txHash: w.txHash ?? payout?.txHash ?? null,
  payoutState: payout?.state ?? null,
  reason: w.reason ?? null,
  createdAt: w.createdAt.toISOString(),
  updatedAt: w.updatedAt.toISOString(),
});

export const presentSettings = (
  s: WithdrawalSettings,
  usedToday: bigint,
  lockedUntil: Date | null,
): SettingsAnswer => ({
  minimum: formatAmount(s.minimum, 'USDT'),
  maximum: formatAmount(s.maximum, 'USDT'),
  dailyLimit: formatAmount(s.dailyLimit, 'USDT'),
  usedToday: formatAmount(usedToday, 'USDT'),
  fee: formatAmount(s.fee, 'USDT'),
  lockedUntil: lockedUntil ? lockedUntil.toISOString() : null,
});

/** A member's withdrawal in the review queue: the member's view plus whose it is. */
export const presentQueuedWithdrawal = (
  w: WithdrawalView,
  lang: Lang,
  payout: PayoutView | null = null,
): QueuedWithdrawal => ({
  ...presentWithdrawal(w, lang, payout),
  memberId: w.memberId,
});

/** The limits as finance set them. */
export const presentWithdrawalSettings = (s: WithdrawalSettings) => ({
  minimum: formatAmount(s.minimum, 'USDT'),
  maximum: formatAmount(s.maximum, 'USDT'),
  dailyLimit: formatAmount(s.dailyLimit, 'USDT'),
  fee: formatAmount(s.fee, 'USDT'),
});
