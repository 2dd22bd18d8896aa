import type { Deposit } from '../api/walletTypes.ts';

/** What a deposit's record says under its state, as a text key and its values. */
export type DepositDetail = { key: string; values: Record<string, string | number> } | null;

/**
 * The line under a deposit's state: how many confirmations of how many while it is confirming,
 * the minimum it fell short of, what happened to one the network undid.
 */
export function depositDetail(deposit: Deposit, minimum: string | null | undefined): DepositDetail {
  switch (deposit.state) {
    case 'confirming':
      return {
        key: 'deposits.confirmations',
        values: {
          confirmed: Math.min(Math.max(deposit.confirmations, 0), deposit.requiredConfirmations),
          required: deposit.requiredConfirmations,
        },
      };
    case 'below_minimum':
      return minimum
        ? { key: 'deposits.belowMinimum', values: { minimum } }
        : { key: 'deposits.belowMinimumUnknown', values: {} };
    case 'dropped':
      return { key: 'deposits.dropped', values: {} };
    case 'credited':
      return null;
  }
}

/**
 * The records on screen with what the socket told since they loaded: a deposit it changed shows
 * its news, one not listed yet comes first (the newest on top).
 */
export function withLiveDeposits(items: readonly Deposit[], live: ReadonlyMap<number, Deposit>): Deposit[] {
  const listed = new Set(items.map((item) => item.id));
  const arrived = [...live.values()].filter((item) => !listed.has(item.id)).sort((a, b) => b.id - a.id);
  return [...arrived, ...items.map((item) => live.get(item.id) ?? item)];
}
