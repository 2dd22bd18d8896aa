import { createHmac } from 'node:crypto';
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
import type { Chain } from '../withdrawal/withdrawal.service.ts';
import { DepositSchema, type Deposit } from './deposit.entity.ts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * The member's deposit address on a chain: derived from HMAC-SHA256(APP_SECRET, member id and
 * chain), so it is the same on every process and never stored. TRC20: `T` + 33 base58 digits;
 * ERC20 and BEP20: `0x` + 40 hex digits (the same address on both, as on those chains).
 */
export function depositAddress(appSecret: string, memberId: number, chain: Chain): string {
  const family = chain === 'TRC20' ? 'tron' : 'evm';
  const digest = createHmac('sha256', appSecret)
    .update(`deposit-address\u0000${family}\u0000${memberId}`)
    .digest();
  if (family === 'evm') return `0x${digest.subarray(0, 20).toString('hex')}`;
  let n = BigInt(`0x${digest.toString('hex')}`);
  let out = '';
  for (let i = 0; i < 33; i++) {
    out += BASE58[Number(n % 58n)];
    n /= 58n;
  }
  return `T${out}`;
}

/** A transaction hash was already credited. */
export class DuplicateDepositError extends ApiError {
  constructor(txHash: string) {
    super(409, 'deposit.txHashCredited');
    this.name = 'DuplicateDepositError';
    this.message = `the tx hash ${txHash} is already credited`;
  }
}

type Deps = { clock: Clock; ledger: LedgerService; appSecret: string };

/** Deposit addresses, the member's deposits and the operator's confirmation of one. */
export function createDepositService({ clock, ledger, appSecret }: Deps) {
  return {
    async address(actor: MemberActor, chain: Chain) {
      const address = depositAddress(appSecret, actor.id, chain);
      const svg = await QRCode.toString(address, { type: 'svg', margin: 1 });
      return {
        chain,
        address,
        qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
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

    /** Every member's deposits, newest first: what operators see. */
    async listAll(em: EntityManager, query: { page: number; rows: number }) {
      const [list, total] = await em.findAndCount(
        DepositSchema,
        {},
        { orderBy: { id: 'desc' }, limit: query.rows, offset: (query.page - 1) * query.rows },
      );
      return { list, total };
    },

    /**
     * Credits a deposit seen on chain: `chain_clearing` → the member's USDT, with the deposit
     * record and the operator action in one transaction. A tx hash is credited once (unique);
     * an unknown member is a 404.
     */
    async confirm(
      em: EntityManager,
      input: { memberId: number; chain: Chain; amount: bigint; txHash: string },
      by: ActedBy,
    ): Promise<{ deposit: Deposit; entry: PostedEntry }> {
      const { actor } = by;
      return em.transactional(async (tx) => {
        if (!(await tx.count(MemberSchema, { id: input.memberId })))
          throw new ApiError(404, 'deposit.memberNotFound');
        if (await tx.count(DepositSchema, { txHash: input.txHash }))
          throw new DuplicateDepositError(input.txHash);
        const now = clock.now();
        const deposit = tx.create(DepositSchema, {
          memberId: input.memberId,
          chain: input.chain,
          amount: input.amount,
          txHash: input.txHash,
          state: 'confirmed',
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
