import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatCoordinates, formatPlanDate, geoUri, planCount } from './formatPlan.ts';

test('a plan counts tables for a dinner and people otherwise', () => {
  assert.deepEqual(planCount({ kind: 'party', tables: 12, people: null }), { unit: 'tables', value: 12 });
  assert.deepEqual(planCount({ kind: 'team', tables: null, people: 20 }), { unit: 'people', value: 20 });
  assert.deepEqual(planCount({ kind: 'salon', tables: null, people: 15 }), { unit: 'people', value: 15 });
});

test("a plan's date is the day it names, whatever the time zone", () => {
  assert.equal(formatPlanDate('2026-11-27', 'en-US'), 'Nov 27, 2026');
  assert.equal(formatPlanDate('not a date', 'en-US'), 'not a date');
});

test('a place opens in the maps app through a geo: URI, and reads with N/S and E/W', () => {
  assert.equal(geoUri(28.6139, 77.209, 'New Delhi'), 'geo:28.6139,77.209?q=28.6139,77.209(New%20Delhi)');
  assert.equal(formatCoordinates(28.6139, 77.209), '28.6139° N, 77.2090° E');
  assert.equal(formatCoordinates(-33.8688, -70.5), '33.8688° S, 70.5000° W');
});
