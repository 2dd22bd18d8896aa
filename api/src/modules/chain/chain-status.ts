import type { EntityManager } from '@mikro-orm/core';
import { formatEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { formatAmount, toBigInt } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import type { DepositState } from '../deposit/deposit.entity.ts';
import type {
  AdminPayout,
  ChainStatus,
  ChainSyncStatus,
  DepositStateCounts,
  HotWalletStatus,
  PayoutState,
} from './chain.contract.ts';
import {
  ChainSyncSchema,
  CollectionSchema,
  HotWalletSchema,
  PayoutSchema,
  type ChainSync,
  type HotWallet,
  type Payout,
} from './chain.entity.ts';
import { CHAIN_NAMES, type ChainName, type ChainSettings, type EvmChain } from './chain-settings.ts';

const usdt = (minor: bigint) => formatAmount(minor, 'USDT');
const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);
const blockNumber = (value: unknown) => Number(toBigInt(value));

/** What the console shows of a configured chain: its settings without its secrets. */
type ServedChain = Pick<ChainSettings, 'chain' | 'confirmations' | 'minimumDeposit' | 'hotWalletLow'> & {
  /** The hot wallet's address (lower case), derived from its key here and nowhere answered. */
  hotWalletAddress: string | null;
};

/**
 * The settings of the served chains as the status needs them: the hot wallet's address is derived
 * from its key once, so the key itself goes no further than this function.
 */
export function servedChains(chains: readonly ChainSettings[]): Map<ChainName, ServedChain> {
  return new Map(
    chains.map((settings) => [
      settings.chain,
      {
        chain: settings.chain,
        confirmations: settings.confirmations,
        minimumDeposit: settings.minimumDeposit,
        hotWalletLow: settings.hotWalletLow,
        hotWalletAddress: settings.hotWalletKey
          ? privateKeyToAccount(settings.hotWalletKey).address.toLowerCase()
          : null,
      },
    ]),
  );
}

const presentSync = (sync: ChainSync): ChainSyncStatus => {
  const next = blockNumber(sync.nextBlock);
  const head = blockNumber(sync.headBlock);
  const syncedHeight = Math.max(next - 1, 0);
  return {
    nextBlock: next,
    syncedHeight,
    head,
    lag: Math.max(head - syncedHeight, 0),
    headSeenAt: iso(sync.headSeenAt),
    lastError: sync.lastError ?? null,
  };
};

const presentHotWallet = (
  served: ServedChain,
  address: string,
  row: HotWallet | undefined,
): HotWalletStatus => {
  // A row of another address (the key was changed) says nothing of this wallet's balances.
  const own = row && row.address.toLowerCase() === address ? row : undefined;
  const balance =
    own?.usdtBalance === null || own?.usdtBalance === undefined ? null : toBigInt(own.usdtBalance);
  return {
    address,
    usdtBalance: balance === null ? null : usdt(balance),
    nativeBalance: own?.nativeBalance ? formatEther(BigInt(own.nativeBalance)) : null,
    balanceAt: iso(own?.balanceAt),
    lowThreshold: usdt(served.hotWalletLow),
    low: balance !== null && balance < served.hotWalletLow,
  };
};

const noDeposits = (): DepositStateCounts => ({
  confirming: 0,
  credited: 0,
  below_minimum: 0,
  dropped: 0,
  reorgedAfterCredit: 0,
});

/**
 * Every chain as operators see it (ADR 0037, Console): the watcher's progress, the hot wallet,
 * what is still to collect from deposit addresses, and deposits and payouts by state. Read only:
 * the watcher and the payout job write these tables.
 */
