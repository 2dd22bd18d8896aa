import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { pino } from 'pino';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { runAdmin } from '../../test/cli.ts';
import { buildMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import type { WalletEntries } from '../../modules/ledger/ledger.contract.ts';
import { createPiggyInterestService, schedulePiggyInterest } from './piggy-interest.service.ts';

const clock = manualClock('2026-05-10T06:00:00Z');

describe('piggy-bank interest', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ clock });
  });
  after(() => server.close());

  it('pays daily interest from promotions once per member and day, waiting while promotions cannot pay', async () => {
    const ledger = createLedgerService({ dialect: dialectOf(server.config), clock });
    const service = createPiggyInterestService({ clock, ledger });
    const built = await buildMember(server, { balance: '10000.00' });
    const token = built.token;
    const moved = await server.post('/api/Wallet/piggy/in', {
      headers: { token, 'Idempotency-Key': randomUUID() },
      json: { amount: '10000.00' },
    });
    assert.equal(moved.httpStatus, 200, moved.body.msg);

    assert.deepEqual(await service.payDay(server.orm.em.fork(), '2026-05-09'), {
      day: '2026-05-09',
      paid: 0,
      waiting: false,
    });
    assert.equal((await runAdmin(server, ['piggy:rate', '--annual', '101'])).code, 2);
    assert.equal((await runAdmin(server, ['piggy:rate', '--annual', '3.651'])).code, 2);
    const rate = await runAdmin(server, ['piggy:rate', '--annual', '3.65']);
    assert.equal(rate.code, 0, rate.stderr);
    assert.match(rate.stdout, /3\.65 % a year/);

    const waiting = await service.payDay(server.orm.em.fork(), '2026-05-09');
    assert.deepEqual(waiting, { day: '2026-05-09', paid: 0, waiting: true });
    const funded = await runAdmin(server, [
      'pool:fund',
      '--account',
      'promotions',
      '--amount',
      '5.00',
      '--memo',
      'interest',
    ]);
    assert.equal(funded.code, 0, funded.stderr);

    const [first, second] = await Promise.all([
      service.payDay(server.orm.em.fork(), '2026-05-09'),
      service.payDay(server.orm.em.fork(), '2026-05-09'),
    ]);
    assert.equal(first!.paid + second!.paid, 1);
    assert.equal((await service.payDay(server.orm.em.fork(), '2026-05-09')).paid, 0);
    const balances = () =>
      ledger.balancesOf(server.orm.em.fork(), [
        memberAccount(built.id, 'piggy_bank'),
        platformAccount('promotions', 'INR'),
      ]);
    // 10,000.00 × 3.65 % / 365 = 1.00 a day
    assert.deepEqual(await balances(), [1_000_100n, 400n]);

    clock.advance(86_400_000);
    const stop = schedulePiggyInterest(service, server.orm.em, pino({ level: 'silent' }), 20);
    for (let i = 0; i < 100 && (await balances())[0] !== 1_000_200n; i++) await delay(20);
    await stop();
    assert.deepEqual(await balances(), [1_000_200n, 300n]);

    const piggy = await server.get('/api/Wallet/piggy', { headers: { token } });
    assert.deepEqual(piggy.body.data, {
      amount: '10002.00',
      annualRatePercent: '3.65',
      interestTotal: '2.00',
    });
    // Interest is paid into the piggy bank, not the balance: the balance details do not list it,
    // nor offer it as a filter that could only ever show nothing.
    const entries = await server.get<WalletEntries>('/api/Wallet/entries', { headers: { token } });
    assert.deepEqual(
      entries.body.data.list.map(({ type, amount }) => [type, amount]),
      [
        ['piggy_in', '-10000.00'],
        ['grant', '10000.00'],
      ],
    );
    assert.ok(!entries.body.data.types.some(({ type }) => type === 'piggy_interest'));
    await assertLedgerClean(server.orm);
  });
});

describe('piggy-bank interest after a run that waited', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ clock });
  });
  after(() => server.close());

  it('pays the members still owed once promotions is topped up, past those already paid', async () => {
    const ledger = createLedgerService({ dialect: dialectOf(server.config), clock });
    const service = createPiggyInterestService({ clock, ledger });
    const saver = async (amount: string) => {
      const built = await buildMember(server, { balance: amount });
      const moved = await server.post('/api/Wallet/piggy/in', {
        headers: { token: built.token, 'Idempotency-Key': randomUUID() },
        json: { amount },
      });
      assert.equal(moved.httpStatus, 200, moved.body.msg);
      return built.id;
    };
    // At 3.65 % a year: 10,000.00 earns 1.00 a day, 100.00 earns 0.01; the larger saver is paid first.
    const large = await saver('10000.00');
    const small = await saver('100.00');
    assert.equal((await runAdmin(server, ['piggy:rate', '--annual', '3.65'])).code, 0);
    const fund = async (amount: string) => {
      const funded = await runAdmin(server, [
        ...['pool:fund', '--account', 'promotions', '--amount', amount, '--memo', 'interest'],
      ]);
      assert.equal(funded.code, 0, funded.stderr);
    };
    const balances = () =>
      ledger.balancesOf(server.orm.em.fork(), [
        memberAccount(large, 'piggy_bank'),
        memberAccount(small, 'piggy_bank'),
        platformAccount('promotions', 'INR'),
      ]);

    // 0.50 would pay the smaller saver's 0.01, but members are paid in turn: nobody goes before
    // the larger saver, who waits, and the run stops without paying anyone.
    await fund('0.50');
    assert.deepEqual(await service.payDay(server.orm.em.fork(), '2026-05-20'), {
      day: '2026-05-20',
      paid: 0,
      waiting: true,
    });
    assert.deepEqual(await balances(), [1_000_000n, 10_000n, 50n]);

    await fund('0.50');
    assert.deepEqual(await service.payDay(server.orm.em.fork(), '2026-05-20'), {
      day: '2026-05-20',
      paid: 1,
      waiting: true,
    });
    assert.deepEqual(await balances(), [1_000_100n, 10_000n, 0n]);
    // Promotions now holds less than the larger saver's interest, which was paid already.
    await fund('0.01');
    assert.deepEqual(await service.payDay(server.orm.em.fork(), '2026-05-20'), {
      day: '2026-05-20',
      paid: 1,
      waiting: false,
    });
    assert.deepEqual(await balances(), [1_000_100n, 10_001n, 0n]);
    assert.deepEqual(await service.payDay(server.orm.em.fork(), '2026-05-20'), {
      day: '2026-05-20',
      paid: 0,
      waiting: false,
    });
    await assertLedgerClean(server.orm);
  });
});
