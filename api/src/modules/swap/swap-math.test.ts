import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { seededRandom, seedFrom } from '../../test/random.ts';
import {
  addLiquidity,
  amountOut,
  earnedSince,
  feeGrowthOf,
  firstSeedShares,
  isqrt,
  minReceived,
  parsePercentBps,
  percentOfBps,
  priceImpactBps,
  priceMicro,
  quoteSwap,
  removeLiquidity,
  swapFee,
  type Reserves,
} from './swap-math.ts';

// ₹85,000 and 1,000 USDT: paise and micro-USDT.
const POOL: Reserves = { inr: 8_500_000n, usdt: 1_000_000_000n };

describe('swap math', () => {
  it('takes exact integer square roots', () => {
    for (const [n, root] of [
      [0n, 0n],
      [1n, 1n],
      [3n, 1n],
      [4n, 2n],
      [99n, 9n],
      [100n, 10n],
      [8_500_000_000_000_000n, 92_195_444n],
      [10n ** 30n, 10n ** 15n],
      [10n ** 30n - 1n, 10n ** 15n - 1n],
    ] as const)
      assert.equal(isqrt(n), root, String(n));
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 160n }), (n) => {
        const root = isqrt(n);
        return root * root <= n && (root + 1n) * (root + 1n) > n;
      }),
      { numRuns: 2000 },
    );
    assert.throws(() => isqrt(-1n), RangeError);
  });

  it('quotes swaps as computed by hand', () => {
    // 850 INR in at 0.30 %: ⌊85 000 × 9 970 × 10⁹ / (8 500 000 × 10⁴ + 85 000 × 9 970)⌋
    // = ⌊847 450 000 000 000 000 / 85 847 450 000⌋ = 9 871 580 micro-USDT; fee ⌈85 000 × 30 / 10⁴⌉ = 255 paise.
    assert.deepEqual(quoteSwap(85_000n, POOL.inr, POOL.usdt, 30), { amountOut: 9_871_580n, fee: 255n });
    // 10 USDT in: ⌊10⁷ × 9 970 × 8 500 000 / (10⁹ × 10⁴ + 10⁷ × 9 970)⌋ = ⌊8.4745 × 10¹⁷ / 1.00997 × 10¹³⌋ = 83 908 paise.
    assert.deepEqual(quoteSwap(10_000_000n, POOL.usdt, POOL.inr, 30), { amountOut: 83_908n, fee: 30_000n });
    // Without a fee the same as x·y = k: 1 000 000 × 100 / (1 000 000 + 100) → 99.99 → 99.
    assert.equal(amountOut(100n, 1_000_000n, 1_000_000n, 0), 99n);
    // One paisa buys ⌊9 970 × 10⁹ / (85 × 10⁹ + 9 970)⌋ = 117 micro-USDT.
    assert.deepEqual(quoteSwap(1n, POOL.inr, POOL.usdt, 30), { amountOut: 117n, fee: 1n });
    // One micro-USDT buys nothing: refused, never a zero swap.
    assert.deepEqual(quoteSwap(1n, POOL.usdt, POOL.inr, 30), { refusal: 'tooSmall' });
    assert.deepEqual(quoteSwap(0n, POOL.usdt, POOL.inr, 30), { refusal: 'tooSmall' });
    // The whole other reserve is never given: at most all but a unit of it, and only for a fortune.
    const huge = quoteSwap(10n ** 15n, 1n, 1_000n, 0);
    assert.ok('amountOut' in huge && huge.amountOut < 1_000n);
    assert.deepEqual(quoteSwap(10n ** 15n, 1n, 1n, 0), { refusal: 'tooSmall' });
  });

  it('prices in INR per USDT with 6 decimals and measures the price impact fee included', () => {
    assert.equal(priceMicro(POOL.inr, POOL.usdt), 85_000_000n);
    assert.equal(priceMicro(8_333n, 1_000_000n), 83_330_000n);
    assert.equal(priceMicro(1n, 3n), 3_333_333_333n);
    assert.equal(priceMicro(1n, 0n), 0n);
    // 850 INR for 9.871580 USDT: 86.105770 INR per USDT, 1.29 % worse than 85.
    assert.equal(priceMicro(85_000n, 9_871_580n), 86_105_770n);
    assert.equal(priceImpactBps(85_000n, 9_871_580n, POOL.inr, POOL.usdt), 129n);
    assert.equal(priceImpactBps(100n, 99n, 1_000_000n, 1_000_000n), 100n);
    assert.equal(priceImpactBps(100n, 100n, 1_000_000n, 1_000_000n), 0n);
    assert.equal(minReceived(9_871_580n, 50), 9_822_222n);
    assert.equal(minReceived(1n, 50), 0n);
    assert.deepEqual(
      [percentOfBps(30), percentOfBps(5), percentOfBps(12_345n), percentOfBps(0)],
      ['0.30', '0.05', '123.45', '0.00'],
    );
    assert.deepEqual(
      ['0.5', '10', '0.25', ' 1 ', '0.001', '-1', '1e2', '', '.5', '1000'].map(parsePercentBps),
      [50, 1_000, 25, 100, undefined, undefined, undefined, undefined, undefined, undefined],
    );
  });

  it('issues shares as Uniswap v2 does: √(x·y) at the first seed with the minimum locked, then the smaller part', () => {
    assert.deepEqual(firstSeedShares(POOL.inr, POOL.usdt), {
      total: 92_195_444n,
      locked: 1_000n,
      owned: 92_194_444n,
    });
    assert.equal(firstSeedShares(1_000n, 1_000n), undefined, 'exactly the minimum leaves nothing');
    assert.deepEqual(firstSeedShares(1_001n, 1_001n), { total: 1_001n, locked: 1_000n, owned: 1n });
    const S = 92_195_444n;
    // ₹1,000 and 20 USDT: the pool's ratio takes 11.764705 USDT; shares ⌊100 000 × S / 8 500 000⌋ = 1 084 652.
    assert.deepEqual(addLiquidity({ inr: 100_000n, usdt: 20_000_000n }, POOL, S), {
      inr: 100_000n,
      usdt: 11_764_705n,
      shares: 1_084_652n,
    });
    // Too little USDT: all of it, and the INR it matches.
    assert.deepEqual(addLiquidity({ inr: 100_000n, usdt: 1_000_000n }, POOL, S), {
      inr: 8_500n,
      usdt: 1_000_000n,
      shares: 92_195n,
    });
    assert.equal(addLiquidity({ inr: 1n, usdt: 1n }, POOL, S), undefined, 'no share for dust');
    // Removing them again: ⌊shares × reserve / S⌋ of each, a little less than went in.
    assert.deepEqual(removeLiquidity(1_084_652n, POOL, S), { inr: 99_999n, usdt: 11_764_702n });
    assert.equal(removeLiquidity(1n, POOL, S), undefined, 'nothing of one asset: refused');
    assert.equal(removeLiquidity(S + 1n, POOL, S), undefined);
  });

  it('accrues fee growth per share and what a position earned since its checkpoint', () => {
    assert.equal(feeGrowthOf(255n, 92_195_444n), 2_765_863_354_375n);
    assert.equal(
      earnedSince(92_195_444n, 2_765_863_354_375n, 0n),
      254n,
      'rounded down: never more than the fee',
    );
    assert.equal(earnedSince(1_000n, 5n, 7n), 0n);
    assert.equal(feeGrowthOf(1n, 0n), 0n);
    assert.equal(swapFee(1n, 30), 1n);
    assert.equal(swapFee(10_000n, 30), 30n);
  });

  it("never rounds in the member's favour", () => {
    const reserve = fc.bigInt({ min: 1_000n, max: 10n ** 14n });
    const amount = fc.bigInt({ min: 1n, max: 10n ** 14n });
    const fee = fc.integer({ min: 0, max: 1_000 });
    fc.assert(
      fc.property(amount, reserve, reserve, fee, (amountIn, rIn, rOut, feeBps) => {
        const out = amountOut(amountIn, rIn, rOut, feeBps);
        // Never more than the exact x·y = k answer, and k never decreases.
        const g = amountIn * BigInt(10_000 - feeBps);
        assert.ok(out * (rIn * 10_000n + g) <= g * rOut);
        assert.ok((rIn + amountIn) * (rOut - out) >= rIn * rOut);
        assert.ok(out < rOut);
        assert.ok(swapFee(amountIn, feeBps) * 10_000n >= amountIn * BigInt(feeBps));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(
        amount,
        amount,
        reserve,
        reserve,
        fc.bigInt({ min: 1_001n, max: 10n ** 12n }),
        (a, b, rA, rB, S) => {
          const added = addLiquidity({ inr: a, usdt: b }, { inr: rA, usdt: rB }, S);
          if (added) {
            // The shares are worth no more than either asset put in, and no more is taken than offered.
            assert.ok(added.inr <= a && added.usdt <= b);
            assert.ok(added.shares * rA <= added.inr * S && added.shares * rB <= added.usdt * S);
          }
          const shares = (a % S) + 1n;
          const out = removeLiquidity(shares, { inr: rA, usdt: rB }, S);
          if (out) assert.ok(out.inr * S <= shares * rA && out.usdt * S <= shares * rB);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('over 10,000 random swaps and liquidity moves: k never decreases on a swap, the value of a share never decreases, and no provider takes out more than went in plus what the pool earned', () => {
    const seed = seedFrom('SWAP_MATH_SEED');
    const random = seededRandom(seed);
    const pick = (max: bigint) => BigInt(Math.floor(random() * Number(max))) + 1n;
    const first = firstSeedShares(8_500_000_000n, 100_000_000_000n)!;
    let pool = { inr: 8_500_000_000n, usdt: 100_000_000_000n };
    let S = first.total;
    const sums = { in: { inr: pool.inr, usdt: pool.usdt }, out: { inr: 0n, usdt: 0n } };
    const providers = Array.from({ length: 8 }, () => ({
      shares: 0n,
      lots: [] as { shares: bigint; inr: bigint; usdt: bigint; k: bigint; S: bigint }[],
    }));
    const label = `SWAP_MATH_SEED=${seed}`;
    const perShare = () => ({ k: pool.inr * pool.usdt, S });
    let swaps = 0;
    let moves = 0;
    for (let step = 0; step < 10_000; step++) {
      const before = perShare();
      const roll = random();
      const feeBps = Math.floor(random() * 100);
      if (roll < 0.7) {
        const fromInr = random() < 0.5;
        const [rIn, rOut] = fromInr ? [pool.inr, pool.usdt] : [pool.usdt, pool.inr];
        const amountIn = pick(rIn / (random() < 0.1 ? 2n : 50n));
        const quoted = quoteSwap(amountIn, rIn, rOut, feeBps);
        if ('refusal' in quoted) continue;
        const next = fromInr
          ? { inr: pool.inr + amountIn, usdt: pool.usdt - quoted.amountOut }
          : { inr: pool.inr - quoted.amountOut, usdt: pool.usdt + amountIn };
        assert.ok(next.inr * next.usdt >= pool.inr * pool.usdt, `${label}: k decreased at step ${step}`);
        if (fromInr) {
          sums.in.inr += amountIn;
          sums.out.usdt += quoted.amountOut;
        } else {
          sums.in.usdt += amountIn;
          sums.out.inr += quoted.amountOut;
        }
        pool = next;
        swaps++;
      } else {
        const provider = providers[Math.floor(random() * providers.length)]!;
        if (roll < 0.85 || provider.shares === 0n) {
          const added = addLiquidity({ inr: pick(pool.inr / 20n), usdt: pick(pool.usdt / 20n) }, pool, S);
          if (!added) continue;
          provider.lots.push({ ...added, k: pool.inr * pool.usdt, S });
          provider.shares += added.shares;
          pool = { inr: pool.inr + added.inr, usdt: pool.usdt + added.usdt };
          S += added.shares;
          sums.in.inr += added.inr;
          sums.in.usdt += added.usdt;
          // Taking it straight out again never gives back more than went in.
          const back = removeLiquidity(added.shares, pool, S);
          if (back)
            assert.ok(back.inr <= added.inr && back.usdt <= added.usdt, `${label}: a round trip paid more`);
        } else {
          // The provider's oldest lot out: what it takes, against what went in, measured in the
          // pool's invariant (inr·usdt) and grown by what a share gained meanwhile.
          const lot = provider.lots.shift()!;
          const out = removeLiquidity(lot.shares, pool, S);
          if (!out) {
            provider.lots.unshift(lot);
            continue;
          }
          const k = pool.inr * pool.usdt;
          assert.ok(
            out.inr * out.usdt * lot.k * S * S <= lot.inr * lot.usdt * k * lot.S * lot.S,
            `${label}: a provider took out more than went in plus what the pool earned`,
          );
          provider.shares -= lot.shares;
          pool = { inr: pool.inr - out.inr, usdt: pool.usdt - out.usdt };
          S -= lot.shares;
          sums.out.inr += out.inr;
          sums.out.usdt += out.usdt;
        }
        moves++;
      }
      const after = perShare();
      // A share's part of k (k/S²) never decreases: fees and rounding stay in the pool.
      assert.ok(
        after.k * before.S * before.S >= before.k * after.S * after.S,
        `${label}: a share lost value at step ${step}`,
      );
      assert.ok(pool.inr > 0n && pool.usdt > 0n && S >= first.locked, `${label}: the pool emptied`);
      assert.deepEqual(pool, { inr: sums.in.inr - sums.out.inr, usdt: sums.in.usdt - sums.out.usdt }, label);
    }
    assert.ok(swaps > 5_000 && moves > 1_000, `${label}: ${swaps} swaps, ${moves} moves`);
  });
});
