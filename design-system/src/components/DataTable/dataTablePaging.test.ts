import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ariaSort, fromSortingState, pageCount, rowRange, toSortingState } from './dataTablePaging.ts';

describe('pageCount', () => {
  it('rounds up to whole pages', () => {
    assert.equal(pageCount(134, 20), 7);
    assert.equal(pageCount(140, 20), 7);
    assert.equal(pageCount(141, 20), 8);
  });

  it('shows page 1 of 1 when nothing matched', () => {
    assert.equal(pageCount(0, 20), 1);
  });
});

describe('rowRange', () => {
  it('counts the rows of a full page', () => {
    assert.deepEqual(rowRange(2, 20, 134), { first: 21, last: 40 });
  });

  it('stops at the total on the last page', () => {
    assert.deepEqual(rowRange(7, 20, 134), { first: 121, last: 134 });
  });

  it('is 0–0 when nothing matched', () => {
    assert.deepEqual(rowRange(1, 20, 0), { first: 0, last: 0 });
  });

  it('stays inside the total when the total shrank under the page', () => {
    assert.deepEqual(rowRange(9, 20, 134), { first: 134, last: 134 });
  });
});

describe('sorting', () => {
  it('goes to the table library and back unchanged', () => {
    for (const sort of [
      { columnId: 'amount', direction: 'desc' },
      { columnId: 'name', direction: 'asc' },
    ] as const)
      assert.deepEqual(fromSortingState(toSortingState(sort)), sort);
    assert.deepEqual(toSortingState(null), []);
    assert.equal(fromSortingState([]), null);
  });

  it('names the direction of the sorted column only', () => {
    const sort = { columnId: 'amount', direction: 'desc' } as const;
    assert.equal(ariaSort(sort, 'amount'), 'descending');
    assert.equal(ariaSort({ ...sort, direction: 'asc' }, 'amount'), 'ascending');
    assert.equal(ariaSort(sort, 'name'), 'none');
    assert.equal(ariaSort(null, 'name'), 'none');
  });
});
