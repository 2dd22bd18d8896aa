import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clampDate, isDateAllowed, parseTypedDate, readTypedDate } from './dateRules.ts';

describe('isDateAllowed and clampDate', () => {
  const bounds = { min: '2024-01-31', max: '2024-03-01' };

  it('includes both bounds, across month ends', () => {
    assert.equal(isDateAllowed('2024-01-31', bounds), true);
    assert.equal(isDateAllowed('2024-02-29', bounds), true);
    assert.equal(isDateAllowed('2024-03-01', bounds), true);
    assert.equal(isDateAllowed('2024-01-30', bounds), false);
    assert.equal(isDateAllowed('2024-03-02', bounds), false);
  });

  it('allows everything on an open side', () => {
    assert.equal(isDateAllowed('1900-01-01', { max: '2024-03-01' }), true);
    assert.equal(isDateAllowed('2999-12-31', { min: '2024-01-31' }), true);
    assert.equal(isDateAllowed('2999-12-31', {}), true);
  });

  it('clamps to the nearest bound', () => {
    assert.equal(clampDate('2023-12-31', bounds), '2024-01-31');
    assert.equal(clampDate('2024-03-02', bounds), '2024-03-01');
    assert.equal(clampDate('2024-02-15', bounds), '2024-02-15');
    assert.equal(clampDate('2030-01-01', {}), '2030-01-01');
  });
});

describe('parseTypedDate', () => {
  it('reads year-first dates with any common separator or none', () => {
    assert.equal(parseTypedDate('2025-03-15'), '2025-03-15');
    assert.equal(parseTypedDate(' 2025-3-5 '), '2025-03-05');
    assert.equal(parseTypedDate('2025/03/15'), '2025-03-15');
    assert.equal(parseTypedDate('2025.03.15'), '2025-03-15');
    assert.equal(parseTypedDate('20250315'), '2025-03-15');
  });

  it('reads Devanagari and full-width digits', () => {
    assert.equal(parseTypedDate('२०२५-०३-१५'), '2025-03-15');
    assert.equal(parseTypedDate('２０２５-０３-１５'), '2025-03-15');
  });

  it('refuses day-first, impossible and partial dates', () => {
    assert.equal(parseTypedDate('15/03/2025'), null);
    assert.equal(parseTypedDate('2025-02-29'), null);
    assert.equal(parseTypedDate('2025-03'), null);
    assert.equal(parseTypedDate('2025031'), null);
    assert.equal(parseTypedDate('tomorrow'), null);
  });
});

describe('readTypedDate', () => {
  const today = '2024-02-29';

  it('accepts a date up to today and nothing after it, with a "future" reason', () => {
    const rules = { max: today, today };
    assert.deepEqual(readTypedDate('2024-02-29', rules), { value: '2024-02-29', problem: null });
    assert.deepEqual(readTypedDate('2024-03-01', rules), { value: '', problem: 'future' });
  });

  it('names a later maximum that is not today "afterMax", an earlier date "beforeMin"', () => {
    const rules = { min: '2024-02-01', max: '2024-02-15', today };
    assert.deepEqual(readTypedDate('2024-02-16', rules), { value: '', problem: 'afterMax' });
    assert.deepEqual(readTypedDate('2024-01-31', rules), { value: '', problem: 'beforeMin' });
    assert.deepEqual(readTypedDate('2024-02-01', rules), { value: '2024-02-01', problem: null });
  });

  it('treats empty text as no date and text that is not a date as invalid', () => {
    assert.deepEqual(readTypedDate('  ', { today }), { value: '', problem: null });
    assert.deepEqual(readTypedDate('31-02-2024', { today }), { value: '', problem: 'invalid' });
  });
});
