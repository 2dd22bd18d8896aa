import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatDuration } from './formatDuration.ts';

describe('formatDuration', () => {
  it('shows minutes and two-digit seconds', () => {
    assert.equal(formatDuration(12_000), '0:12');
    assert.equal(formatDuration(65_000), '1:05');
    assert.equal(formatDuration(60_000), '1:00');
    assert.equal(formatDuration(10 * 60_000 + 1_000), '10:01');
  });

  it('rounds down to the whole second', () => {
    assert.equal(formatDuration(999), '0:00');
    assert.equal(formatDuration(1_000), '0:01');
    assert.equal(formatDuration(59_999), '0:59');
  });

  it('shows 0:00 for nothing, a negative or a broken duration', () => {
    assert.equal(formatDuration(0), '0:00');
    assert.equal(formatDuration(-5_000), '0:00');
    assert.equal(formatDuration(Number.NaN), '0:00');
  });
});
