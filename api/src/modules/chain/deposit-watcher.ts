import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { EntityManager } from '@mikro-orm/core';
import { MySqlDriver } from '@mikro-orm/mysql';
import type { Logger } from 'pino';
import type { Dialect } from '../../db/dialect.ts';
import { retriedTransaction } from '../../db/retried-transaction.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DomainEvents } from '../../platform/events.ts';
import type { DepositChange, DepositFields } from '../deposit/deposit.presenter.ts';
import { dbErrorKind } from '../ledger/db-errors.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { InsufficientFundsError, type LedgerService, type PostInput } from '../ledger/ledger.service.ts';
import { MAX_MINOR, toBigInt } from '../ledger/money.ts';
import { queryRows, runInOrder, runStatement } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import { createChainClient, type ChainClient, type TransferLog } from './chain-client.ts';
import type { ChainSettings } from './chain-settings.ts';
import { toUsdtMinor } from './hd-address.ts';

/** What the watcher asks of a chain (`chain-client.ts`). */
export type WatchedChain = Pick<ChainClient, 'head' | 'transfers' | 'blockHashes' | 'receipt'>;

export type DepositWatcherDeps = {
  em: EntityManager;
  clock: Clock;
  logger: Logger;
  ledger: LedgerService;
  events: DomainEvents;
  settings: ChainSettings;
  client: WatchedChain;
  /** This process's name in the lease (at most 64 characters). */
  owner: string;
  dialect?: Dialect;
  /** How long a lease lasts unless renewed (a crashed holder's expires). */
  leaseMs?: number;
  /**
   * The most blocks one `getLogs` asks for (2000). The watcher starts lower and adapts: it halves
   * the range when an answer fails (providers cap results, clients cap answers) and doubles it
   * while answers stay small.
   */
  rangeBlocks?: number;
  /** The most blocks one pass reads (the next pass goes on). */
  blocksPerPass?: number;
};

/** What one pass did (for tests, benchmarks and the job's log). */
export type PassResult = {
  /** False when another process held the chain's lease: nothing was done. */
  leased: boolean;
  head: bigint | null;
  /** The next block to read after the pass. */
  nextBlock: bigint | null;
  /** Blocks read, deposits seen, credited, dropped, and credited ones found reorged. */
  blocks: number;
  seen: number;
  credited: number;
  dropped: number;
  reorged: number;
  error: string | null;
};

const ROWS_PER_STATEMENT = 500;
const CREDITS_PER_TRANSACTION = 1000;

type DepositRecord = DepositFields & { blockHash: string | null; rawAmount: string | null };

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

const DEPOSIT_COLUMNS =
  'id, member_id, chain, amount, tx_hash, log_index, block_number, block_hash, from_address, to_address, raw_amount, confirmations, required_confirmations, state, created_at, confirmed_at, reorged_at';

const recordOf = (row: Record<string, unknown>): DepositRecord => ({
  id: Number(row.id),
  memberId: Number(row.member_id),
  chain: String(row.chain),
  amount: toBigInt(row.amount),
  txHash: String(row.tx_hash),
  logIndex: Number(row.log_index),
  blockNumber: row.block_number == null ? null : toBigInt(row.block_number),
  blockHash: row.block_hash == null ? null : String(row.block_hash),
  fromAddress: row.from_address == null ? null : String(row.from_address),
  toAddress: row.to_address == null ? null : String(row.to_address),
  rawAmount: row.raw_amount == null ? null : String(row.raw_amount),
  confirmations: Number(row.confirmations),
  requiredConfirmations: Number(row.required_confirmations),
  state: String(row.state),
  createdAt: toDate(row.created_at),
  confirmedAt: row.confirmed_at == null ? null : toDate(row.confirmed_at),
  reorgedAt: row.reorged_at == null ? null : toDate(row.reorged_at),
});

