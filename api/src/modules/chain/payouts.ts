import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { BaseError, type Address, type Hash, type Hex } from 'viem';
import type { Dialect } from '../../db/dialect.ts';
import { retriedTransaction } from '../../db/retried-transaction.ts';
import type { Clock } from '../../platform/clock.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { WithdrawalSchema } from '../withdrawal/withdrawal.entity.ts';
import type { WithdrawalService } from '../withdrawal/withdrawal.service.ts';
import { HotWalletSchema, PayoutSchema, type Payout } from './chain.entity.ts';
import { createChainClient, type ChainClient } from './chain-client.ts';
import type { ChainSettings } from './chain-settings.ts';
import { fromUsdtMinor, toUsdtMinor } from './hd-address.ts';
import { createPayoutSigner, type PayoutSigner, type TransferFees } from './payout-signer.ts';

/** Approved withdrawals signed in one pass at most (the rest wait for the next). */
const SIGN_BATCH = 50;
/** Gas estimated for a transfer, plus a fifth: the state may change a little before it is mined. */
const GAS_MARGIN = (gas: bigint) => (gas * 12n) / 10n;
/** A sent payout without a receipt is broadcast again (same bytes) after this long. */
const REBROADCAST_MS = 30_000;

/**
 * The node's answers to a broadcast that mean the transaction is already there: in its pool, or
 * mined (its nonce used). Not failures: the same bytes were sent before.
 */
const ALREADY_SENT =
  /already known|known transaction|already imported|nonce too low|nonce has already been used/i;

/** What one pass did on a chain (for the tests and the logs). */
export type PayoutPass = { signed: number; broadcast: number; confirmed: number; failed: number };

type Deps = {
  em: EntityManager;
  clock: Clock;
  logger: Logger;
  dialect: Dialect;
  withdrawals: Pick<WithdrawalService, 'paidOnChain'>;
  /** The chain's client (a test wraps one to make the network fail). */
  clientOf?: (settings: ChainSettings) => ChainClient;
  /** How long a sent payout without a receipt waits before it is broadcast again. */
  rebroadcastMs?: number;
};

/**
 * A failure as it may be stored and logged: viem's short message and the node's answer, never
 * the request (which holds signed bytes only; still, the key is scrubbed should it ever appear).
 */
function errorText(error: unknown, key: Hex | undefined): string {
  let text =
    error instanceof BaseError
      ? [error.shortMessage, error.details].filter(Boolean).join(': ')
      : error instanceof Error
        ? error.message
        : String(error);
  if (key) text = text.replaceAll(new RegExp(key.slice(2), 'gi'), '[redacted]');
  return text.replace(/\s+/g, ' ').slice(0, 255);
}

/**
 * Payouts of approved withdrawals from each chain's hot wallet (ADR 0037): signed with the wallet's
 * next nonce and recorded in one transaction, then broadcast (again with the same bytes until the
 * chain has them), then confirmed N blocks deep: the withdrawal is paid with the transfer's hash.
 * Safe on several processes: the nonce is a conditional update, a payout unique per withdrawal.
 */
