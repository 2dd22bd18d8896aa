import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededRandom, seedFrom } from '../../test/random.ts';
import { splitByWeight, type Weighted } from './dividend-split.ts';

const members = (...weights: bigint[]): Weighted[] =>
  weights.map((weight, index) => ({ memberId: index + 1, weight }));

describe('dividend split (largest remainder)', () => {
  it('gives one paisa among three equal members to the lowest id, and the rest by remainder', () => {
    assert.deepEqual(splitByWeight(1n, members(5n, 5n, 5n)), [1n, 0n, 0n]);
    // Ties are broken by member id, not by position.
    assert.deepEqual(
      splitByWeight(1n, [
        { memberId: 9, weight: 1n },
        { memberId: 4, weight: 1n },
        { memberId: 7, weight: 1n },
      ]),
      [0n, 1n, 0n],
    );
    // 1 paisa × 3/6 has the largest remainder: the biggest holder gets it.
    assert.deepEqual(splitByWeight(1n, members(1n, 2n, 3n)), [0n, 0n, 1n]);
    // ₹1 by 1 : 1 : 1 → 33, 33, 33 and one left for the lowest id.
    assert.deepEqual(splitByWeight(100n, members(7n, 7n, 7n)), [34n, 33n, 33n]);
    // 10 paise by 1 : 2 : 3 (exact 1.67, 3.33, 5): floors 1, 3, 5; the one left goes to 1.67.
    assert.deepEqual(splitByWeight(10n, members(1n, 2n, 3n)), [2n, 3n, 5n]);
    assert.deepEqual(splitByWeight(0n, members(1n, 2n)), [0n, 0n]);
    assert.deepEqual(splitByWeight(5n, []), []);
    assert.throws(() => splitByWeight(5n, members(1n, 0n)), /no weight/);
  });

  it('always sums to the total, each part within one paisa of its exact share (random weights)', () => {
    const seed = seedFrom('DIVIDEND_SEED');
    const random = seededRandom(seed);
    const big = (digits: number) => BigInt(Math.floor(random() * 10 ** digits)) + 1n;
    for (let round = 0; round < 500; round++) {
      const count = 1 + Math.floor(random() * (round % 10 === 0 ? 2000 : 40));
      const group = members(...Array.from({ length: count }, () => big(1 + Math.floor(random() * 14))));
      const total =
        round % 7 === 0 ? BigInt(Math.floor(random() * count)) : big(1 + Math.floor(random() * 13));
      const parts = splitByWeight(total, group);
      const sum = group.reduce((acc, member) => acc + member.weight, 0n);
      assert.equal(
        parts.reduce((acc, part) => acc + part, 0n),
        total,
        `seed ${seed}, round ${round}`,
      );
      group.forEach((member, index) => {
        // |part − total × weight / Σ| < 1, in integers.
        const scaled = parts[index]! * sum - total * member.weight;
        assert.ok(scaled > -sum && scaled < sum, `seed ${seed}, round ${round}, member ${member.memberId}`);
      });
    }
  });

  it('splits among 100,000 members quickly', () => {
    const group = members(...Array.from({ length: 100_000 }, (_, i) => BigInt(1 + ((i * 7919) % 100_003))));
    const started = performance.now();
    const parts = splitByWeight(123_456_789n, group);
    assert.equal(
      parts.reduce((acc, part) => acc + part, 0n),
      123_456_789n,
    );
    assert.ok(performance.now() - started < 2000);
  });
});
