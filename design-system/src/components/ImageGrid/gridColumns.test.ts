import assert from 'node:assert/strict';
import { it } from 'node:test';
import { gridColumns } from './gridColumns.ts';

it('lays out one picture alone, two and four in two columns, the others in three', () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(gridColumns), [1, 1, 2, 3, 2, 3, 3, 3, 3, 3]);
});
