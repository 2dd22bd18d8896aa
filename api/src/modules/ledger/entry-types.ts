/** Every kind of journal entry; a member sees those marked `member` in their balance details. */
export const ENTRY_TYPES = {
  grant: { member: true },
  piggy_in: { member: true },
  piggy_out: { member: true },
  // Paid into the piggy bank, not the balance: the piggy page shows it, balance details cannot.
  piggy_interest: { member: false },
  transfer: { member: true },
  pool_fund: { member: false },
  withdrawal_request: { member: true },
  withdrawal_cancel: { member: true },
  withdrawal_reject: { member: true },
  withdrawal_paid: { member: false },
  deposit: { member: true },
  conversion: { member: true },
  fund_purchase: { member: true },
  fund_income: { member: true },
  fund_principal_return: { member: true },
  trial_principal: { member: true },
  trial_principal_return: { member: true },
  equity_subscribe: { member: true },
  /** An expired holding bought back at the buyback price, from the offering's buyback pool. */
  equity_buyback: { member: true },
  /** Bought back before expiry at what was paid. */
  equity_early_buyback: { member: true },
  equity_forced_buyback: { member: true },
  equity_dividend: { member: true },
  // Dividends that bought more shares: into the equity account, not the balance.
  equity_reinvest: { member: false },
  stake: { member: true },
  // Accrues in the staking account; the balance sees it when the stake is claimed.
  stake_income: { member: false },
  stake_claim: { member: true },
  /** A stake continued without compounding: its income goes to the balance, the principal stays. */
  stake_income_withdrawn: { member: true },
  /** A claimable stake not acted on in its window, paid back by itself. */
  stake_expired_payback: { member: true },
  /** A missed check-in day made up: the fee, from the balance to fee income. */
  checkin_makeup: { member: true },
  /** The VIP5 weekly reserve dividend: from the reserve fund to the balance (ADR 0031). */
  vip_dividend: { member: true },
  /** A promotion challenge's reward, from promotions to the balance (once per challenge and member). */
  challenge_reward: { member: true },
  /** One asset of the balance for the other at the swap pool's price (ADR 0032). */
  swap: { member: true },
  /** INR and USDT from the balance into the swap pool, for pool shares. */
  swap_liquidity_add: { member: true },
  /** Pool shares back for their part of the swap pool's INR and USDT. */
  swap_liquidity_remove: { member: true },
  /** The treasury's INR and USDT into the swap pool, for the platform's shares (finance). */
  swap_seed: { member: false },
} as const;

export type EntryType = keyof typeof ENTRY_TYPES;

export const isEntryType = (value: unknown): value is EntryType =>
  typeof value === 'string' && Object.hasOwn(ENTRY_TYPES, value);

/** The entry types a member can filter their balance details by. */
export const MEMBER_ENTRY_TYPES = (Object.keys(ENTRY_TYPES) as EntryType[]).filter(
  (type) => ENTRY_TYPES[type].member,
);
