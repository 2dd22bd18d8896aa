import type { EntityManager } from '@mikro-orm/core';
import type { Config } from '../../config.ts';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { systemActor, type MemberActor } from '../../platform/policy.ts';
import { ApiError } from '../../platform/errors.ts';
import { actedBy, recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { formatAmount } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { MemberSchema } from '../account/member.entity.ts';
import { PlatformSettingSchema, saveSetting } from './platform-setting.entity.ts';
import { WithdrawalAddressSchema, type WithdrawalAddress } from './withdrawal-address.entity.ts';
import { WithdrawalSchema, type Withdrawal } from './withdrawal.entity.ts';
import { discountedFee, type LevelBenefits } from '../vip/vip.service.ts';

export const CHAINS = ['TRC20', 'ERC20', 'BEP20'] as const;
export type Chain = (typeof CHAINS)[number];

export const WITHDRAWAL_STATES = ['requested', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/** TRC20: base58 `T…`, 34 characters; ERC20 and BEP20: `0x` and 40 hex digits. */
const ADDRESS_FORMATS: Record<Chain, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
};

export const isAddressOf = (chain: Chain, address: string) => ADDRESS_FORMATS[chain].test(address);

export const MAX_ADDRESSES = 20;

/** A transaction hash as operators record it (withdrawals paid, deposits confirmed). */
export const TX_HASH = /^[0-9A-Za-z]{16,128}$/;

/** Withdrawal limits in USDT minor units; `dailyLimit` counts every withdrawal not rejected or cancelled. */
export type WithdrawalSettings = { minimum: bigint; maximum: bigint; dailyLimit: bigint; fee: bigint };

/** Until an operator sets them (`settings:withdrawal`). */
export const DEFAULT_WITHDRAWAL_SETTINGS: WithdrawalSettings = {
  minimum: 10_000_000n,
  maximum: 10_000_000_000n,
  dailyLimit: 20_000_000_000n,
  fee: 1_000_000n,
};

const SETTINGS_KEY = 'withdrawal';
const DAY_MS = 86_400_000;

/** Where money returns to or goes on each transition (amount + fee stay in flight until then). */
const TRANSITIONS = {
  approve: { from: ['requested'], to: 'approved' },
  pay: { from: ['approved'], to: 'paid' },
  reject: { from: ['requested', 'approved'], to: 'rejected' },
  cancel: { from: ['requested'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly WithdrawalState[]; to: WithdrawalState }>;

export type Transition = keyof typeof TRANSITIONS;

/** A withdrawal as read or as it is after a transition. */
export type WithdrawalView = Pick<
  Withdrawal,
  | 'id'
  | 'memberId'
  | 'addressId'
  | 'chain'
  | 'address'
  | 'amount'
  | 'fee'
  | 'state'
  | 'txHash'
  | 'reason'
  | 'createdAt'
  | 'updatedAt'
>;

/** The transition is not allowed from the withdrawal's current state (or another caller won). */
export class IllegalTransitionError extends ApiError {
  readonly transition: Transition;
  readonly state: string;
  constructor(transition: Transition, state: string) {
    super(409, transition === 'cancel' ? 'withdrawal.notCancellable' : 'withdrawal.illegalTransition', {
      params: { state },
    });
    this.message = `cannot ${transition} a withdrawal that is ${state}`;
    this.transition = transition;
    this.state = state;
  }
}

type Deps = {
  clock: Clock;
  ledger: LedgerService;
  /** What the member's VIP level adds to the daily limit and takes off the fee (ADR 0028). */
  benefitsOf: (em: EntityManager, memberId: number) => Promise<LevelBenefits>;
  /** MySQL reads the payout row with a lock (libsql's transactions hold the whole database). */
  dialect?: Dialect;
  /**
   * The chains whose approved withdrawals the payout job sends from the hot wallet (ADR 0037):
   * there an operator does not pay by hand. None when not given.
   */
  automaticPayouts?: (chain: string) => boolean;
};

/** Whether the payout job sends a chain's approved withdrawals: the chain is served with a hot wallet. */
export const automaticPayoutsOf =
  (config: Pick<Config, 'chains'>) =>
  (chain: string): boolean =>
    config.chains.some((settings) => settings.chain === chain && settings.hotWalletKey !== undefined);

/** The actor of the payout job's transitions (journal entries and the operator audit). */
export const PAYOUT_ACTOR = 'system:payout';

/** A withdrawal's payout on chain as the member and operators see it (ADR 0037). */
export type PayoutView = { state: 'sent' | 'confirmed' | 'failed'; txHash: string };

/** An operator froze the member's withdrawals (`POST /api/Admin/members/freeze`): nothing leaves. */
const withdrawalsFrozen = () =>
  new ApiError(422, 'withdrawal.frozen', { data: { code: 'withdrawal_frozen' } });

/** Saved addresses, operator limits and the withdrawal state machine; all money moves go through the ledger. */
export function createWithdrawalService({
  clock,
  ledger,
  benefitsOf,
  dialect = 'sqlite',
  automaticPayouts = () => false,
}: Deps) {
  async function settings(em: EntityManager): Promise<WithdrawalSettings> {
    const row = await em.findOne(PlatformSettingSchema, { settingKey: SETTINGS_KEY });
    if (!row) return { ...DEFAULT_WITHDRAWAL_SETTINGS };
    const stored = JSON.parse(row.value) as Record<keyof WithdrawalSettings, string>;
    return {
      minimum: BigInt(stored.minimum),
      maximum: BigInt(stored.maximum),
      dailyLimit: BigInt(stored.dailyLimit),
      fee: BigInt(stored.fee),
    };
  }

  /** The operator's limits as they apply to one member: their VIP level's bonus and fee discount added. */
  async function limitsFor(em: EntityManager, memberId: number): Promise<WithdrawalSettings> {
    const base = await settings(em);
    const benefits = await benefitsOf(em, memberId);
    return {
      ...base,
      dailyLimit: base.dailyLimit + benefits.withdrawalLimitBonus,
      fee: discountedFee(base.fee, benefits.withdrawalFeeDiscountBps),
    };
  }

  /** Sum of today's (UTC) withdrawals of the member that still count: not rejected, not cancelled. */
  async function usedToday(em: EntityManager, memberId: number): Promise<bigint> {
    const now = clock.now().getTime();
    const dayStart = new Date(now - (now % DAY_MS));
    const rows = await em.find(
      WithdrawalSchema,
      { memberId, createdAt: { $gte: dayStart }, state: { $nin: ['rejected', 'cancelled'] } },
      { fields: ['amount'], disableIdentityMap: true },
    );
    return rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
  }

  /**
   * Moves a withdrawal along one transition in the caller's transaction: a conditional update on
   * the state, so of two racing callers exactly one wins; then the money and the audit record.
   */
  async function transition(
    tx: EntityManager,
    current: Withdrawal,
    name: Transition,
    by: ActedBy,
    extra: { txHash?: string; reason?: string } = {},
    onChain = false,
  ): Promise<WithdrawalView> {
    const { actor } = by;
    const { from, to } = TRANSITIONS[name];
    const id = current.id;
    // Approving and paying send the member's money out; returning it (reject, cancel) stays possible.
    // A payout confirmed on chain has left already: it is recorded whatever happened since.
    if ((name === 'approve' || name === 'pay') && !onChain) {
      const [member] = await queryRows<{ withdrawal_frozen_at: unknown }>(
        tx,
        'select withdrawal_frozen_at from member where id = ?',
        [current.memberId],
      );
      if (member?.withdrawal_frozen_at != null) throw withdrawalsFrozen();
    }
    // Checked before the update, so a repeated hash is a clear refusal rather than a key violation.
    if (extra.txHash && (await tx.count(WithdrawalSchema, { txHash: extra.txHash, id: { $ne: id } })))
      throw new ApiError(409, 'withdrawal.txHashUsed');
    const now = clock.now();
    const updated = await runStatement(
      tx,
      `update withdrawal set state = ?, updated_at = ?, tx_hash = coalesce(?, tx_hash), reason = coalesce(?, reason) where id = ? and state in (${from.map(() => '?').join(', ')})`,
      [to, now, extra.txHash ?? null, extra.reason ?? null, id, ...from],
    );
    if (updated.affectedRows !== 1) {
      const [row] = await queryRows<{ state: string }>(tx, 'select state from withdrawal where id = ?', [id]);
      throw new IllegalTransitionError(name, row?.state ?? current.state);
    }
    // Under the withdrawal's lock, which the payout job takes before it signs: a payout on its way
    // cannot be called back, so the money may not return (a failed one moved nothing).
    if (name === 'reject' && (await payoutOf(tx, id, true))?.state === 'sent')
      throw new ApiError(409, 'withdrawal.payoutSent');
    const total = current.amount + current.fee;
    const inFlight = platformAccount('withdrawals_in_flight', 'USDT');
    const memberUsdt = memberAccount(current.memberId, 'usdt');
    let entryId: number | undefined;
    if (name === 'reject' || name === 'cancel') {
      const entry = await ledger.post(tx, {
        type: name === 'reject' ? 'withdrawal_reject' : 'withdrawal_cancel',
        actor,
        memo: `withdrawal #${id}`,
        lines: [
          { account: inFlight, amount: -total },
          { account: memberUsdt, amount: total },
        ],
      });
      entryId = entry.id;
    } else if (name === 'pay') {
      const lines = [
        { account: inFlight, amount: -total },
        { account: platformAccount('chain_clearing', 'USDT'), amount: current.amount },
      ];
      if (current.fee > 0n)
        lines.push({ account: platformAccount('fee_income', 'USDT'), amount: current.fee });
      const entry = await ledger.post(tx, {
        type: 'withdrawal_paid',
        actor,
        memo: `withdrawal #${id}`,
        lines,
      });
      entryId = entry.id;
    }
    await recordOperatorAction(tx, clock, {
      ...by,
      action: `withdrawal_${name}`,
      detail: {
        withdrawalId: id,
        memberId: current.memberId,
        from: current.state,
        to,
        amount: formatAmount(current.amount, 'USDT'),
        fee: formatAmount(current.fee, 'USDT'),
        ...extra,
        ...(entryId !== undefined && { entryId }),
      },
    });
    return {
      ...current,
      state: to,
      updatedAt: now,
      txHash: extra.txHash ?? current.txHash,
      reason: extra.reason ?? current.reason,
    };
  }

  /** The withdrawal's payout on chain, if the payout job signed one (read under a lock when `lock`). */
  async function payoutOf(em: EntityManager, withdrawalId: number, lock = false): Promise<PayoutView | null> {
    const [row] = await queryRows<{ state: PayoutView['state']; tx_hash: string }>(
      em,
      `select state, tx_hash from payout where withdrawal_id = ?${lock && dialect === 'mysql' ? ' for update' : ''}`,
      [withdrawalId],
    );
    return row ? { state: row.state, txHash: row.tx_hash } : null;
  }

  /**
   * Refuses while withdrawals are locked (with the time left) or without a saved address; answers
   * the address asked for, whoever's it is (`addressPolicy` decides), or null.
   */
  async function assertMayRequest(
    em: EntityManager,
    actor: MemberActor,
    addressId: number | undefined,
  ): Promise<WithdrawalAddress | null> {
    const now = clock.now();
    const memberId = actor.id;
    const member = await em.findOne(MemberSchema, { id: memberId }, { disableIdentityMap: true });
    if (member?.withdrawalFrozenAt) throw withdrawalsFrozen();
    const lockedUntil = member?.withdrawLockedUntil;
    if (lockedUntil && lockedUntil > now) {
      const left = Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000);
      throw new ApiError(422, 'withdrawal.locked', {
        params: { hours: Math.floor(left / 60), minutes: left % 60 },
        data: { code: 'withdrawal_locked', lockedUntil: lockedUntil.toISOString() },
      });
    }
    const saved = await em.count(WithdrawalAddressSchema, { memberId });
    if (!saved || addressId === undefined) throw new ApiError(422, 'withdrawal.addressMissing');
    return em.findOne(WithdrawalAddressSchema, { id: addressId });
  }

  return {
    settings,
    usedToday,
    limitsFor,
    assertMayRequest,

    /** The operator's limits (audited); the minimum may not exceed the maximum, nor it the daily limit. */
    async saveSettings(
      em: EntityManager,
      next: WithdrawalSettings,
      by: ActedBy,
    ): Promise<WithdrawalSettings> {
      if (next.minimum > next.maximum || next.maximum > next.dailyLimit)
        throw new ApiError(422, 'withdrawal.settingsOrder');
      await em.transactional(async (tx) => {
        const now = clock.now();
        const value = JSON.stringify({
          minimum: String(next.minimum),
          maximum: String(next.maximum),
          dailyLimit: String(next.dailyLimit),
          fee: String(next.fee),
        });
        await saveSetting(tx, SETTINGS_KEY, value, now);
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'withdrawal_settings',
          detail: {
            minimum: formatAmount(next.minimum, 'USDT'),
            maximum: formatAmount(next.maximum, 'USDT'),
            dailyLimit: formatAmount(next.dailyLimit, 'USDT'),
            fee: formatAmount(next.fee, 'USDT'),
          },
        });
      });
      return next;
    },

    addresses: (em: EntityManager, actor: MemberActor) =>
      em.find(WithdrawalAddressSchema, { memberId: actor.id }, { orderBy: { id: 'desc' } }),

    /** An address by id, whoever's it is: the route authorizes it (`addressPolicy`). */
    findAddress: (em: EntityManager, id: number) => em.findOne(WithdrawalAddressSchema, { id }),

    async addAddress(
      em: EntityManager,
      actor: MemberActor,
      input: { chain: Chain; address: string; label: string },
    ): Promise<WithdrawalAddress> {
      const memberId = actor.id;
      if (!isAddressOf(input.chain, input.address))
        throw new ApiError(422, 'withdrawal.addressInvalid', { params: { chain: input.chain } });
      const count = await em.count(WithdrawalAddressSchema, { memberId });
      if (count >= MAX_ADDRESSES)
        throw new ApiError(422, 'withdrawal.addressLimit', { params: { max: MAX_ADDRESSES } });
      const same = await em.count(WithdrawalAddressSchema, {
        memberId,
        chain: input.chain,
        address: input.address,
      });
      if (same) throw new ApiError(409, 'withdrawal.addressDuplicate');
      const now = clock.now();
      const saved = em.create(WithdrawalAddressSchema, {
        memberId,
        ...input,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      return saved;
    },

    /** Deletes an address the route has authorized (`addressPolicy`); scoped to the actor all the same. */
    async deleteAddress(em: EntityManager, actor: MemberActor, address: WithdrawalAddress) {
      const removed = await em.nativeDelete(WithdrawalAddressSchema, { id: address.id, memberId: actor.id });
      if (!removed) throw new ApiError(404, 'withdrawal.addressNotFound');
    },

    /**
     * A member's request, in the caller's transaction (inside `idempotent`). The member's row is
     * written first, so requests of one member run one after another and the daily limit holds.
     * The payment password and authenticator code are checked before, outside the transaction.
     */
    async request(
      tx: EntityManager,
      actor: MemberActor,
      input: { addressId?: number | undefined; amount: bigint },
    ): Promise<Withdrawal> {
      const now = clock.now();
      const memberId = actor.id;
      await runStatement(tx, 'update member set updated_at = updated_at where id = ?', [memberId]);
      const address = await assertMayRequest(tx, actor, input.addressId);
      // The route authorized it; under the lock it must still be the member's.
      if (address?.memberId !== memberId) throw new ApiError(404, 'withdrawal.addressNotFound');
      const limits = await limitsFor(tx, memberId);
      const amount = input.amount;
      if (amount < limits.minimum)
        throw new ApiError(422, 'withdrawal.belowMinimum', {
          params: { amount: formatAmount(limits.minimum, 'USDT') },
        });
      if (amount > limits.maximum)
        throw new ApiError(422, 'withdrawal.aboveMaximum', {
          params: { amount: formatAmount(limits.maximum, 'USDT') },
        });
      const used = await usedToday(tx, memberId);
      if (used + amount > limits.dailyLimit) {
        const left = limits.dailyLimit > used ? limits.dailyLimit - used : 0n;
        throw new ApiError(422, 'withdrawal.dailyLimit', { params: { amount: formatAmount(left, 'USDT') } });
      }
      const withdrawal = tx.create(WithdrawalSchema, {
        memberId,
        addressId: address.id,
        chain: address.chain,
        address: address.address,
        amount,
        fee: limits.fee,
        state: 'requested',
        txHash: null,
        reason: null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.flush();
      const entry = await ledger.post(tx, {
        type: 'withdrawal_request',
        actor: `member:${memberId}`,
        memo: `withdrawal #${withdrawal.id}`,
        lines: [
          { account: memberAccount(memberId, 'usdt'), amount: -(amount + limits.fee) },
          { account: platformAccount('withdrawals_in_flight', 'USDT'), amount: amount + limits.fee },
        ],
      });
      await recordOperatorAction(tx, clock, {
        actor: `member:${memberId}`,
        action: 'withdrawal_request',
        detail: {
          withdrawalId: withdrawal.id,
          memberId,
          to: 'requested',
          amount: formatAmount(amount, 'USDT'),
          fee: formatAmount(limits.fee, 'USDT'),
          entryId: entry.id,
        },
      });
      return withdrawal;
    },

    /** A withdrawal by id, whoever's it is: the caller authorizes it (`withdrawalPolicy`). */
    find: (em: EntityManager, id: number) => em.findOne(WithdrawalSchema, { id }),

    /** The member cancels their own withdrawal (authorized: `withdrawalPolicy.cancel`) while it is requested. */
    async cancel(tx: EntityManager, actor: MemberActor, withdrawal: Withdrawal): Promise<WithdrawalView> {
      if (withdrawal.memberId !== actor.id) throw new ApiError(404, 'withdrawal.notFound');
      return transition(tx, withdrawal, 'cancel', actedBy(actor));
    },

    /**
     * Finance approves, rejects or pays a withdrawal (authorized: `withdrawalPolicy.review`), or
     * an operator command on the server does; `by` says who and why (a rejection's reason).
     */
    review: (
      tx: EntityManager,
      by: ActedBy,
      withdrawal: Withdrawal,
      decision: Exclude<Transition, 'cancel'>,
      extra: { txHash?: string; reason?: string } = {},
    ) => {
      // The payout job sends these: a hash recorded by hand could pay one withdrawal twice.
      if (decision === 'pay' && automaticPayouts(withdrawal.chain))
        throw new ApiError(409, 'withdrawal.payoutAutomatic', { params: { chain: withdrawal.chain } });
      return transition(tx, withdrawal, decision, by, extra);
    },

    /**
     * The payout job's `pay`: the withdrawal's transfer is confirmed on chain with `txHash`
     * (actor `system:payout`), in the caller's transaction.
     */
    paidOnChain: (tx: EntityManager, withdrawal: Withdrawal, txHash: string) =>
      transition(tx, withdrawal, 'pay', actedBy(systemActor(PAYOUT_ACTOR)), { txHash }, true),

    payoutOf,

    /** The payouts of these withdrawals, by withdrawal id (for the lists). */
    async payoutsOf(em: EntityManager, withdrawalIds: number[]): Promise<Map<number, PayoutView>> {
      if (!withdrawalIds.length) return new Map();
      const rows = await queryRows<{ withdrawal_id: number; state: PayoutView['state']; tx_hash: string }>(
        em,
        `select withdrawal_id, state, tx_hash from payout where withdrawal_id in (${withdrawalIds.map(() => '?').join(', ')})`,
        withdrawalIds,
      );
      return new Map(rows.map((r) => [Number(r.withdrawal_id), { state: r.state, txHash: r.tx_hash }]));
    },

    async list(em: EntityManager, actor: MemberActor, query: { page: number; rows: number }) {
      const [list, total] = await em.findAndCount(
        WithdrawalSchema,
        { memberId: actor.id },
        { orderBy: { id: 'desc' }, limit: query.rows, offset: (query.page - 1) * query.rows },
      );
      return { list, total };
    },

    /** Every withdrawal (optionally in one state), oldest first, a page at a time: the operator's queue. */
    async queue(
      em: EntityManager,
      query: { state?: WithdrawalState | undefined; page: number; rows: number },
    ): Promise<{ list: WithdrawalView[]; total: number }> {
      const [list, total] = await em.findAndCount(
        WithdrawalSchema,
        query.state ? { state: query.state } : {},
        {
          orderBy: { id: 'asc' },
          limit: query.rows,
          offset: (query.page - 1) * query.rows,
          disableIdentityMap: true,
        },
      );
      return { list, total };
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
