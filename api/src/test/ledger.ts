import assert from 'node:assert/strict';
import { dialectOf, type Orm } from '../db/orm.ts';
import { auditLedger, describeAudit } from '../modules/ledger/ledger-audit.ts';
import { capitalAccount, memberAccount, platformAccount } from '../modules/ledger/ledger-accounts.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { parseAmount } from '../modules/ledger/money.ts';
import { systemClock } from '../platform/clock.ts';
import type { TestServer } from './server.ts';

/** Gives a member INR through the ledger: capital → promotions → the member's balance. */
export async function fundMember(
  server: Pick<TestServer, 'orm' | 'config'>,
  memberId: number,
  amount: string,
) {
  const ledger = createLedgerService({ dialect: dialectOf(server.config), clock: systemClock });
  const minor = parseAmount(amount, 'INR');
  await server.orm.em.fork().transactional(async (tx) => {
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

/** Tops up a fund's income pool from external capital (minor units). */
export async function fundPool(server: Pick<TestServer, 'orm' | 'config'>, fundId: number, minor: bigint) {
  const ledger = createLedgerService({ dialect: dialectOf(server.config), clock: systemClock });
  await server.orm.em.fork().transactional((tx) =>
    ledger.post(tx, {
      type: 'pool_fund',
      actor: 'test',
      lines: [
        { account: capitalAccount('INR'), amount: -minor },
        { account: platformAccount('fund_pool', 'INR', fundId), amount: minor },
      ],
    }),
  );
}

/** Fails the test unless the ledger audit is clean. */
export async function assertLedgerClean(orm: Orm) {
  const report = await auditLedger(orm.em.fork());
  assert.ok(report.ok, describeAudit(report).join('\n'));
  return report;
}
