import type { ChainStatus, HotWalletStatus } from '@h5/api/contract/chain';

/** The coin a chain's gas is paid in. */
export const gasCoin = (chain: ChainStatus['chain']) =>
  chain === 'BEP20' ? 'BNB' : chain === 'TRC20' ? 'TRX' : 'ETH';

/**
 * The watcher is behind by more blocks than a deposit waits for: deposits are credited late (a
 * watcher that keeps up stays within a block or two of the head).
 */
export const syncLagging = (status: Pick<ChainStatus, 'sync' | 'confirmations'>) =>
  status.sync !== null && status.confirmations !== null && status.sync.lag > status.confirmations;

/** The hot wallet's gas balance was read and is zero: nothing can be sent from it. */
export const gasEmpty = (wallet: Pick<HotWalletStatus, 'nativeBalance'> | null) =>
  wallet?.nativeBalance != null && Number(wallet.nativeBalance) === 0;

/** A deposit list filter of the deposits page: a state, or credited ones a reorg removed since. */
export type DepositFilter = 'confirming' | 'credited' | 'below_minimum' | 'dropped' | 'reorged';

export const DEPOSIT_FILTERS: readonly DepositFilter[] = [
  'confirming',
  'credited',
  'below_minimum',
  'dropped',
  'reorged',
];

/** The deposits page's address listing one filter (`#/console/deposits?state=…` or `?reorged=1`). */
export const depositsHref = (filter: DepositFilter) =>
  filter === 'reorged' ? '#/console/deposits?reorged=1' : `#/console/deposits?state=${filter}`;

/** The filter a deposits page address asks for (none: every deposit). */
export function depositFilterOf(search: URLSearchParams): DepositFilter | null {
  if (search.get('reorged') === '1') return 'reorged';
  const state = search.get('state');
  return DEPOSIT_FILTERS.find((filter) => filter !== 'reorged' && filter === state) ?? null;
}

/** The deposits API's query for a filter. */
export const depositQuery = (filter: DepositFilter | null): Record<string, string | undefined> =>
  filter === null ? {} : filter === 'reorged' ? { reorged: '1' } : { state: filter };

/** A long hex address or hash shortened for a table cell: its start and end. */
export const shortHex = (value: string, keep = 6) =>
  value.length <= keep * 2 + 3 ? value : `${value.slice(0, keep + 2)}…${value.slice(-keep)}`;
