import assert from 'node:assert/strict';
import { type Orm } from '../db/orm.ts';
import { dialectOf } from '../db/dialect.ts';
import { auditLedger, describeAudit } from '../modules/ledger/ledger-audit.ts';
import {
  capitalAccount,
  memberAccount,
  platformAccount,
  type AccountRef,
} from '../modules/ledger/ledger-accounts.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { parseAmount, type Asset } from '../modules/ledger/money.ts';
import { systemClock } from '../platform/clock.ts';
import type { TestServer } from './server.ts';

/**
 * Gives a member money through the ledger, as an operator's grant would: INR from external
 * capital through promotions to the balance, USDT from external capital to the member's USDT.
 */
export async function fundMember(
  server: Pick<TestServer, 'orm' | 'config'>,
  memberId: number,
  amount: string,
  asset: Asset = 'INR',
) {
  const ledger = createLedgerService({ dialect: dialectOf(server.config), clock: systemClock });
  const minor = parseAmount(amount, asset);
  await server.orm.em.fork().transactional(async (tx) => {
    if (asset === 'USDT') {
      await ledger.post(tx, {
        type: 'grant',
        actor: 'test',
        lines: [
          { account: capitalAccount('USDT'), amount: -minor },
          { account: memberAccount(memberId, 'usdt'), amount: minor },
        ],
      });
      return;
    }
    await ledger.post(tx, {
      type: 'pool_fund',
      actor: 'test',
      lines: [
        { account: capitalAccount('INR'), amount: -minor },
        { account: platformAccount('promotions', 'INR'), amount: minor },
      ],
    });
    await ledger.post(tx, {
      type: 'grant',
      actor: 'test',
      lines: [
        { account: platformAccount('promotions', 'INR'), amount: -minor },
        { account: memberAccount(memberId, 'balance'), amount: minor },
      ],
    });
  });
}

/** Moves `minor` from external capital to a platform account, as finance funds one. */
async function fundFromCapital(
  server: Pick<TestServer, 'orm' | 'config'>,
  asset: 'INR' | 'USDT',
  account: AccountRef,
  minor: bigint,
) {
  const ledger = createLedgerService({ dialect: dialectOf(server.config), clock: systemClock });
  await server.orm.em.fork().transactional((tx) =>
    ledger.post(tx, {
      type: 'pool_fund',
      actor: 'test',
      lines: [
        { account: capitalAccount(asset), amount: -minor },
        { account, amount: minor },
      ],
    }),
  );
}

/** Tops up a fund's income pool from external capital (minor units). */
export const fundPool = (server: Pick<TestServer, 'orm' | 'config'>, fundId: number, minor: bigint) =>
  fundFromCapital(server, 'INR', platformAccount('fund_pool', 'INR', fundId), minor);

/** Tops up chain clearing, which on-chain deposits are credited from (USDT minor units). */
export const fundChainClearing = (server: Pick<TestServer, 'orm' | 'config'>, minor: bigint) =>
  fundFromCapital(server, 'USDT', platformAccount('chain_clearing', 'USDT'), minor);

/** Fails the test unless the ledger audit is clean. */
export async function assertLedgerClean(orm: Orm) {
  const report = await auditLedger(orm.em.fork());
  assert.ok(report.ok, describeAudit(report).join('\n'));
  return report;
}
