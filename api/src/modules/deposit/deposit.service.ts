import type { EntityManager } from '@mikro-orm/core';
import QRCode from 'qrcode';
import type { Clock } from '../../platform/clock.ts';
import type { MemberActor } from '../../platform/policy.ts';
import { ApiError } from '../../platform/errors.ts';
import { MemberSchema } from '../account/member.entity.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import type { LedgerService, PostedEntry } from '../ledger/ledger.service.ts';
import { formatAmount } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { CHAIN_NAMES, type ChainSettings } from '../chain/chain-settings.ts';
import { deriveDepositAddress } from '../chain/hd-address.ts';
import type { Dialect } from '../../db/dialect.ts';
import type { Chain } from '../withdrawal/withdrawal.service.ts';
import type { DepositAddress, DepositNetwork } from './deposit.contract.ts';
import { DepositSchema, type Deposit, type DepositState } from './deposit.entity.ts';

/** A transaction hash was already credited. */
export class DuplicateDepositError extends ApiError {
  constructor(txHash: string) {
    super(409, 'deposit.txHashCredited');
    this.name = 'DuplicateDepositError';
    this.message = `the tx hash ${txHash} is already credited`;
  }
}

/** A deposit on a chain the watcher serves is credited by it, never by hand (it could be credited twice). */
export class WatchedChainError extends ApiError {
  constructor(chain: Chain) {
    super(409, 'deposit.chainWatched', { params: { chain } });
    this.name = 'WatchedChainError';
    this.message = `deposits on ${chain} are credited by the watcher`;
  }
}

type Deps = { clock: Clock; ledger: LedgerService; chains: readonly ChainSettings[]; dialect: Dialect };

/** The operator's filter of the deposit list: a state, or the credited ones a reorg removed since. */
export type DepositFilter = { state?: DepositState | undefined; reorged?: boolean | undefined };

/** Deposit addresses, the member's deposits and the operator's confirmation of one. */
export function createDepositService({ clock, ledger, chains, dialect }: Deps) {
  const served = (chain: Chain) => chains.find((settings) => settings.chain === chain);
  const ignoreDuplicate =
    dialect === 'mysql' ? 'on duplicate key update `id` = `id`' : 'on conflict do nothing';

  /**
   * Member n's address on a served chain (child 0/n of its xpub), kept in `deposit_address` the
   * first time it is asked for (insert if absent: two first requests at once store one), so the
   * watcher can tell whose a transfer is.
   */
  async function addressOf(em: EntityManager, memberId: number, settings: ChainSettings) {
    const address = deriveDepositAddress(settings.xpub, memberId);
    const [stored] = await queryRows<{ address: string }>(
      em,
      'select address from deposit_address where member_id = ? and chain = ?',
      [memberId, settings.chain],
    );
    if (stored?.address === address) return address;
    const now = clock.now();
    if (!stored)
      await runStatement(
        em,
        `insert into deposit_address (created_at, updated_at, member_id, chain, address, derivation_index) values (?, ?, ?, ?, ?, ?) ${ignoreDuplicate}`,
        [now, now, memberId, settings.chain, address, memberId],
      );
    // Kept from another extended public key: the configured one decides what is shown and watched.
    else
      await runStatement(
        em,
        'update deposit_address set address = ?, derivation_index = ?, updated_at = ? where member_id = ? and chain = ?',
        [address, memberId, now, memberId, settings.chain],
      );
    return address;
  }

  return {
    /** The member's address on `chain`, or `available: false` for a chain that is not served. */
    async address(em: EntityManager, actor: MemberActor, chain: Chain): Promise<DepositAddress> {
      const settings = served(chain);
      if (!settings) return { chain, available: false };
      const address = await addressOf(em, actor.id, settings);
      const svg = await QRCode.toString(address, { type: 'svg', margin: 1 });
      return {
        chain,
        available: true,
        address,
        qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        confirmations: settings.confirmations,
        minimum: formatAmount(settings.minimumDeposit, 'USDT'),
      };
    },

    /** Every chain, served or not, in the order members see them. */
    networks(): { list: DepositNetwork[] } {
      return {
        list: CHAIN_NAMES.map((chain) => {
          const settings = served(chain);
          return settings
            ? {
                chain,
                available: true,
                confirmations: settings.confirmations,
                minimum: formatAmount(settings.minimumDeposit, 'USDT'),
              }
            : { chain, available: false, confirmations: 0, minimum: null };
        }),
      };
    },

    async list(em: EntityManager, actor: MemberActor, query: { page: number; rows: number }) {
      const [list, total] = await em.findAndCount(
        DepositSchema,
        { memberId: actor.id },
        { orderBy: { id: 'desc' }, limit: query.rows, offset: (query.page - 1) * query.rows },
      );
      return { list, total };
    },

    /** Every member's deposits, newest first: what operators see, by state or reorged after credit. */
    async listAll(em: EntityManager, query: { page: number; rows: number } & DepositFilter) {
      const where = {
        ...(query.state && { state: query.state }),
        ...(query.reorged && { state: 'credited', reorgedAt: { $ne: null } }),
      };
      const [list, total] = await em.findAndCount(DepositSchema, where, {
        orderBy: { id: 'desc' },
        limit: query.rows,
        offset: (query.page - 1) * query.rows,
      });
      return { list, total };
    },

    /**
     * Credits a deposit seen on a chain the watcher does not serve: `chain_clearing` → the
     * member's USDT, with the deposit record (log index -1) and the operator action in one
     * transaction. A tx hash is credited once per chain (unique); an unknown member is a 404; a
     * served chain is refused (the watcher credits those).
     */
    async confirm(
      em: EntityManager,
      input: { memberId: number; chain: Chain; amount: bigint; txHash: string },
      by: ActedBy,
    ): Promise<{ deposit: Deposit; entry: PostedEntry }> {
      const { actor } = by;
      if (served(input.chain)) throw new WatchedChainError(input.chain);
      return em.transactional(async (tx) => {
        if (!(await tx.count(MemberSchema, { id: input.memberId })))
          throw new ApiError(404, 'deposit.memberNotFound');
        if (await tx.count(DepositSchema, { chain: input.chain, txHash: input.txHash }))
          throw new DuplicateDepositError(input.txHash);
        const now = clock.now();
        const deposit = tx.create(DepositSchema, {
          memberId: input.memberId,
          chain: input.chain,
          amount: input.amount,
          txHash: input.txHash,
          logIndex: -1,
          state: 'credited',
          confirmedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await tx.flush();
        const entry = await ledger.post(tx, {
          type: 'deposit',
          actor,
          memo: `deposit #${deposit.id} ${input.chain} ${input.txHash}`.slice(0, 255),
          lines: [
            { account: platformAccount('chain_clearing', 'USDT'), amount: -input.amount },
            { account: memberAccount(input.memberId, 'usdt'), amount: input.amount },
          ],
        });
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'deposit_confirm',
          detail: {
            depositId: deposit.id,
            memberId: input.memberId,
            chain: input.chain,
            amount: formatAmount(input.amount, 'USDT'),
            txHash: input.txHash,
            entryId: entry.id,
          },
        });
        return { deposit, entry };
      });
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