/** A chain failure as kept in `chain_sync.last_error`: short, and never the endpoint (it may hold a key). */
function describeFailure(error: unknown, rpcUrl: string): string {
  const e = error as { shortMessage?: unknown; message?: unknown };
  const text = String(e?.shortMessage ?? e?.message ?? error)
    .split('\n')[0]!
    .replaceAll(rpcUrl, '<rpc>');
  return text.slice(0, 255);
}

/** A `getLogs` answer this small lets the next ask for twice the blocks; this large, half. */
const SMALL_ANSWER = 2_000;
const LARGE_ANSWER = 8_000;
/** A pass stops reading new blocks past this many deposits, to credit them (the next pass goes on). */
const LOGS_PER_PASS = 20_000;

/**
 * The deposit watcher of one chain (ADR 0037). Each `pass()` takes the chain's lease in
 * `chain_sync`, checks the frontier's hash (a reorg steps back N blocks), reads the USDT
 * contract's Transfer logs range by range and records deposits to members' addresses (insert if
 * absent: reading a range twice changes nothing) and collections from them, re-reads the hashes of
 * the blocks its deposits are in (a changed one: the receipt says moved or gone), counts
 * confirmations and credits the deposits that reached N, many per transaction, each once: a
 * conditional update `confirming → credited` and the ledger entry under the idempotency key
 * `deposit:<chain>:<tx>:<log>`. Safe with several processes: unique keys and conditional updates
 * decide every race, the lease only saves the work.
 */
