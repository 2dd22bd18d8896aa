import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { manualClock } from '../../platform/clock.ts';
import { runAdminCommand } from '../../test/admin.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestResponse, type TestServer } from '../../test/server.ts';
import { accountCode, memberAccount } from '../ledger/ledger-accounts.ts';
import { formatAmount, parseAmount, toBigInt } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import type {
  AdminSwapPool,
  LiquidityAnswer,
  LiquidityPosition,
  SwapAnswer,
  SwapChart,
  SwapPool,
  SwapQuote,
} from './swap.contract.ts';
import { quoteSwap } from './swap-math.ts';
import { POOL_ACCOUNTS, SHARES_ACCOUNT } from './swap-pool.ts';

const PAY = '135790';
const clock = manualClock('2026-04-01T08:00:00Z');

describe('swap', () => {
  let server: TestServer;
  let finance: string;
  before(async () => {
    server = await startTestServer({ clock, captureLogs: true });
    finance = (await signedInOperator(server, 'finance')).token;
  });
  after(() => server.close());

  const db = () => server.orm.em.fork();
  const as = (token: string, lang = 'en-us') => ({ headers: { token }, lang });
  const member = (balance = '100000.00', usdt = '1000') =>
    buildMember(server, { paymentPassword: PAY, balance, usdt });

  const admin = <T = AdminSwapPool>(path: string, json: unknown, key?: string) =>
    server.post<T>(`/api/Admin/swap${path}`, {
      headers: { 'operator-token': finance, ...(key && { 'Idempotency-Key': key }) },
      json,
      lang: 'en-us',
    });
  const seed = (inr: string, usdt: string, key = randomUUID()) =>
    admin('/seed', { inr, usdt, reason: 'open the market' }, key);
  const fundTreasury = async (inr: string, usdt: string) => {
    for (const [asset, amount] of [
      ['INR', inr],
      ['USDT', usdt],
    ] as const)
      await runAdminCommand(server, clock, 'pool:fund', [
        ...['--account', 'fx_treasury', '--asset', asset, '--amount', amount, '--memo', 'swap pool'],
      ]);
  };

  const pool_ = async (token: string) => (await server.get<SwapPool>('/api/Swap/pool', as(token))).body.data;
  const quote = (token: string, query: Record<string, string>, lang = 'en-us') =>
    server.get<SwapQuote>('/api/Swap/quote', { ...as(token, lang), query });
  const swap = (
    who: TestMember,
    body: Record<string, unknown>,
    key = randomUUID(),
    lang = 'en-us',
  ): Promise<TestResponse<SwapAnswer>> =>
    server.post<SwapAnswer>('/api/Swap/swap', {
      lang,
      headers: { token: who.token, 'Idempotency-Key': key },
      json: { paymentPassword: PAY, ...body },
    });
  const liquidity = (
    who: TestMember,
    move: 'add' | 'remove',
    body: Record<string, unknown>,
    key = randomUUID(),
  ) =>
    server.post<LiquidityAnswer>(`/api/Swap/liquidity/${move}`, {
      lang: 'en-us',
      headers: { token: who.token, 'Idempotency-Key': key },
      json: { paymentPassword: PAY, ...body },
    });
  const position = async (who: TestMember) =>
    (await server.get<LiquidityPosition>('/api/Swap/position', as(who.token))).body.data;

  /** The pool's reserves and total shares, from the ledger. */
  const reserves = async () => {
    const codes = [POOL_ACCOUNTS.INR, POOL_ACCOUNTS.USDT, SHARES_ACCOUNT].map(accountCode);
    const rows = await queryRows<{ code: string; balance: unknown }>(
      db(),
      'select code, balance from ledger_account where code in (?, ?, ?)',
      codes,
    );
    const of = (code: string) => toBigInt(rows.find((row) => row.code === code)?.balance ?? 0);
    return { inr: of(codes[0]!), usdt: of(codes[1]!), shares: -of(codes[2]!) };
  };
  const holdings = async (who: { id: number }) => {
    const codes = [
      memberAccount(who.id, 'balance'),
      memberAccount(who.id, 'usdt'),
      memberAccount(who.id, 'lp'),
    ].map(accountCode);
    const rows = await queryRows<{ code: string; balance: unknown }>(
      db(),
      'select code, balance from ledger_account where code in (?, ?, ?)',
      codes,
    );
    const of = (code: string) => toBigInt(rows.find((row) => row.code === code)?.balance ?? 0);
    return { inr: of(codes[0]!), usdt: of(codes[1]!), lp: of(codes[2]!) };
  };

  it('answers only its state before finance seeds it; the first seed sets the price and locks the minimum liquidity (audited)', async () => {
    const m = await member();
    assert.deepEqual(await pool_(m.token), {
      seeded: false,
      paused: false,
      reserveInr: '0.00',
      reserveUsdt: '0.000000',
      price: '0.000000',
      feePercent: '0.30',
      totalShares: '0.000000',
      volume24h: { inr: '0.00', usdt: '0.000000', swaps: 0 },
    });
    for (const path of ['/api/Swap/position', '/api/Swap/history', '/api/Swap/chart']) {
      const refused = await server.get(path, as(m.token));
      assert.deepEqual(
        [refused.httpStatus, refused.body.msg],
        [503, 'The swap market is not open yet, please try again later'],
        path,
      );
    }
    const notYet = await quote(m.token, { from: 'INR', amount: '100' }, 'hi-in');
    assert.deepEqual(
      [notYet.httpStatus, notYet.body.msg],
      [503, 'स्वैप बाज़ार अभी शुरू नहीं हुआ है, कृपया बाद में फिर से प्रयास करें'],
    );
    const early = await swap(m, { from: 'INR', amount: '100', minOut: '0' });
    assert.equal(early.httpStatus, 503);

    const empty = await seed('85000', '1000');
    assert.deepEqual(
      [empty.httpStatus, empty.body.msg],
      [422, 'The treasury does not hold enough INR or USDT for this seed'],
    );
    await fundTreasury('85000', '1000');
    const tiny = await seed('0.01', '0.000001');
    assert.equal(tiny.httpStatus, 422);
    assert.match(tiny.body.msg, /locks 0\.001000 shares forever/);
    assert.deepEqual(await reserves(), { inr: 0n, usdt: 0n, shares: 0n });

    const key = randomUUID();
    const seeded = await seed('85000', '1000', key);
    assert.equal(seeded.httpStatus, 200, server.logs.filter((l) => l.includes('error')).join('\n'));
    // √(8 500 000 paise × 1 000 000 000 micro-USDT) = 92 195 444; 1 000 locked forever.
    assert.deepEqual(seeded.body.data, {
      seeded: true,
      paused: false,
      reserveInr: '85000.00',
      reserveUsdt: '1000.000000',
      price: '85.000000',
      feePercent: '0.30',
      totalShares: '92.195444',
      volume24h: { inr: '0.00', usdt: '0.000000', swaps: 0 },
      feeBps: 30,
      volume7d: { inr: '0.00', usdt: '0.000000', swaps: 0 },
      providers: 0,
      lockedShares: '0.001000',
      platformShares: '92.194444',
    });
    assert.deepEqual(
      (await seed('85000', '1000', key)).body.data,
      seeded.body.data,
      'the key answers its first answer',
    );
    assert.deepEqual(await reserves(), { inr: 8_500_000n, usdt: 1_000_000_000n, shares: 92_195_444n });
    const [action] = await queryRows<{ actor: string; reason: string; detail: string }>(
      db(),
      "select actor, reason, detail from operator_action where action = 'swap_seed'",
    );
    assert.match(action!.actor, /^operator:finance/);
    assert.equal(action!.reason, 'open the market');
    assert.deepEqual(JSON.parse(action!.detail), {
      inr: '85000.00',
      usdt: '1000.000000',
      shares: '92.195444',
      first: true,
      entryId: (JSON.parse(action!.detail) as { entryId: number }).entryId,
    });
    await assertLedgerClean(server.orm);
  });

  it("quotes against the reserves, rounded in the pool's favour, and refuses what it cannot do", async () => {
    const m = await member();
    const q = await quote(m.token, { from: 'INR', amount: '850' });
    assert.equal(q.httpStatus, 200, q.body.msg);
    // out = ⌊85 000 × 9 970 × 10⁹ / (8 500 000 × 10⁴ + 85 000 × 9 970)⌋ = 9 871 580.
    assert.deepEqual(q.body.data, {
      from: 'INR',
      to: 'USDT',
      amountIn: '850.00',
      amountOut: '9.871580',
      fee: '2.55',
      price: '86.105770',
      poolPrice: '85.000000',
      priceImpactPercent: '1.29',
      highImpact: false,
      slippagePercent: '0.50',
      minReceived: '9.822222',
    });
    const back = await quote(m.token, { from: 'USDT', amount: '10', slippage: '1' });
    assert.deepEqual(
      [back.body.data.amountOut, back.body.data.fee, back.body.data.price, back.body.data.minReceived],
      ['839.08', '0.030000', '83.908000', '830.68'],
    );
    const big = await quote(m.token, { from: 'INR', amount: '20000' });
    assert.equal(big.body.data.highImpact, true);
    const tooSmall = await quote(m.token, { from: 'USDT', amount: '0.000001' });
    assert.deepEqual([tooSmall.httpStatus, tooSmall.body.msg], [422, 'The amount is too small to swap']);
    for (const [query, msg] of [
      [{ from: 'EUR', amount: '1' }, 'Please choose INR or USDT'],
      [{ from: 'INR', amount: '1.001' }, 'An amount in INR takes at most 2 decimal places'],
      [
        { from: 'INR', amount: '1', slippage: '0' },
        'The slippage tolerance must be a percent from 0.01 to 50 with at most 2 decimals',
      ],
      [
        { from: 'INR', amount: '1', slippage: '50.01' },
        'The slippage tolerance must be a percent from 0.01 to 50 with at most 2 decimals',
      ],
    ] as const) {
      const refused = await quote(m.token, query);
      assert.equal(refused.body.msg, msg, JSON.stringify(query));
    }
    const zh = await quote(m.token, { from: 'INR', amount: '1', slippage: 'x' }, 'zh-cn');
    assert.equal(zh.body.msg, '滑点容差须为 0.01 至 50 的百分比，最多 2 位小数');
  });

  it('swaps at the pool, refuses a price that moved below the minimum with nothing moved, and answers a key once', async () => {
    const m = await member('2000.00', '10');
    const q = await quote(m.token, { from: 'INR', amount: '850' });
    const before = { pool: await reserves(), member: await holdings(m) };

    // The minimum one micro-USDT above what the pool gives: refused, nothing moved.
    const tooMuch = (BigInt(q.body.data.amountOut.replace('.', '')) + 1n).toString().padStart(7, '0');
    const moved = await swap(m, {
      from: 'INR',
      amount: '850',
      minOut: `${tooMuch.slice(0, -6)}.${tooMuch.slice(-6)}`,
    });
    assert.equal(moved.httpStatus, 409);
    assert.deepEqual(moved.body.data, { code: 'price_moved', amountOut: q.body.data.amountOut });
    assert.equal(
      moved.body.msg,
      'The price has moved and you would receive less than your minimum, please check the new quote',
    );
    assert.deepEqual({ pool: await reserves(), member: await holdings(m) }, before);

    const wrong = await swap(m, { from: 'INR', amount: '850', minOut: '0', paymentPassword: '000000' });
    assert.equal(wrong.body.msg, 'The payment password is wrong');
    const short = await swap(m, { from: 'INR', amount: '2000.01', minOut: '0' });
    assert.deepEqual([short.httpStatus, short.body.msg], [422, 'Insufficient balance']);
    assert.deepEqual({ pool: await reserves(), member: await holdings(m) }, before);

    const key = randomUUID();
    const done = await swap(m, { from: 'INR', amount: '850', minOut: q.body.data.minReceived }, key);
    assert.equal(done.httpStatus, 200, done.body.msg);
    assert.deepEqual(
      { ...done.body.data.swap, id: 0, createdAt: '' },
      {
        id: 0,
        from: 'INR',
        to: 'USDT',
        amountIn: '850.00',
        amountOut: q.body.data.amountOut,
        fee: '2.55',
        price: q.body.data.price,
        createdAt: '',
      },
    );
    assert.deepEqual([done.body.data.summary.balance, done.body.data.summary.usdt], ['1150.00', '19.871580']);
    const again = await swap(m, { from: 'INR', amount: '850', minOut: q.body.data.minReceived }, key);
    assert.deepEqual(again.body.data, done.body.data, 'the key answers its first answer');
    const reused = await swap(m, { from: 'INR', amount: '851', minOut: '0' }, key);
    assert.equal(reused.httpStatus, 409);
    const after = await reserves();
    assert.deepEqual(after, {
      ...before.pool,
      inr: before.pool.inr + 85_000n,
      usdt: before.pool.usdt - 9_871_580n,
    });
    assert.ok(after.inr * after.usdt >= before.pool.inr * before.pool.usdt, 'k never decreases');

    // Back again: USDT in, INR out, at the new reserves.
    const back = await swap(m, { from: 'USDT', amount: '9.871580', minOut: '0' });
    assert.equal(back.httpStatus, 200, back.body.msg);
    assert.ok(
      parseAmount(back.body.data.swap.amountOut, 'INR') < 85_000n,
      'a round trip never pays back more than went in',
    );

    const history = await server.get<{ list: SwapAnswer['swap'][]; total: number }>('/api/Swap/history', {
      ...as(m.token),
      query: { kind: 'swap' },
    });
    assert.equal(history.body.data.total, 2);
    assert.deepEqual(
      history.body.data.list.map((s) => [s.from, s.amountIn]),
      [
        ['USDT', '9.871580'],
        ['INR', '850.00'],
      ],
    );
    const stranger = await member();
    const theirs = await server.get<{ list: unknown[]; total: number }>(
      '/api/Swap/history',
      as(stranger.token),
    );
    assert.deepEqual(theirs.body.data, { list: [], total: 0 }, "no one sees another member's swaps");
    await assertLedgerClean(server.orm);
  });

  it('decides 100 swaps sent at once, in both directions, one after another against the reserves: reserves = before + Σ in − Σ out, k never decreases', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => member('50000.00', '500')));
    const before = await reserves();
    const [row] = await queryRows<{ fee_bps: number }>(db(), 'select fee_bps from swap_pool');
    const feeBps = Number(row!.fee_bps);
    const sent = Array.from({ length: 100 }, (_, i) => {
      const who = members[i % members.length]!;
      const body =
        i % 2 === 0
          ? { from: 'INR', amount: `${100 + i}.${String(i).padStart(2, '0')}` }
          : {
              from: 'USDT',
              amount: `${1 + (i % 7)}.${String(i * 7919)
                .padStart(6, '0')
                .slice(-6)}`,
            };
      return { who, body };
    });
    const answers = await Promise.all(sent.map(({ who, body }) => swap(who, { ...body, minOut: '0' })));
    for (const answer of answers) assert.equal(answer.httpStatus, 200, answer.body.msg);

    // Replayed one after another in the order they were written, each answer is what the pool
    // gave at the reserves the ones before it left: no two swaps saw the same reserves.
    const done = answers.map((answer) => answer.body.data.swap).sort((a, b) => a.id - b.id);
    const pool = { INR: before.inr, USDT: before.usdt };
    for (const s of done) {
      const to = s.to as 'INR' | 'USDT';
      const amountIn = parseAmount(s.amountIn, s.from);
      const quoted = quoteSwap(amountIn, pool[s.from], pool[to], feeBps);
      assert.ok('amountOut' in quoted);
      assert.equal(s.amountOut, formatAmount(quoted.amountOut, to), `swap #${s.id}`);
      const k = pool.INR * pool.USDT;
      pool[s.from] += amountIn;
      pool[to] -= quoted.amountOut;
      assert.ok(pool.INR * pool.USDT >= k, 'k never decreases');
    }
    const sum = (from: string, field: 'amountIn' | 'amountOut', asset: 'INR' | 'USDT') =>
      done.filter((s) => s.from === from).reduce((total, s) => total + parseAmount(s[field], asset), 0n);
    const after = await reserves();
    assert.deepEqual(after, {
      inr: before.inr + sum('INR', 'amountIn', 'INR') - sum('USDT', 'amountOut', 'INR'),
      usdt: before.usdt + sum('USDT', 'amountIn', 'USDT') - sum('INR', 'amountOut', 'USDT'),
      shares: before.shares,
    });
    assert.deepEqual(after, { inr: pool.INR, usdt: pool.USDT, shares: before.shares });
    assert.ok(after.inr * after.usdt >= before.inr * before.usdt);
    const volume = (await pool_(members[0]!.token)).volume24h;
    assert.ok(volume.swaps >= 100);
    await assertLedgerClean(server.orm);
  });

  it("adds liquidity at the pool's ratio (the rest stays with the member) and removes it for no more than went in plus the fees earned", async () => {
    const lp = await member('10000.00', '200');
    const start = await holdings(lp);
    const offered = { inr: '1000.00', usdt: '100.000000' };
    const q = await server.get<{ inr: string; usdt: string; shares: string }>('/api/Swap/liquidity/quote', {
      ...as(lp.token),
      query: offered,
    });
    assert.equal(q.httpStatus, 200, q.body.msg);
    assert.equal(q.body.data.inr, '1000.00', 'all the INR: the USDT it matches is less than offered');
    const atAdd = await reserves();
    const key = randomUUID();
    const added = await liquidity(lp, 'add', offered, key);
    assert.equal(added.httpStatus, 200, added.body.msg);
    assert.deepEqual(
      [
        added.body.data.move.kind,
        added.body.data.move.inr,
        added.body.data.move.usdt,
        added.body.data.move.shares,
      ],
      ['add', q.body.data.inr, q.body.data.usdt, q.body.data.shares],
    );
    assert.deepEqual(
      (await liquidity(lp, 'add', offered, key)).body.data,
      added.body.data,
      'the key answers once',
    );
    const afterAdd = await holdings(lp);
    assert.deepEqual(afterAdd, {
      inr: start.inr - parseAmount(q.body.data.inr, 'INR'),
      usdt: start.usdt - parseAmount(q.body.data.usdt, 'USDT'),
      lp: parseAmount(q.body.data.shares, 'LP'),
    });
    assert.deepEqual(await position(lp), added.body.data.position);
    assert.ok(parseAmount(added.body.data.position.inr, 'INR') <= parseAmount(q.body.data.inr, 'INR'));
    assert.equal(added.body.data.position.earnedInr, '0.00');

    // Others swap both ways: the fees stay in the pool, and the provider's shares earn a part.
    const trader = await member('100000.00', '1000');
    for (let i = 0; i < 10; i++) {
      const done = await swap(
        trader,
        i % 2 ? { from: 'USDT', amount: '20', minOut: '0' } : { from: 'INR', amount: '1700', minOut: '0' },
      );
      assert.equal(done.httpStatus, 200, done.body.msg);
    }
    const earned = await position(lp);
    assert.ok(
      parseAmount(earned.earnedInr, 'INR') > 0n && parseAmount(earned.earnedUsdt, 'USDT') > 0n,
      JSON.stringify(earned),
    );

    const tooMany = await liquidity(lp, 'remove', { shares: formatAmount(afterAdd.lp + 1n, 'LP') });
    assert.deepEqual([tooMany.httpStatus, tooMany.body.msg], [422, 'You do not hold that many shares']);
    const dust = await liquidity(lp, 'remove', { shares: '0.000001' });
    assert.deepEqual(
      [dust.httpStatus, dust.body.msg],
      [422, 'Too few shares to take anything out of the pool'],
    );

    const pool = await reserves();
    const removed = await liquidity(lp, 'remove', { shares: formatAmount(afterAdd.lp, 'LP') });
    assert.equal(removed.httpStatus, 200, removed.body.msg);
    const out = {
      inr: parseAmount(removed.body.data.move.inr, 'INR'),
      usdt: parseAmount(removed.body.data.move.usdt, 'USDT'),
    };
    assert.deepEqual(out, {
      inr: (afterAdd.lp * pool.inr) / pool.shares,
      usdt: (afterAdd.lp * pool.usdt) / pool.shares,
    });
    // In the pool's invariant (inr·usdt), what came out is at most what went in grown by what a
    // share gained while it was in (the fees): never more.
    const put = { inr: parseAmount(q.body.data.inr, 'INR'), usdt: parseAmount(q.body.data.usdt, 'USDT') };
    const grown = (r: { inr: bigint; usdt: bigint; shares: bigint }) => [r.inr * r.usdt, r.shares * r.shares];
    const [kAdd, sAdd] = grown(atAdd);
    const [kOut, sOut] = grown(pool);
    assert.ok(kOut! * sAdd! >= kAdd! * sOut!, 'a share gained from the fees');
    assert.ok(
      out.inr * out.usdt * kAdd! * sOut! <= put.inr * put.usdt * kOut! * sAdd!,
      'no more than went in plus the fees',
    );
    assert.deepEqual(await holdings(lp), {
      inr: afterAdd.inr + out.inr,
      usdt: afterAdd.usdt + out.usdt,
      lp: 0n,
    });
    assert.equal(removed.body.data.position.shares, '0.000000');
    assert.equal(removed.body.data.position.earnedInr, earned.earnedInr, 'what the shares earned is kept');

    // Straight in and out again, no swap between: never more of either asset than went in.
    const again = await liquidity(lp, 'add', { inr: '500', usdt: '50' });
    const back = await liquidity(lp, 'remove', { shares: again.body.data.move.shares });
    assert.ok(parseAmount(back.body.data.move.inr, 'INR') <= parseAmount(again.body.data.move.inr, 'INR'));
    assert.ok(
      parseAmount(back.body.data.move.usdt, 'USDT') <= parseAmount(again.body.data.move.usdt, 'USDT'),
    );

    const moves = await server.get<{ list: { kind: string }[]; total: number }>('/api/Swap/history', {
      ...as(lp.token),
      query: { kind: 'liquidity' },
    });
    assert.deepEqual(
      moves.body.data.list.map((m) => m.kind),
      ['remove', 'add', 'remove', 'add'],
    );
    const stranger = await member();
    assert.deepEqual((await position(stranger)).shares, '0.000000', "no one sees another member's shares");
    const someone = await liquidity(lp, 'add', { inr: '100', usdt: '10' });
    const heldBefore = { pool: await reserves(), lp: await holdings(lp), stranger: await holdings(stranger) };
    const taken = await liquidity(stranger, 'remove', { shares: someone.body.data.move.shares });
    assert.deepEqual([taken.httpStatus, taken.body.msg], [422, 'You do not hold that many shares']);
    assert.deepEqual(
      { pool: await reserves(), lp: await holdings(lp), stranger: await holdings(stranger) },
      heldBefore,
      "no one takes out another member's shares",
    );
    await assertLedgerClean(server.orm);
  });

  it('refuses a liquidity add below `minShares` and a removal below `minInr` or `minUsdt` (the price moved), with nothing moved, and takes a fitting one', async () => {
    const lp = await member('10000.00', '200');
    const asked = { inr: '850.00', usdt: '20.000000' };
    const q = await server.get<{ inr: string; usdt: string; shares: string }>('/api/Swap/liquidity/quote', {
      ...as(lp.token),
      query: asked,
    });
    assert.equal(q.httpStatus, 200, q.body.msg);
    const quoted = parseAmount(q.body.data.shares, 'LP');
    const state = async () => ({ pool: await reserves(), lp: await holdings(lp) });

    // One share unit more than the pool gives: refused, nothing moved.
    const before = await state();
    const tooMany = await liquidity(lp, 'add', { ...asked, minShares: formatAmount(quoted + 1n, 'LP') });
    assert.equal(tooMany.httpStatus, 409);
    assert.equal(
      tooMany.body.msg,
      "The pool's price has moved and you would get less than your minimum. Nothing has moved; please check the new amounts",
    );
    assert.deepEqual(tooMany.body.data, { code: 'price_moved', ...q.body.data });
    assert.deepEqual(await state(), before, 'a refused add moves nothing');

    // Exactly what the quote gives: taken.
    const added = await liquidity(lp, 'add', { ...asked, minShares: q.body.data.shares });
    assert.equal(added.httpStatus, 200, added.body.msg);
    assert.deepEqual(
      [added.body.data.move.inr, added.body.data.move.usdt, added.body.data.move.shares],
      [q.body.data.inr, q.body.data.usdt, q.body.data.shares],
    );
    assert.equal((await holdings(lp)).lp, before.lp.lp + quoted);

    // A removal's minimums: what the shares take out at the reserves, rounded down.
    const shares = quoted;
    const payout = async () => {
      const pool = await reserves();
      return { inr: (shares * pool.inr) / pool.shares, usdt: (shares * pool.usdt) / pool.shares };
    };
    const out = await payout();
    const remove = (least: { minInr?: bigint; minUsdt?: bigint }, lang = 'en-us') =>
      server.post<LiquidityAnswer>('/api/Swap/liquidity/remove', {
        lang,
        headers: { token: lp.token, 'Idempotency-Key': randomUUID() },
        json: {
          paymentPassword: PAY,
          shares: formatAmount(shares, 'LP'),
          ...(least.minInr !== undefined && { minInr: formatAmount(least.minInr, 'INR') }),
          ...(least.minUsdt !== undefined && { minUsdt: formatAmount(least.minUsdt, 'USDT') }),
        },
      });
    const held = await state();
    const tooMuchInr = await remove({ minInr: out.inr + 1n, minUsdt: out.usdt }, 'hi-in');
    assert.equal(tooMuchInr.httpStatus, 409);
    assert.equal(
      tooMuchInr.body.msg,
      'पूल की कीमत बदल गई है और आपको अपनी न्यूनतम राशि से कम मिलेगा। कुछ भी नहीं बदला गया है; कृपया नई राशियाँ देखें',
    );
    assert.deepEqual(tooMuchInr.body.data, {
      code: 'price_moved',
      inr: formatAmount(out.inr, 'INR'),
      usdt: formatAmount(out.usdt, 'USDT'),
      shares: formatAmount(shares, 'LP'),
    });
    const tooMuchUsdt = await remove({ minUsdt: out.usdt + 1n });
    assert.equal(tooMuchUsdt.httpStatus, 409);
    assert.deepEqual(await state(), held, 'a refused removal moves nothing');

    // The price moves under the member's estimate: rupees in, USDT out, so the shares' USDT falls.
    const trader = await member('100000.00', '1000');
    const swapped = await swap(trader, { from: 'INR', amount: '1700', minOut: '0' });
    assert.equal(swapped.httpStatus, 200, swapped.body.msg);
    const moved = await payout();
    assert.ok(moved.usdt < out.usdt);
    const beforeStale = await state();
    const stale = await remove({ minInr: out.inr, minUsdt: out.usdt });
    assert.equal(stale.httpStatus, 409);
    assert.deepEqual(
      stale.body.data,
      {
        code: 'price_moved',
        inr: formatAmount(moved.inr, 'INR'),
        usdt: formatAmount(moved.usdt, 'USDT'),
        shares: formatAmount(shares, 'LP'),
      },
      'the refusal says what the shares would take out now',
    );
    assert.deepEqual(await state(), beforeStale, 'a refused removal moves nothing');

    // Minimums the pool meets: taken, paying what they said or more.
    const fitting = await remove({ minInr: moved.inr, minUsdt: moved.usdt });
    assert.equal(fitting.httpStatus, 200, fitting.body.msg);
    assert.deepEqual(
      [fitting.body.data.move.inr, fitting.body.data.move.usdt],
      [formatAmount(moved.inr, 'INR'), formatAmount(moved.usdt, 'USDT')],
    );
    assert.deepEqual(await holdings(lp), {
      inr: held.lp.inr + moved.inr,
      usdt: held.lp.usdt + moved.usdt,
      lp: held.lp.lp - shares,
    });
    assert.deepEqual((await reserves()).shares, beforeStale.pool.shares - shares);
    await assertLedgerClean(server.orm);
  });

  it('takes liquidity moves between swaps sent at once without a deadlock: the pool holds what every answer says, and a share never loses value', async () => {
    const traders = await Promise.all(Array.from({ length: 10 }, () => member('50000.00', '500')));
    const providers = await Promise.all(Array.from({ length: 6 }, () => member('50000.00', '500')));
    // Half the providers are in the pool already and leave while the others join.
    const joined = await Promise.all(
      providers.slice(0, 3).map((p) => liquidity(p, 'add', { inr: '2000', usdt: '30' })),
    );
    for (const answer of joined) assert.equal(answer.httpStatus, 200, answer.body.msg);
    const before = await reserves();
    const swaps = traders.flatMap((t, i) =>
      Array.from({ length: 5 }, (_, j) =>
        swap(
          t,
          (i + j) % 2
            ? { from: 'USDT', amount: `${2 + j}.5`, minOut: '0' }
            : { from: 'INR', amount: `${300 + 10 * j}`, minOut: '0' },
        ),
      ),
    );
    const moves = [
      ...providers
        .slice(0, 3)
        .map((p, i) => liquidity(p, 'remove', { shares: joined[i]!.body.data.move.shares })),
      ...providers.slice(3).map((p) => liquidity(p, 'add', { inr: '1500', usdt: '40' })),
    ];
    const [swapped, moved] = await Promise.all([Promise.all(swaps), Promise.all(moves)]);
    for (const answer of [...swapped, ...moved]) assert.equal(answer.httpStatus, 200, answer.body.msg);

    const delta = { inr: 0n, usdt: 0n, shares: 0n };
    for (const { body } of swapped) {
      const { from, to, amountIn, amountOut } = body.data.swap;
      const sign = (asset: string) => (asset === 'INR' ? 'inr' : 'usdt') as 'inr' | 'usdt';
      delta[sign(from)] += parseAmount(amountIn, from);
      delta[sign(to)] -= parseAmount(amountOut, to);
    }
    for (const { body } of moved) {
      const sign = body.data.move.kind === 'add' ? 1n : -1n;
      delta.inr += sign * parseAmount(body.data.move.inr, 'INR');
      delta.usdt += sign * parseAmount(body.data.move.usdt, 'USDT');
      delta.shares += sign * parseAmount(body.data.move.shares, 'LP');
    }
    const after = await reserves();
    assert.deepEqual(after, {
      inr: before.inr + delta.inr,
      usdt: before.usdt + delta.usdt,
      shares: before.shares + delta.shares,
    });
    assert.ok(
      after.inr * after.usdt * before.shares * before.shares >=
        before.inr * before.usdt * after.shares * after.shares,
      "a share's part of k never decreases",
    );
    for (const p of providers.slice(0, 3)) assert.equal((await holdings(p)).lp, 0n);
    await assertLedgerClean(server.orm);
  });

  it("pauses for finance: quotes, swaps and adds refused in the member's language, removals go on; the fee applies from the next swap (all audited)", async () => {
    const lp = await member('5000.00', '100');
    const added = await liquidity(lp, 'add', { inr: '850', usdt: '10' });
    assert.equal(added.httpStatus, 200, added.body.msg);

    const noReason = await admin('/pause', { paused: true });
    assert.equal(noReason.httpStatus, 400);
    const paused = await admin('/pause', { paused: true, reason: 'maintenance' });
    assert.equal(paused.httpStatus, 200, paused.body.msg);
    assert.equal(paused.body.data.paused, true);
    const reserved = await reserves();
    const hi = await quote(lp.token, { from: 'INR', amount: '10' }, 'hi-in');
    assert.deepEqual(
      [hi.httpStatus, hi.body.msg],
      [409, 'स्वैप बाज़ार अभी रुका हुआ है, कृपया बाद में फिर से प्रयास करें'],
    );
    const refused = await swap(lp, { from: 'INR', amount: '10', minOut: '0' }, randomUUID(), 'zh-cn');
    assert.deepEqual([refused.httpStatus, refused.body.msg], [409, '兑换市场暂停中，请稍后再试']);
    const noAdd = await liquidity(lp, 'add', { inr: '10', usdt: '1' });
    assert.deepEqual(
      [noAdd.httpStatus, noAdd.body.msg],
      [409, 'The swap market is paused for now, please try again later'],
    );
    assert.deepEqual(await reserves(), reserved);
    const left = await liquidity(lp, 'remove', { shares: added.body.data.move.shares });
    assert.equal(left.httpStatus, 200, 'a member can always leave');

    for (const [feePercent, msg] of [
      ['10.01', 'The fee must be a percent from 0 to 10 with at most 2 decimals'],
      ['0.001', 'The fee must be a percent from 0 to 10 with at most 2 decimals'],
      ['-1', 'The fee must be a percent from 0 to 10 with at most 2 decimals'],
    ] as const) {
      const bad = await admin('/settings', { feePercent, reason: 'x' });
      assert.deepEqual([bad.httpStatus, bad.body.msg], [422, msg], feePercent);
    }
    const fee = await admin('/settings', { feePercent: '1', reason: 'busy market' });
    assert.deepEqual([fee.body.data.feeBps, fee.body.data.feePercent], [100, '1.00']);
    const opened = await admin('/pause', { paused: '0', reason: 'done' });
    assert.equal(opened.body.data.paused, false);
    const q = await quote(lp.token, { from: 'USDT', amount: '10' });
    assert.equal(q.body.data.fee, '0.100000');
    const actions = await queryRows<{ action: string; reason: string }>(
      db(),
      "select action, reason from operator_action where action in ('swap_pause', 'swap_resume', 'swap_fee_set') order by id",
    );
    assert.deepEqual(
      actions.map((a) => [a.action, a.reason]),
      [
        ['swap_pause', 'maintenance'],
        ['swap_fee_set', 'busy market'],
        ['swap_resume', 'done'],
      ],
    );
    assert.equal(
      (await admin('/settings', { feePercent: '0.3', reason: 'back to normal' })).body.data.feeBps,
      30,
    );
    const support = await signedInOperator(server, 'support');
    const notFinance = await server.post('/api/Admin/swap/pause', {
      headers: { 'operator-token': support.token },
      json: { paused: true, reason: 'x' },
    });
    assert.equal(notFinance.httpStatus, 403);
    await assertLedgerClean(server.orm);
  });

  it("refuses bad input in the member's language, moving nothing", async () => {
    const m = await member('100.00', '10');
    const before = { pool: await reserves(), member: await holdings(m) };
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['/api/Swap/swap', { from: 'EUR', amount: '1', minOut: '0' }, 422, 'Please choose INR or USDT'],
      [
        '/api/Swap/swap',
        { from: 'INR', amount: '1.001', minOut: '0' },
        422,
        'An amount in INR takes at most 2 decimal places',
      ],
      ['/api/Swap/swap', { from: 'INR', amount: '-1', minOut: '0' }, 422, 'Please enter a valid amount'],
      [
        '/api/Swap/swap',
        { from: 'INR', amount: '1', minOut: '0.0000001' },
        422,
        'The minimum to receive must be an amount of the asset you receive',
      ],
      [
        '/api/Swap/swap',
        { from: 'USDT', amount: '1', minOut: '0.001' },
        422,
        'The minimum to receive must be an amount of the asset you receive',
      ],
      [
        '/api/Swap/swap',
        { from: 'INR', amount: '1', minOut: '0', paymentPassword: '12' },
        422,
        'The payment password is 6 digits',
      ],
      [
        '/api/Swap/liquidity/remove',
        { shares: '1.0000001' },
        422,
        'An amount in LP takes at most 6 decimal places',
      ],
      ['/api/Swap/liquidity/add', { inr: '1', usdt: 'x' }, 422, 'Please enter a valid amount'],
      [
        '/api/Swap/liquidity/add',
        { inr: '1', usdt: '1', minShares: '0.0000001' },
        422,
        'The minimum shares must be a number of shares with at most 6 decimals',
      ],
      [
        '/api/Swap/liquidity/remove',
        { shares: '1', minInr: '0.001' },
        422,
        'The minimum to receive must be an amount of the asset you receive',
      ],
      [
        '/api/Swap/liquidity/remove',
        { shares: '1', minUsdt: '-1' },
        422,
        'The minimum to receive must be an amount of the asset you receive',
      ],
    ];
    for (const [path, body, status, msg] of cases) {
      const answer = await server.post(path, {
        lang: 'en-us',
        headers: { token: m.token, 'Idempotency-Key': randomUUID() },
        json: { paymentPassword: PAY, ...body },
      });
      assert.deepEqual(
        [answer.httpStatus, answer.body.msg],
        [status, msg],
        `${path} ${JSON.stringify(body)}`,
      );
    }
    const noKey = await server.post('/api/Swap/swap', {
      ...as(m.token),
      json: { from: 'INR', amount: '1', minOut: '0', paymentPassword: PAY },
    });
    assert.equal(noKey.httpStatus, 400);
    for (const [path, query, msg] of [
      ['/api/Swap/history', { kind: 'all' }, 'Please choose swaps or liquidity'],
      ['/api/Swap/chart', { range: '2D' }, 'Please choose 1D, 1W or 1M'],
    ] as const) {
      const answer = await server.get(path, { ...as(m.token), query });
      assert.equal(answer.body.msg, msg, path);
    }
    const hindi = await server.get('/api/Swap/chart', { ...as(m.token, 'hi-in'), query: { range: '2D' } });
    assert.equal(hindi.body.msg, 'कृपया 1D, 1W या 1M चुनें');
    assert.deepEqual({ pool: await reserves(), member: await holdings(m) }, before);
  });

  it('charts the price by hour and by day, carried over quiet hours, and counts the volume of the last 24 hours', async () => {
    const m = await member('100000.00', '1000');
    const price = async () => (await pool_(m.token)).price;
    clock.advance(3 * 3_600_000);
    assert.equal((await swap(m, { from: 'INR', amount: '5000', minOut: '0' })).httpStatus, 200);
    const afterFirst = await price();
    clock.advance(2 * 3_600_000);
    assert.equal((await swap(m, { from: 'USDT', amount: '30', minOut: '0' })).httpStatus, 200);
    const now = await price();
    const day = await server.get<SwapChart>('/api/Swap/chart', as(m.token));
    assert.equal(day.body.data.range, '1D');
    // One point an hour, from the hour the pool was seeded (08:00) to this one (13:00).
    const points = day.body.data.points;
    assert.deepEqual(
      points.map((point) => point.at),
      Array.from({ length: 6 }, (_, i) =>
        new Date(Date.parse('2026-04-01T08:00:00Z') + i * 3_600_000).toISOString(),
      ),
    );
    assert.equal(points.at(-1)!.price, now);
    assert.equal(points.at(-2)!.price, afterFirst, 'an hour without a swap carries the price');
    assert.equal(points.at(-3)!.price, afterFirst);
    assert.equal(new Date(points.at(-1)!.at).getTime() % 3_600_000, 0);
    const week = await server.get<SwapChart>('/api/Swap/chart', { ...as(m.token), query: { range: '1W' } });
    assert.ok(week.body.data.points.length >= 1 && week.body.data.points.length <= 7);
    assert.equal(week.body.data.points.at(-1)!.price, now);
    const month = await server.get<SwapChart>('/api/Swap/chart', { ...as(m.token), query: { range: '1M' } });
    assert.equal(month.body.data.points.at(-1)!.price, now);

    const volume = (await pool_(m.token)).volume24h;
    clock.advance(24 * 3_600_000);
    const later = (await pool_(m.token)).volume24h;
    assert.ok(volume.swaps > 0);
    assert.deepEqual(later, { inr: '0.00', usdt: '0.000000', swaps: 0 }, 'a day later the volume is gone');
    // A day on, the operator signs in again.
    finance = (await signedInOperator(server, 'finance')).token;
    const state = await server.get<AdminSwapPool>('/api/Admin/swap', {
      headers: { 'operator-token': finance },
    });
    assert.ok(state.body.data.volume7d.swaps >= volume.swaps);
    assert.ok(state.body.data.providers >= 0);
  });
});
