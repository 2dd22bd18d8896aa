import { ApiError } from '../../platform/errors.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { formatAmount } from '../ledger/money.ts';
import type { FundView } from './fund.service.ts';
import type { quotaOf } from './trial-quota.service.ts';

export type PurchaseInput = { fundId: number; amount: bigint; trialQuotaId?: number | undefined };

/** What a purchase is decided on besides the fund: what the member holds in it, and their trial quota. */
export type PurchaseState = { held: bigint; quota: ReturnType<typeof quotaOf> | undefined; now: Date };

const money = (amount: bigint) => formatAmount(amount, 'INR');

/**
 * The accounts a purchase moves: where its income goes, where the principal sits, and where the
 * principal comes from and returns to at maturity (the member's balance and locked account; for a
 * trial order promotions and the platform's trial account).
 */
export const purchaseAccounts = (memberId: number, trial: boolean) =>
  trial
    ? {
        income: memberAccount(memberId, 'balance'),
        principal: platformAccount('trial_orders', 'INR'),
        back: platformAccount('promotions', 'INR'),
      }
    : {
        income: memberAccount(memberId, 'balance'),
        principal: memberAccount(memberId, 'locked'),
        back: memberAccount(memberId, 'balance'),
      };

/**
 * The business rules of a purchase, each refusal with the message the member sees: the fund on
 * sale, a usable quota for its full amount (trial) or the minimum and the member's maximum, and
 * what is left of the fund's size.
 */
export function checkPurchase(fund: FundView, memberId: number, input: PurchaseInput, state: PurchaseState) {
  if (fund.status !== 'on_sale') throw new ApiError(422, 'fund.notOnSale');
  if (input.trialQuotaId !== undefined) {
    const quota = state.quota;
    if (
      !quota ||
      quota.memberId !== memberId ||
      quota.state !== 'unused' ||
      (quota.expiresAt && quota.expiresAt <= state.now)
    )
      throw new ApiError(422, 'fund.trialNotUsable');
    if (quota.fundId !== null && quota.fundId !== fund.id) throw new ApiError(422, 'fund.trialOtherFund');
    if (quota.amount !== input.amount)
      throw new ApiError(422, 'fund.trialAmount', { params: { amount: money(quota.amount) } });
  } else {
    if (input.amount < fund.minimum)
      throw new ApiError(422, 'fund.belowMinimum', { params: { amount: money(fund.minimum) } });
    if (state.held + input.amount > fund.maximumPerMember) {
      const left = fund.maximumPerMember > state.held ? fund.maximumPerMember - state.held : 0n;
      throw new ApiError(422, 'fund.aboveMemberMaximum', { params: { amount: money(left) } });
    }
  }
  const left = fund.totalSize - fund.sold;
  if (input.amount > left) throw new ApiError(422, 'fund.aboveSize', { params: { amount: money(left) } });
}
