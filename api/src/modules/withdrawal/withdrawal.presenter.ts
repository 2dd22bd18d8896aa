import { translate, type Lang } from '../../platform/i18n.ts';
import { formatAmount } from '../ledger/money.ts';
import type { WithdrawalAddress } from './withdrawal-address.entity.ts';
import type { WithdrawalSettings, WithdrawalState, WithdrawalView } from './withdrawal.service.ts';

export const presentAddress = (a: WithdrawalAddress) => ({
  id: a.id,
  chain: a.chain,
  address: a.address,
  label: a.label,
  createdAt: a.createdAt.toISOString(),
});

export const presentWithdrawal = (w: WithdrawalView, lang: Lang) => ({
  id: w.id,
  addressId: w.addressId,
  chain: w.chain,
  address: w.address,
  amount: formatAmount(BigInt(w.amount), 'USDT'),
  fee: formatAmount(BigInt(w.fee), 'USDT'),
  state: w.state,
  stateLabel: translate(lang, `withdrawal.states.${w.state as WithdrawalState}`),
  txHash: w.txHash ?? null,
  reason: w.reason ?? null,
  createdAt: w.createdAt.toISOString(),
  updatedAt: w.updatedAt.toISOString(),
});

export const presentSettings = (s: WithdrawalSettings, usedToday: bigint, lockedUntil: Date | null) => ({
  minimum: formatAmount(s.minimum, 'USDT'),
  maximum: formatAmount(s.maximum, 'USDT'),
  dailyLimit: formatAmount(s.dailyLimit, 'USDT'),
  usedToday: formatAmount(usedToday, 'USDT'),
  fee: formatAmount(s.fee, 'USDT'),
  lockedUntil: lockedUntil ? lockedUntil.toISOString() : null,
});
