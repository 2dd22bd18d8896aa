import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tabBadgeView } from './tabBadge.ts';

describe('tab badge', () => {
  it('shows a count of new things as it is, up to 99', () => {
    assert.deepEqual(tabBadgeView(3), { kind: 'count', count: 3, text: '3' });
    assert.deepEqual(tabBadgeView(99), { kind: 'count', count: 99, text: '99' });
  });

  it('caps a larger count at "99+" but announces the real one', () => {
    assert.deepEqual(tabBadgeView(100), { kind: 'count', count: 100, text: '99+' });
    assert.deepEqual(tabBadgeView(2500), { kind: 'count', count: 2500, text: '99+' });
  });

  it('shows a dot when asked for one', () => {
    assert.deepEqual(tabBadgeView('dot'), { kind: 'dot' });
  });

  it('shows nothing for no badge, zero, a negative or a broken count', () => {
    for (const badge of [undefined, 0, -2, Number.NaN, Number.POSITIVE_INFINITY, 0.4])
      assert.deepEqual(tabBadgeView(badge), { kind: 'none' }, String(badge));
  });

  it('counts whole things', () => {
    assert.deepEqual(tabBadgeView(4.7), { kind: 'count', count: 4, text: '4' });
  });
});