export function createDepositWatcher(deps: DepositWatcherDeps) {
  const { em, clock, logger, ledger, events, settings, client, owner } = deps;
  const chain = settings.chain;
  const dialect: Dialect = deps.dialect ?? (em.getDriver() instanceof MySqlDriver ? 'mysql' : 'sqlite');
  const mysql = dialect === 'mysql';
  const leaseMs = deps.leaseMs ?? 30_000;
  const maxRange = BigInt(deps.rangeBlocks ?? 2000);
  /** The blocks the next `getLogs` asks for: adapted to how many logs the chain has per block. */
  let range = maxRange < 100n ? maxRange : 100n;
  const blocksPerPass = BigInt(deps.blocksPerPass ?? 10_000);
  const n = settings.confirmations;
  const ignoreDuplicate = mysql ? 'on duplicate key update `id` = `id`' : 'on conflict do nothing';
  const log = logger.child({ chain });
  /** The last failure this process logged (when the database could not keep it either). */
  let lastLogged: string | null = null;

  const emit = (deposit: DepositRecord, change: DepositChange) =>
    events.emit('deposit.changed', { deposit, change });

  /** The chain's sync row, created the first time with the start block (default: the head). */
  async function ensureSync(head: bigint) {
    const db = em.fork();
    const [row] = await queryRows(db, 'select id from chain_sync where chain = ?', [chain]);
    if (row) return;
    const now = clock.now();
    await runStatement(
      db,
      `insert into chain_sync (created_at, updated_at, chain, next_block, last_hash, head_block) values (?, ?, ?, ?, null, ?) ${ignoreDuplicate}`,
      [now, now, chain, settings.startBlock ?? head, head],
    );
  }

  /** Takes (or renews) the lease and notes the head; false when another process holds it. */
  async function takeLease(head: bigint | null): Promise<boolean> {
    const db = em.fork();
    const now = clock.now();
    const until = new Date(now.getTime() + leaseMs);
    const result = await runStatement(
      db,
      `update chain_sync set lease_owner = ?, lease_until = ?, updated_at = ?${head === null ? '' : ', head_block = ?, head_seen_at = ?'}
        where chain = ? and (lease_owner is null or lease_owner = ? or lease_until < ?)`,
      [owner, until, now, ...(head === null ? [] : [head, now]), chain, owner, now],
    );
    if (result.affectedRows > 0) return true;
    // MySQL counts changed rows only: a renewal that changed nothing is still ours.
    const [row] = await queryRows<{ lease_owner: string | null }>(
      db,
      'select lease_owner from chain_sync where chain = ?',
      [chain],
    );
    return row?.lease_owner === owner;
  }

  async function releaseLease() {
    await runStatement(
      em.fork(),
      'update chain_sync set lease_owner = null, lease_until = null where chain = ? and lease_owner = ?',
      [chain, owner],
    );
  }

  /** Keeps `last_error` (null when the pass went well), logging each change once. */
  async function noteError(text: string | null) {
    try {
      const result = await runStatement(
        em.fork(),
        text === null
          ? 'update chain_sync set last_error = null where chain = ? and last_error is not null'
          : 'update chain_sync set last_error = ? where chain = ? and (last_error is null or last_error <> ?)',
        text === null ? [chain] : [text, chain, text],
      );
      // Changed in the database, or news to this process (the first pass may fail before the row exists).
      if (result.affectedRows > 0 || lastLogged !== text) {
        if (text === null) log.info('deposit watcher reaches the chain again');
        else log.error({ failure: text }, 'deposit watcher cannot read the chain');
      }
      lastLogged = text;
    } catch (error) {
      if (lastLogged === text) return;
      lastLogged = text;
      log.error({ err: error, failure: text }, 'deposit watcher cannot keep its state');
    }
  }

  /** Moves the frontier (next block, hash of the last read) while holding the lease; false if lost. */
  async function advance(nextBlock: bigint, lastHash: string | null): Promise<boolean> {
    const now = clock.now();
    const result = await runStatement(
      em.fork(),
      'update chain_sync set next_block = ?, last_hash = ?, lease_until = ?, updated_at = ? where chain = ? and lease_owner = ?',
      [nextBlock, lastHash, new Date(now.getTime() + leaseMs), now, chain, owner],
    );
    return result.affectedRows > 0;
  }

  async function selectDeposits(db: EntityManager, where: string, params: unknown[]) {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      `select ${DEPOSIT_COLUMNS} from deposit where ${where}`,
      params,
    );
    return rows.map(recordOf);
  }

  /**
   * Records the deposits and collections of one range's logs: recipients and senders looked up in
   * `deposit_address`, deposits inserted if absent. A transfer whose transaction is already known
   * in another block moved with a reorg: its row follows it from its receipt, not a second row.
   * A dropped one seen again (mined again after a reorg) is confirming again.
   */
  async function record(logs: TransferLog[], head: bigint): Promise<DepositRecord[]> {
    if (!logs.length) return [];
    const db = em.fork();
    const addresses = [...new Set(logs.flatMap((l) => [l.to, l.from]))];
    const owners = new Map<string, number>();
    for (const part of chunks(addresses, 5000)) {
      const rows = await queryRows<{ member_id: unknown; address: string }>(
        db,
        `select member_id, address from deposit_address where chain = ? and address in (${marks(part.length)})`,
        [chain, ...part],
      );
      for (const row of rows) owners.set(row.address, Number(row.member_id));
    }
    if (!owners.size) return [];
    const now = clock.now();

    const collected = logs.filter((l) => owners.has(l.from));
    for (const part of chunks(collected, ROWS_PER_STATEMENT))
      await runStatement(
        db,
        `insert into chain_collection (created_at, updated_at, chain, tx_hash, log_index, block_number, from_address, to_address, amount) values ${part.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')} ${ignoreDuplicate}`,
        part.flatMap((l) => [
          now,
          now,
          chain,
          l.txHash,
          l.logIndex,
          l.blockNumber,
          l.from,
          l.to,
          toUsdtMinor(l.value, settings.tokenDecimals),
        ]),
      );

    const received = logs.filter((l) => {
      if (!owners.has(l.to)) return false;
      const amount = toUsdtMinor(l.value, settings.tokenDecimals);
      if (amount <= MAX_MINOR) return true;
      log.error(
        { txHash: l.txHash, logIndex: l.logIndex },
        'deposit larger than any amount the ledger takes: left for an operator',
      );
      return false;
    });
    if (!received.length) return [];
    const txHashes = [...new Set(received.map((l) => l.txHash))];
    const known: DepositRecord[] = [];
    for (const part of chunks(txHashes, 1000))
      known.push(
        ...(await selectDeposits(db, `chain = ? and tx_hash in (${marks(part.length)})`, [chain, ...part])),
      );
    const byKey = new Map(known.map((d) => [`${d.txHash}:${d.logIndex}`, d]));
    // Where each known transaction's live rows are (a dropped row is where it used to be).
    const liveBlocks = new Map<string, Set<string | null>>();
    for (const d of known.filter((k) => k.state !== 'dropped')) {
      const blocks = liveBlocks.get(d.txHash) ?? new Set<string | null>();
      blocks.add(d.blockHash);
      liveBlocks.set(d.txHash, blocks);
    }

    const fresh: TransferLog[] = [];
    const revived: DepositRecord[] = [];
    for (const l of received) {
      const same = byKey.get(`${l.txHash}:${l.logIndex}`);
      if (same?.state === 'dropped') {
        revived.push(same);
        // Mined again: back to confirming in its new block.
        const result = await runStatement(
          db,
          "update deposit set state = 'confirming', block_number = ?, block_hash = ?, confirmations = ?, updated_at = ? where id = ? and state = 'dropped'",
          [l.blockNumber, l.blockHash, Number(head - l.blockNumber + 1n), now, same.id],
        );
        if (result.affectedRows)
          Object.assign(same, {
            state: 'confirming',
            blockNumber: l.blockNumber,
            blockHash: l.blockHash,
            confirmations: Number(head - l.blockNumber + 1n),
          });
        continue;
      }
      if (same) continue; // read before
      const live = liveBlocks.get(l.txHash);
      if (live && !live.has(l.blockHash)) continue; // its transaction moved: its row follows it from the receipt
      fresh.push(l);
    }

    const inserted: DepositRecord[] = [];
    for (const part of chunks(fresh, ROWS_PER_STATEMENT)) {
      await runStatement(
        db,
        `insert into deposit (created_at, updated_at, member_id, chain, amount, tx_hash, log_index, block_number, block_hash, from_address, to_address, raw_amount, confirmations, required_confirmations, state) values ${part.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')} ${ignoreDuplicate}`,
        part.flatMap((l) => {
          const amount = toUsdtMinor(l.value, settings.tokenDecimals);
          return [
            now,
            now,
            owners.get(l.to)!,
            chain,
            amount,
            l.txHash,
            l.logIndex,
            l.blockNumber,
            l.blockHash,
            l.from,
            l.to,
            l.value.toString(),
            Math.max(0, Number(head - l.blockNumber + 1n)),
            n,
            amount < settings.minimumDeposit ? 'below_minimum' : 'confirming',
          ];
        }),
      );
      const hashes = [...new Set(part.map((l) => l.txHash))];
      const wanted = new Set(part.map((l) => `${l.txHash}:${l.logIndex}`));
      const rows = await selectDeposits(db, `chain = ? and tx_hash in (${marks(hashes.length)})`, [
        chain,
        ...hashes,
      ]);
      inserted.push(...rows.filter((d) => wanted.has(`${d.txHash}:${d.logIndex}`)));
    }
    for (const d of inserted) emit(d, 'seen');
    for (const d of revived) if (d.state === 'confirming') emit(d, 'seen');
    return [...inserted, ...revived.filter((d) => d.state === 'confirming')];
  }

  /**
   * Deposits whose block's hash changed: the receipt says where their transaction is now. Moved:
   * block, hash and log index follow it. Gone: a confirming one is dropped; a credited one is
   * marked reorged for an operator (nothing is reversed).
   */
  async function followReorgs(moved: DepositRecord[], result: PassResult) {
    if (!moved.length) return;
    const db = em.fork();
    const txHashes = [...new Set(moved.map((d) => d.txHash))];
    const receipts = new Map(
      await Promise.all(
        txHashes.map(async (hash) => [hash, await client.receipt(hash as `0x${string}`)] as const),
      ),
    );
    const now = clock.now();
    for (const d of moved) {
      const receipt = receipts.get(d.txHash);
      const taken = new Set(moved.filter((o) => o.txHash === d.txHash && o !== d).map((o) => o.logIndex));
      const candidates = receipt?.success
        ? receipt.transfers.filter((t) => t.to === d.toAddress && t.value.toString() === d.rawAmount)
        : [];
      const match =
        candidates.find((t) => t.logIndex === d.logIndex) ?? candidates.find((t) => !taken.has(t.logIndex));
      if (match) {
        try {
          await runStatement(
            db,
            'update deposit set block_number = ?, block_hash = ?, log_index = ?, updated_at = ? where id = ?',
            [match.blockNumber, match.blockHash, match.logIndex, now, d.id],
          );
          Object.assign(d, {
            blockNumber: match.blockNumber,
            blockHash: match.blockHash,
            logIndex: match.logIndex,
          });
          continue;
        } catch (error) {
          if (dbErrorKind(error) !== 'duplicate') throw error;
          // Its new place was already recorded as a deposit of its own: this row is the old place.
        }
      }
      if (d.state === 'confirming') {
        const done = await runStatement(
          db,
          "update deposit set state = 'dropped', updated_at = ? where id = ? and state = 'confirming'",
          [now, d.id],
        );
        if (done.affectedRows) {
          d.state = 'dropped';
          result.dropped++;
          emit(d, 'dropped');
        }
      } else if (d.state === 'credited') {
        const done = await runStatement(
          db,
          'update deposit set reorged_at = ?, updated_at = ? where id = ? and reorged_at is null',
          [now, now, d.id],
        );
        if (done.affectedRows) {
          d.reorgedAt = now;
          result.reorged++;
          log.error(
            { depositId: d.id, memberId: d.memberId, txHash: d.txHash, amount: d.amount.toString() },
            'a credited deposit left the chain in a reorg: an operator must settle it',
          );
        }
      }
    }
  }

  /**
   * Credits the deposits that reached N, a few hundred per transaction: the rows still confirming
   * are taken (locked on MySQL, one writer on SQLite) and marked credited, then their entries are
   * written together (`ledger.postMany`). A deposit chain clearing cannot cover waits confirming.
   */
  async function credit(due: DepositRecord[], head: bigint, result: PassResult) {
    let waiting = 0;
    for (const part of chunks(due, CREDITS_PER_TRANSACTION)) {
      const byId = new Map(part.map((d) => [d.id, d]));
      const ids = [...byId.keys()];
      // Two watchers may deadlock on MariaDB (InnoDB then undoes one): that one runs again.
      const done = await retriedTransaction(
        em,
        async (tx) => {
          const at = clock.now();
          const update = {
            sql: `update deposit set state = 'credited', confirmations = ? - block_number + 1, confirmed_at = ?, updated_at = ? where id in (${marks(ids.length)}) and state = 'confirming'`,
            params: [head, at, at, ...ids],
          };
          const taken = mysql
            ? (
                await runInOrder(tx, dialect, [
                  {
                    sql: `select id from deposit where id in (${marks(ids.length)}) and state = 'confirming' for update`,
                    params: ids,
                  },
                  update,
                ])
              )[0]!.rows
            : await queryRows<{ id: unknown }>(tx, `${update.sql} returning id`, update.params);
          const credited = taken.map((row) => Number(row.id)).sort((a, b) => a - b);
          if (!credited.length) return { credited, short: [], at };
          const inputs: PostInput[] = credited.map((id) => {
            const d = byId.get(id)!;
            return {
              type: 'deposit',
              actor: 'system:deposit-watcher',
              memo: `deposit #${d.id} ${chain} ${d.txHash}:${d.logIndex}`,
              idempotencyKey: `deposit:${chain}:${d.txHash}:${d.logIndex}`,
              lines: [
                { account: platformAccount('chain_clearing', 'USDT'), amount: -d.amount },
                { account: memberAccount(d.memberId, 'usdt'), amount: d.amount },
              ],
            };
          });
          const outcomes = await ledger.postMany(tx, inputs);
          const short = credited.filter((_, i) => {
            const outcome = outcomes[i]!;
            return !outcome.ok && outcome.error instanceof InsufficientFundsError;
          });
          // Already in the journal under its key: credited before, whatever the row said.
          if (short.length)
            await runStatement(
              tx,
              `update deposit set state = 'confirming', confirmed_at = null where id in (${marks(short.length)})`,
              short,
            );
          return { credited: credited.filter((id) => !short.includes(id)), short, at };
        },
        5,
      );
      for (const id of done.credited) {
        const d = byId.get(id)!;
        Object.assign(d, {
          state: 'credited',
          confirmedAt: done.at,
          confirmations: Number(head - (d.blockNumber ?? head) + 1n),
        });
        result.credited++;
        emit(d, 'credited');
      }
      waiting += done.short.length;
      // Chain clearing is short: the deposits after these wait too (the next pass tries again).
      if (done.short.length) {
        waiting += due.length - due.indexOf(part.at(-1)!) - 1;
        break;
      }
    }
    if (waiting)
      throw new Error(`platform:chain_clearing:USDT cannot cover ${waiting} confirmed deposit(s): they wait`);
  }

  async function run(result: PassResult) {
    const head = await client.head();
    result.head = head;
    await ensureSync(head);
    if (!(await takeLease(head))) return;
    result.leased = true;
    const db = em.fork();
    const [sync] = await queryRows<{ next_block: unknown; last_hash: string | null }>(
      db,
      'select next_block, last_hash from chain_sync where chain = ?',
      [chain],
    );
    let nextBlock = toBigInt(sync!.next_block);
    const lastHash = sync!.last_hash;

    // The deposits still watched: confirming ones, and credited ones of the last 2N blocks.
    const watched = await selectDeposits(
      db,
      "chain = ? and (state = 'confirming' or (state = 'credited' and reorged_at is null and block_number >= ?))",
      [chain, head - 2n * BigInt(n)],
    );
    const frontier = lastHash ? nextBlock - 1n : null;
    const blocks = [
      ...new Set([
        ...(frontier !== null && frontier <= head ? [frontier] : []),
        ...watched.map((d) => d.blockNumber!),
      ]),
    ];
    const hashes = blocks.length ? await client.blockHashes(blocks) : new Map<bigint, string | null>();

    // A different hash (or no block) where the watcher stopped: a reorg at the frontier.
    if (frontier !== null && (frontier > head || hashes.get(frontier) !== lastHash)) {
      const back = (frontier > head ? head + 1n : nextBlock) - BigInt(n);
      nextBlock = back < 0n ? 0n : back;
      log.warn(
        { from: frontier.toString(), to: nextBlock.toString() },
        'reorg at the frontier: reading again',
      );
      if (!(await advance(nextBlock, null))) return;
    }

    await followReorgs(
      watched.filter((d) => hashes.get(d.blockNumber!) !== d.blockHash),
      result,
    );

    // New blocks, range by range.
    const seen: DepositRecord[] = [];
    const last = head < nextBlock + blocksPerPass - 1n ? head : nextBlock + blocksPerPass - 1n;
    while (nextBlock <= last && seen.length < LOGS_PER_PASS) {
      const to = nextBlock + range - 1n < last ? nextBlock + range - 1n : last;
      // The last block's hash before its logs: a reorg meanwhile is caught at the next frontier check.
      const toHash = (await client.blockHashes([to])).get(to) ?? null;
      if (!toHash) break;
      let logs: TransferLog[];
      try {
        logs = await client.transfers(nextBlock, to);
      } catch (error) {
        // Too many logs for one answer (a provider's result cap, a client's size limit) looks like
        // any failure: ask for half the blocks; a single block that still fails is the chain's.
        if (to === nextBlock) throw error;
        range = (to - nextBlock + 1n) / 2n;
        log.debug({ range: range.toString() }, 'logs of fewer blocks at a time');
        continue;
      }
      if (logs.length < SMALL_ANSWER && range < maxRange) range *= 2n;
      else if (logs.length > LARGE_ANSWER && range > 1n) range /= 2n;
      seen.push(...(await record(logs, head)));
      result.blocks += Number(to - nextBlock + 1n);
      nextBlock = to + 1n;
      if (!(await advance(nextBlock, toHash))) return;
    }
    result.nextBlock = nextBlock;
    result.seen = seen.length;

    // Confirmations, counted again for every confirming deposit of the chain at once.
    const confirming = [...watched, ...seen].filter(
      (d) => d.state === 'confirming' && d.blockNumber !== null,
    );
    const counted = (d: DepositRecord) => Math.max(0, Number(head - d.blockNumber! + 1n));
    const recount = confirming.filter(
      (d) => counted(d) !== d.confirmations && counted(d) < d.requiredConfirmations,
    );
    if (recount.length) {
      await runStatement(
        db,
        `update deposit set confirmations = case when block_number > ? then 0 else ? - block_number + 1 end, updated_at = ? where chain = ? and state = 'confirming' and block_number is not null`,
        [head, head, clock.now(), chain],
      );
      for (const d of recount) {
        d.confirmations = counted(d);
        emit(d, 'confirmations');
      }
    }

    await credit(
      confirming.filter((d) => counted(d) >= d.requiredConfirmations),
      head,
      result,
    );
  }

  const watcher = {
    chain,
    /**
     * What the job runs: passes one after another while each finds new blocks (at most
     * `maxPasses`), so a watcher behind the chain catches up without waiting for the next tick.
     */
    async run(maxPasses = 20): Promise<PassResult[]> {
      const results: PassResult[] = [];
      for (let i = 0; i < maxPasses; i++) {
        const result = await watcher.pass();
        results.push(result);
        if (!result.leased || result.error || result.blocks === 0) break;
      }
      return results;
    },
    /** One pass over the chain; never throws (a failure is kept in `chain_sync.last_error`). */
    async pass(): Promise<PassResult> {
      const result: PassResult = {
        leased: false,
        head: null,
        nextBlock: null,
        blocks: 0,
        seen: 0,
        credited: 0,
        dropped: 0,
        reorged: 0,
        error: null,
      };
      try {
        await run(result);
        if (result.leased) await noteError(null);
      } catch (error) {
        result.error = describeFailure(error, settings.rpcUrl);
        await noteError(result.error);
      } finally {
        if (result.leased) await releaseLease().catch(() => undefined);
      }
      return result;
    },
  };
  return watcher;
}

export type DepositWatcher = ReturnType<typeof createDepositWatcher>;

/**
 * A watcher per served chain for this process (the lease names it: host, process id and a random
 * part), each reading through its own JSON-RPC client.
 */
export function createDepositWatchers(
  deps: Omit<DepositWatcherDeps, 'settings' | 'client' | 'owner' | 'leaseMs'> & {
    chains: readonly ChainSettings[];
    pollMs: number;
  },
): DepositWatcher[] {
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`.slice(-64);
  return deps.chains.map((settings) =>
    createDepositWatcher({
      ...deps,
      settings,
      client: createChainClient(settings),
      owner,
      leaseMs: Math.max(5_000, 10 * deps.pollMs),
    }),
  );
}