export async function chainStatus(
  em: EntityManager,
  served: Map<ChainName, ServedChain>,
): Promise<ChainStatus[]> {
  const [syncs, wallets, depositCounts, reorged, payoutCounts, uncollected, lastCollections] =
    await Promise.all([
      em.find(ChainSyncSchema, {}),
      em.find(HotWalletSchema, {}),
      queryRows<{ chain: string; state: string; n: unknown }>(
        em,
        'select chain, state, count(*) as n from deposit group by chain, state',
      ),
      queryRows<{ chain: string; n: unknown }>(
        em,
        'select chain, count(*) as n from deposit where reorged_at is not null group by chain',
      ),
      queryRows<{ chain: string; state: string; n: unknown }>(
        em,
        'select chain, state, count(*) as n from payout group by chain, state',
      ),
      // Per address: credited there (not lost to a reorg) less what left it; only those still holding some.
      queryRows<{ chain: string; addresses: unknown; uncollected: unknown }>(
        em,
        `select held.chain, count(*) as addresses, sum(held.credited - coalesce(gone.collected, 0)) as uncollected
         from (select chain, to_address, sum(amount) as credited from deposit
                where state = 'credited' and reorged_at is null and to_address is not null
                group by chain, to_address) held
         left join (select chain, from_address, sum(amount) as collected from chain_collection
                     group by chain, from_address) gone
           on gone.chain = held.chain and gone.from_address = held.to_address
        where held.credited > coalesce(gone.collected, 0)
        group by held.chain`,
      ),
      queryRows<{ id: unknown }>(em, 'select max(id) as id from chain_collection group by chain'),
    ]);
  const lastIds = lastCollections.map((row) => Number(row.id)).filter((id) => id > 0);
  const collections = lastIds.length ? await em.find(CollectionSchema, { id: { $in: lastIds } }) : [];

  return CHAIN_NAMES.map((chain): ChainStatus => {
    const settings = served.get(chain);
    const sync = syncs.find((row) => row.chain === chain);
    const deposits = noDeposits();
    for (const row of depositCounts) {
      if (row.chain === chain && row.state in deposits) deposits[row.state as DepositState] = Number(row.n);
    }
    deposits.reorgedAfterCredit = Number(reorged.find((row) => row.chain === chain)?.n ?? 0);
    const payouts: Record<PayoutState, number> = { sent: 0, confirmed: 0, failed: 0 };
    for (const row of payoutCounts) {
      if (row.chain === chain && row.state in payouts) payouts[row.state as PayoutState] = Number(row.n);
    }
    const held = uncollected.find((row) => row.chain === chain);
    return {
      chain,
      served: Boolean(settings),
      confirmations: settings?.confirmations ?? null,
      minimum: settings ? usdt(settings.minimumDeposit) : null,
      sync: sync ? presentSync(sync) : null,
      hotWallet: settings?.hotWalletAddress
        ? presentHotWallet(
            settings,
            settings.hotWalletAddress,
            wallets.find((row) => row.chain === chain),
          )
        : null,
      collection: {
        uncollected: usdt(held ? toBigInt(held.uncollected) : 0n),
        addresses: held ? Number(held.addresses) : 0,
        lastCollectedAt: iso(collections.find((row) => row.chain === chain)?.createdAt),
      },
      deposits,
      payouts,
    };
  });
}

export const presentPayout = (payout: Payout): AdminPayout => ({
  id: payout.id,
  withdrawalId: payout.withdrawalId,
  chain: payout.chain as EvmChain,
  fromAddress: payout.fromAddress,
  toAddress: payout.toAddress,
  amount: usdt(toBigInt(payout.amount)),
  txHash: payout.txHash,
  nonce: blockNumber(payout.nonce),
  state: payout.state as PayoutState,
  attempts: payout.attempts,
  lastError: payout.lastError ?? null,
  blockNumber:
    payout.blockNumber === null || payout.blockNumber === undefined ? null : blockNumber(payout.blockNumber),
  sentAt: iso(payout.sentAt),
  confirmedAt: iso(payout.confirmedAt),
  createdAt: payout.createdAt.toISOString(),
});

/** Payouts newest first, of one state and chain when asked. */
export async function listPayouts(
  em: EntityManager,
  query: { page: number; rows: number; state?: PayoutState; chain?: ChainName },
) {
  const [list, total] = await em.findAndCount(
    PayoutSchema,
    { ...(query.state && { state: query.state }), ...(query.chain && { chain: query.chain }) },
    { orderBy: { id: 'desc' }, limit: query.rows, offset: (query.page - 1) * query.rows },
  );
  return { list: list.map(presentPayout), total };
}