export function createPayoutService({
  em,
  clock,
  logger,
  dialect,
  withdrawals,
  clientOf = createChainClient,
  rebroadcastMs = REBROADCAST_MS,
}: Deps) {
  const clients = new Map<string, ChainClient>();
  const signers = new Map<string, PayoutSigner>();
  /** Withdrawals whose transfer would not go through now (told once per process). */
  const waiting = new Set<number>();
  const forUpdate = dialect === 'mysql' ? ' for update' : '';

  const clientFor = (settings: ChainSettings) => {
    const key = `${settings.chain} ${settings.rpcUrl}`;
    let client = clients.get(key);
    if (!client) clients.set(key, (client = clientOf(settings)));
    return client;
  };
  const signerFor = (chain: string, key: Hex) => {
    let signer = signers.get(chain);
    if (!signer) signers.set(chain, (signer = createPayoutSigner(key)));
    return signer;
  };

  /** The hot wallet's row, made on first use with the chain's pending nonce of its address. */
  async function wallet(settings: ChainSettings, client: ChainClient, signer: PayoutSigner) {
    const fork = em.fork();
    const row = await fork.findOne(HotWalletSchema, { chain: settings.chain });
    if (row && row.address === signer.address) return row;
    const nextNonce = BigInt(await client.pendingNonce(signer.address));
    const now = clock.now();
    if (row) {
      // Another key: its own nonces, from what the chain has of them.
      logger.warn({ chain: settings.chain, address: signer.address }, 'hot wallet address changed');
      await runStatement(
        fork,
        'update hot_wallet set address = ?, next_nonce = ?, updated_at = ? where chain = ? and address = ?',
        [signer.address, String(nextNonce), now, settings.chain, row.address],
      );
    } else {
      try {
        fork.create(HotWalletSchema, {
          chain: settings.chain,
          address: signer.address,
          nextNonce,
          usdtBalance: null,
          nativeBalance: null,
          balanceAt: null,
          createdAt: now,
          updatedAt: now,
        });
        await fork.flush();
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
      }
    }
    return em.fork().findOneOrFail(HotWalletSchema, { chain: settings.chain });
  }

  async function refreshBalances(settings: ChainSettings, client: ChainClient, address: Address) {
    const [usdt, native] = await Promise.all([client.usdtBalance(address), client.nativeBalance(address)]);
    await runStatement(
      em.fork(),
      'update hot_wallet set usdt_balance = ?, native_balance = ?, balance_at = ?, updated_at = ? where chain = ? and address = ?',
      [
        String(toUsdtMinor(usdt, settings.tokenDecimals)),
        String(native),
        clock.now(),
        clock.now(),
        settings.chain,
        address,
      ],
    );
  }

  /** The fees a transfer is signed with now: EIP-1559 where the chain has a base fee. */
  async function feesOf(client: ChainClient): Promise<TransferFees['fees']> {
    const [block, gasPrice] = await Promise.all([
      client.viem.getBlock({ blockTag: 'latest' }),
      client.gasPrice(),
    ]);
    const base = block.baseFeePerGas;
    if (base === null || base === undefined) return { gasPrice };
    const tip = gasPrice > base ? gasPrice - base : 1n;
    return { maxFeePerGas: base * 2n + tip, maxPriorityFeePerGas: tip };
  }

  /** Signs and records a payout for each approved withdrawal of the chain that has none yet. */
  async function signNew(settings: ChainSettings, client: ChainClient, signer: PayoutSigner) {
    const due = await queryRows<{ id: number }>(
      em.fork(),
      `select w.id from withdrawal w join member m on m.id = w.member_id
        left join payout p on p.withdrawal_id = w.id
        where w.chain = ? and w.state = 'approved' and p.id is null and m.withdrawal_frozen_at is null
        order by w.id limit ${SIGN_BATCH}`,
      [settings.chain],
    );
    if (!due.length) return 0;
    // The key used elsewhere (a transfer by hand): its nonces are taken, ours start after them.
    const pending = BigInt(await client.pendingNonce(signer.address));
    await runStatement(
      em.fork(),
      'update hot_wallet set next_nonce = ?, updated_at = ? where chain = ? and address = ? and next_nonce < ?',
      [String(pending), clock.now(), settings.chain, signer.address, String(pending)],
    );
    const chainId = await client.chainId();
    const fees = await feesOf(client);
    // What the wallet holds less what its payouts not seen mined yet will take: the chain's
    // estimate does not count those, and a transfer short of USDT would revert.
    const [held, outgoing] = await Promise.all([
      client.usdtBalance(signer.address),
      queryRows<{ raw_amount: string }>(
        em.fork(),
        "select raw_amount from payout where chain = ? and from_address = ? and state = 'sent' and block_number is null",
        [settings.chain, signer.address],
      ),
    ]);
    let available = outgoing.reduce((left, p) => left - BigInt(p.raw_amount), held);
    let signed = 0;
    const wait = (withdrawalId: number, why: string, error?: unknown) => {
      if (!waiting.has(withdrawalId))
        logger.warn(
          {
            chain: settings.chain,
            withdrawalId,
            ...(error !== undefined && { error: errorText(error, settings.hotWalletKey) }),
          },
          `payout waits: ${why}`,
        );
      waiting.add(withdrawalId);
    };
    for (const { id } of due) {
      const withdrawal = await em.fork().findOne(WithdrawalSchema, { id: Number(id) });
      if (withdrawal?.state !== 'approved') continue;
      const to = withdrawal.address.toLowerCase() as Address;
      const rawAmount = fromUsdtMinor(BigInt(withdrawal.amount), settings.tokenDecimals);
      if (rawAmount > available) {
        wait(withdrawal.id, 'the hot wallet holds too little USDT');
        continue;
      }
      let gas: bigint;
      try {
        gas = await client.viem.estimateGas({
          account: signer.address,
          to: settings.usdtContract,
          data: signer.transferData(to, rawAmount),
        });
      } catch (error) {
        // It would revert now: it waits (for a top-up), or an operator rejects it.
        wait(withdrawal.id, 'the transfer would not go through from the hot wallet', error);
        continue;
      }
      waiting.delete(withdrawal.id);
      try {
        // Two processes' passes may deadlock on MariaDB (InnoDB then undoes one): that one runs
        // again and finds the payout the other stored, or signs with the nonce that is next then.
        const done = await retriedTransaction(em, async (tx) => {
          // The withdrawal's lock: an operator's rejection waits for this, then sees the payout.
          const [locked] = await queryRows<{ state: string }>(
            tx,
            `select state from withdrawal where id = ?${forUpdate}`,
            [withdrawal.id],
          );
          if (locked?.state !== 'approved') return false;
          const [existing] = await queryRows(tx, 'select id from payout where withdrawal_id = ?', [
            withdrawal.id,
          ]);
          if (existing) return false;
          const [row] = await queryRows<{ next_nonce: number | string | bigint }>(
            tx,
            `select next_nonce from hot_wallet where chain = ? and address = ?${forUpdate}`,
            [settings.chain, signer.address],
          );
          if (!row) return false;
          const nonce = BigInt(row.next_nonce);
          const taken = await runStatement(
            tx,
            'update hot_wallet set next_nonce = next_nonce + 1, updated_at = ? where chain = ? and address = ? and next_nonce = ?',
            [clock.now(), settings.chain, signer.address, String(nonce)],
          );
          if (taken.affectedRows !== 1) return false;
          const { rawTx, txHash } = await signer.signTransfer({
            usdt: settings.usdtContract,
            to,
            amount: rawAmount,
            nonce,
            fees: { chainId, gas: GAS_MARGIN(gas), fees },
          });
          const now = clock.now();
          tx.create(PayoutSchema, {
            withdrawalId: withdrawal.id,
            chain: settings.chain,
            fromAddress: signer.address,
            toAddress: to,
            amount: BigInt(withdrawal.amount),
            rawAmount: String(rawAmount),
            nonce,
            txHash,
            rawTx,
            state: 'sent',
            attempts: 0,
            lastError: null,
            blockNumber: null,
            sentAt: null,
            confirmedAt: null,
            createdAt: now,
            updatedAt: now,
          });
          await tx.flush();
          logger.info(
            { chain: settings.chain, withdrawalId: withdrawal.id, txHash, nonce: String(nonce) },
            'payout signed',
          );
          return true;
        });
        if (done) {
          signed += 1;
          available -= rawAmount;
        }
      } catch (error) {
        // Another process recorded this withdrawal's payout first: its transaction won, ours rolled
        // back with the nonce it took.
        if (error instanceof UniqueConstraintViolationException) continue;
        throw error;
      }
    }
    return signed;
  }

  /** Sends the payout's signed bytes; the node already having them is no failure. */
  async function broadcast(settings: ChainSettings, client: ChainClient, payout: Payout): Promise<boolean> {
    let failure: string | null = null;
    try {
      await client.sendRaw(payout.rawTx as Hex);
    } catch (error) {
      const text = errorText(error, settings.hotWalletKey);
      if (!ALREADY_SENT.test(text)) failure = text;
    }
    const now = clock.now();
    await runStatement(
      em.fork(),
      failure
        ? 'update payout set attempts = attempts + 1, last_error = ?, updated_at = ? where id = ?'
        : 'update payout set attempts = attempts + 1, last_error = ?, sent_at = coalesce(sent_at, ?), updated_at = ? where id = ?',
      failure ? [failure, now, payout.id] : [null, now, now, payout.id],
    );
    // Told once per kind of failure, not every pass while the node is down.
    if (failure && failure !== payout.lastError)
      logger.warn(
        { chain: settings.chain, withdrawalId: payout.withdrawalId, txHash: payout.txHash, error: failure },
        'payout broadcast failed; it is sent again with the same bytes',
      );
    return !failure;
  }

  /** A payout that moved nothing: failed, for an operator to reject its withdrawal (the money returns). */
  async function fail(settings: ChainSettings, payout: Payout, blockNumber: bigint | null, reason: string) {
    const marked = await runStatement(
      em.fork(),
      "update payout set state = 'failed', block_number = ?, last_error = ?, updated_at = ? where id = ? and state = 'sent'",
      [blockNumber === null ? null : String(blockNumber), reason, clock.now(), payout.id],
    );
    if (marked.affectedRows !== 1) return false;
    logger.error(
      { chain: settings.chain, withdrawalId: payout.withdrawalId, txHash: payout.txHash, reason },
      'payout failed: the withdrawal stays approved for an operator',
    );
    return true;
  }

  /**
   * Each sent payout: broadcast if it never was (or again, the same bytes, when the chain lost it);
   * once its receipt is N blocks deep, confirmed (the withdrawal paid) or, reverted, failed.
   */
  async function follow(settings: ChainSettings, client: ChainClient, result: PayoutPass) {
    const sent = await em
      .fork()
      .find(
        PayoutSchema,
        { chain: settings.chain, state: 'sent' },
        { orderBy: { nonce: 'asc' }, disableIdentityMap: true },
      );
    if (!sent.length) return;
    // Broadcast in nonce order; a node that is down fails them all, so stop at the first (the
    // receipts of those sent before are still read).
    for (const payout of sent.filter((p) => !p.sentAt)) {
      if (!(await broadcast(settings, client, payout))) break;
      result.broadcast += 1;
    }
    const head = await client.head();
    // The wallet's nonces used N blocks deep, read before the receipts: a payout with no receipt and
    // a nonce below it can never be mined (another transaction took its nonce).
    const deep = head - BigInt(settings.confirmations) + 1n;
    const usedDeep = new Map<string, bigint>();
    for (const payout of sent) {
      const from = payout.fromAddress as Address;
      if (!usedDeep.has(from))
        usedDeep.set(
          from,
          deep >= 0n
            ? BigInt(await client.viem.getTransactionCount({ address: from, blockNumber: deep }))
            : 0n,
        );
      const receipt = await client.receipt(payout.txHash as Hash);
      if (!receipt) {
        if (payout.sentAt && BigInt(payout.nonce) < usedDeep.get(from)!) {
          await fail(settings, payout, null, 'its nonce was used by another transaction');
          result.failed += 1;
        } else if (payout.sentAt && clock.now().getTime() - payout.updatedAt.getTime() >= rebroadcastMs)
          await broadcast(settings, client, payout);
        continue;
      }
      if (head - receipt.blockNumber + 1n < BigInt(settings.confirmations)) {
        // Seen mined: its amount has left the wallet's balance (and the block may still change).
        if (payout.blockNumber == null || BigInt(payout.blockNumber) !== receipt.blockNumber)
          await runStatement(em.fork(), 'update payout set block_number = ? where id = ? and state = ?', [
            String(receipt.blockNumber),
            payout.id,
            'sent',
          ]);
        continue;
      }
      const moved = receipt.transfers.some(
        (t) =>
          t.from === payout.fromAddress && t.to === payout.toAddress && t.value === BigInt(payout.rawAmount),
      );
      const now = clock.now();
      if (receipt.success && moved) {
        // Another process's pass may confirm the same payouts at once: one of two deadlocked
        // transactions runs again and then finds the payout confirmed, which it leaves alone.
        const confirmed = await retriedTransaction(em, async (tx) => {
          const marked = await runStatement(
            tx,
            "update payout set state = 'confirmed', block_number = ?, confirmed_at = ?, sent_at = coalesce(sent_at, ?), last_error = null, updated_at = ? where id = ? and state = 'sent'",
            [String(receipt.blockNumber), now, now, now, payout.id],
          );
          if (marked.affectedRows !== 1) return false;
          const withdrawal = await tx.findOneOrFail(WithdrawalSchema, { id: payout.withdrawalId });
          await withdrawals.paidOnChain(tx, withdrawal, payout.txHash);
          return true;
        });
        if (!confirmed) continue;
        result.confirmed += 1;
        logger.info(
          { chain: settings.chain, withdrawalId: payout.withdrawalId, txHash: payout.txHash },
          'payout confirmed',
        );
      } else {
        const reason = receipt.success
          ? `mined in block ${receipt.blockNumber} without the transfer`
          : `reverted on chain in block ${receipt.blockNumber}`;
        if (await fail(settings, payout, receipt.blockNumber, reason)) result.failed += 1;
      }
    }
  }

  return {
    /** One pass on a chain with a hot wallet: sign what is due, broadcast, confirm, read balances. */
    async pass(settings: ChainSettings): Promise<PayoutPass> {
      const result: PayoutPass = { signed: 0, broadcast: 0, confirmed: 0, failed: 0 };
      if (!settings.hotWalletKey) return result;
      const client = clientFor(settings);
      const signer = signerFor(settings.chain, settings.hotWalletKey);
      await wallet(settings, client, signer);
      result.signed = await signNew(settings, client, signer);
      await follow(settings, client, result);
      await refreshBalances(settings, client, signer.address);
      return result;
    },

    /** A failure of a pass as it may be logged (no request bodies, no key). */
    errorText,
  };
}

export type PayoutService = ReturnType<typeof createPayoutService>;
