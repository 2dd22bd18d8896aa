import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromMinorUnits, toMinorUnits } from './minorUnits.ts';

test('decimal strings become minor units exactly', () => {
  assert.equal(toMinorUnits('100.00', 2), 10000n);
  assert.equal(toMinorUnits('40', 2), 4000n);
  assert.equal(toMinorUnits('-10.5', 2), -1050n);
  assert.equal(toMinorUnits('12.345678', 6), 12345678n);
  assert.equal(toMinorUnits('1.005', 2), null);
  assert.equal(toMinorUnits('1e2', 2), null);
  assert.equal(toMinorUnits('', 2), null);
});

test('minor units become the wire form', () => {
  assert.equal(fromMinorUnits(4000n, 2), '40.00');
  assert.equal(fromMinorUnits(5n, 2), '0.05');
  assert.equal(fromMinorUnits(-1050n, 2), '-10.50');
  assert.equal(fromMinorUnits(1n, 6), '0.000001');
});
