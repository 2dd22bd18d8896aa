// A real API process watching a local chain, killed (SIGKILL) again and again while deposits reach
// N confirmations: after a restart each deposit is credited exactly once and the ledger is clean.
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { systemClock } from '../../platform/clock.ts';
import { chainEnv, startLocalChain, type LocalChain } from '../../test/chain/local-chain.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { assertLedgerClean, fundChainClearing } from '../../test/ledger.ts';
import { startApiProcess, type ApiProcess } from '../../test/process.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { memberAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { queryRows } from '../ledger/sql.ts';
import { deriveDepositAddress } from './hd-address.ts';
import { TEST_XPUB } from '../../test/chain/local-chain.ts';

const N = 3;

describe('deposit watcher in a process killed during credit', () => {
  let chain: LocalChain;
  let server: TestServer;
  before(async () => {
    chain = await startLocalChain();
    server = await startTestServer({ env: chainEnv(chain, { confirmations: N }) });
    await fundChainClearing(server, 1_000_000_000n);
  });
  after(async () => {
    await server.close();
    await chain.stop();
  });

  it('credits each deposit exactly once across kill -9 and restarts', async () => {
    const env: Record<string, string> = {
      ...chainEnv(chain, { confirmations: N }),
      CHAIN_POLL_MS: '100',
      DATA_DIR: server.dataDir,
      DEMO_FUNDS: '0',
      ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
      ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
    };
    const members: TestMember[] = [];
    for (let i = 0; i < 6; i++) members.push(await buildMember(server));
    const amountOf = (i: number) => BigInt(1_000_000 + i * 250_000);
    const kill = (api: ApiProcess) =>
      new Promise<void>((resolve) => {
        if (api.child.exitCode !== null) return resolve();
        api.child.once('exit', () => resolve());
        api.child.kill('SIGKILL');
      });

    const hashes: string[] = [];
    for (let round = 0; round < 3; round++) {
      const api = await startApiProcess(env);
      // The address a member is shown is stored the first time, so the watcher knows whose it is.
      for (const member of members.slice(round * 2, round * 2 + 2)) {
        const shown = await fetch(`${api.url}/api/Wallet/deposit/address?chain=ERC20`, {
          headers: { token: member.token },
        });
        const body = (await shown.json()) as { data: { address: string } };
        assert.equal(body.data.address, deriveDepositAddress(TEST_XPUB, member.id));
      }
      for (const [i, member] of members.entries())
        if (i < round * 2 + 2)
          hashes[i] ??= await chain.mint(deriveDepositAddress(TEST_XPUB, member.id), amountOf(i));
      await chain.mine(N);
      // Killed at once, at some point of the passes that credit what just reached N.
      await delay(150 + round * 200);
      await kill(api);
    }

    const api = await startApiProcess(env);
    try {
      const deadline = Date.now() + 30_000;
      const credited = async () =>
        (
          await queryRows<{ total: unknown }>(
            server.orm.em.fork(),
            "select count(*) as total from deposit where state = 'credited'",
          )
        ).map((row) => Number(row.total))[0]!;
      while ((await credited()) < members.length && Date.now() < deadline) {
        await chain.mine(1);
        await delay(200);
      }
      assert.equal(await credited(), members.length, api.output().slice(-2000));
    } finally {
      await api.stop();
    }

    const ledger = createLedgerService({ dialect: dialectOf(server.config), clock: systemClock });
    const balances = await ledger.balancesOf(
      server.orm.em.fork(),
      members.map((m) => memberAccount(m.id, 'usdt')),
    );
    assert.deepEqual(
      balances,
      members.map((_, i) => amountOf(i)),
    );
    for (const hash of hashes) {
      const entries = await queryRows<{ idempotency_key: string }>(
        server.orm.em.fork(),
        "select idempotency_key from journal_entry where type = 'deposit' and idempotency_key like ?",
        [`deposit:ERC20:${hash}:%`],
      );
      assert.equal(entries.length, 1, hash);
    }
    await assertLedgerClean(server.orm);
  });
});
