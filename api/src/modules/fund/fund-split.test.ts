import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { klineSeries } from './fund.service.ts';
import { formatBps, increaseRate, parseNav, parsePercentBps, splitDaily } from './fund-split.ts';

describe('fund income split', () => {
  it('splits known amounts exactly as the fee statement says', () => {
    // ₹10,000 at 3 % a month: ₹10/day gross, ₹4.50 member, ₹0.50 fee, ₹5.00 dividend
    assert.deepEqual(splitDaily(1_000_000n, 300), { gross: 1000n, member: 450n, fee: 50n, dividend: 500n });
    // ₹100 at 3 %: 10 paise gross → member 4 (4.5 rounded down), fee 0 (0.5 down), dividend 6
    assert.deepEqual(splitDaily(10_000n, 300), { gross: 10n, member: 4n, fee: 0n, dividend: 6n });
    // ₹1,234.57 at 4.5 %: gross ⌊123457 × 450 / 300000⌋ = 185 paise
    assert.deepEqual(splitDaily(123_457n, 450), { gross: 185n, member: 83n, fee: 9n, dividend: 93n });
    assert.deepEqual(splitDaily(1n, 300), { gross: 0n, member: 0n, fee: 0n, dividend: 0n });
    assert.deepEqual(splitDaily(0n, 300), { gross: 0n, member: 0n, fee: 0n, dividend: 0n });
  });

  it('always sums to the gross, rounds the member and the fee down and gives the platform the rest', () => {
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    const principals: bigint[] = [];
    for (let p = 0n; p <= 20_000n; p += 7n) principals.push(p);
    for (let i = 0; i < 20_000; i++) principals.push(BigInt(next()) * BigInt(next() % 1000));
    principals.push(10n ** 15n);
    for (const principal of principals) {
      const rate = 1 + (next() % 10_000);
      const { gross, member, fee, dividend } = splitDaily(principal, rate);
      assert.equal(gross, (principal * BigInt(rate)) / 300_000n);
      assert.equal(member + fee + dividend, gross, `${principal} at ${rate}`);
      assert.equal(member, (gross * 45n) / 100n);
      assert.equal(fee, (gross * 5n) / 100n);
      // The exact shares are 45 %, 5 % and 50 %; the member and the fee never get more than theirs,
      // the dividend gets at most two paise of rounding on top of its 50 %.
      assert.ok(member * 100n <= gross * 45n && fee * 100n <= gross * 5n);
      assert.ok(dividend * 100n >= gross * 50n && dividend * 100n < gross * 50n + 200n);
    }
  });

  it('reads and writes rates and NAVs without floats', () => {
    assert.equal(parsePercentBps('3'), 300);
    assert.equal(parsePercentBps('3.5'), 350);
    assert.equal(parsePercentBps('0.05'), 5);
    assert.equal(parsePercentBps('3.001'), undefined);
    assert.equal(parsePercentBps('-1'), undefined);
    assert.equal(formatBps(300), '3.00');
    assert.equal(formatBps(-45), '-0.45');
    assert.equal(parseNav('1.0234'), 10_234n);
    assert.equal(parseNav('2'), 20_000n);
    assert.equal(parseNav('0'), undefined);
    assert.equal(parseNav('1.00001'), undefined);
    assert.equal(increaseRate(10_035n, 10_000n), '0.35');
    assert.equal(increaseRate(9_880n, 10_000n), '-1.20');
    assert.equal(increaseRate(10_000n, undefined), '0.00');
  });

  it('builds k-line series by day, week, month and all, oldest first', () => {
    const navs = Array.from({ length: 70 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
      value: 10_000n + BigInt(i),
    }));
    const day = klineSeries(navs, 'day');
    assert.equal(Object.keys(day).length, 30);
    assert.equal(Object.keys(day)[0], '2026-02-10');
    assert.equal(day['2026-03-11'], '1.0069');
    assert.equal(Object.keys(klineSeries(navs, 'all')).length, 70);
    assert.deepEqual(klineSeries(navs, 'month'), {
      '2026-01': '1.0030',
      '2026-02': '1.0058',
      '2026-03': '1.0069',
    });
    const week = klineSeries(navs, 'week');
    // 2026-01-01 is a Thursday: the first week ends on Sunday 2026-01-04.
    assert.equal(Object.keys(week)[0], '2026-01-04');
    assert.equal(Object.keys(week).at(-1), '2026-03-11');
    assert.equal(Object.keys(week).length, 11);
  });
});
