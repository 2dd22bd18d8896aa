import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { badgeText } from './badgeText.ts';

describe('badgeText', () => {
  it('shows the count up to the cap', () => {
    assert.equal(badgeText(1), '1');
    assert.equal(badgeText(99), '99');
  });

  it('caps it with a plus', () => {
    assert.equal(badgeText(100), '99+');
    assert.equal(badgeText(12_345), '99+');
    assert.equal(badgeText(10, 9), '9+');
  });

  it('shows nothing for no count, zero, a negative or a broken count', () => {
    assert.equal(badgeText(undefined), null);
    assert.equal(badgeText(0), null);
    assert.equal(badgeText(-3), null);
    assert.equal(badgeText(2.5), null);
    assert.equal(badgeText(Number.NaN), null);
  });
});
