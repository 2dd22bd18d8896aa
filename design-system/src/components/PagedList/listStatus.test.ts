import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listStatus } from './listStatus.ts';

describe('listStatus', () => {
  it('is loading while a page is in flight', () => {
    assert.equal(listStatus(0, 0, true), 'loading');
    assert.equal(listStatus(20, 45, true), 'loading');
  });

  it('offers more while rows remain', () => {
    assert.equal(listStatus(20, 45, false), 'loadmore');
    assert.equal(listStatus(0, 45, false), 'loadmore');
  });

  it('has no more once every row is loaded', () => {
    assert.equal(listStatus(45, 45, false), 'nomore');
    assert.equal(listStatus(0, 0, false), 'nomore');
    assert.equal(listStatus(50, 45, false), 'nomore');
  });
});
