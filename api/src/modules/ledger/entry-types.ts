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
} as const;

export type EntryType = keyof typeof ENTRY_TYPES;

export const isEntryType = (value: unknown): value is EntryType =>
  typeof value === 'string' && Object.hasOwn(ENTRY_TYPES, value);

/** The entry types a member can filter their balance details by. */
export const MEMBER_ENTRY_TYPES = (Object.keys(ENTRY_TYPES) as EntryType[]).filter(
  (type) => ENTRY_TYPES[type].member,
);
