import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkFile, DEFAULT_MAX_BYTES, formatBytes, matchesAccept, toPercent } from './uploadRules.ts';

const photo = { name: 'Avatar.JPG', size: 2_000_000, type: 'image/jpeg' };
const pdf = { name: 'statement.pdf', size: 50_000, type: 'application/pdf' };

describe('matchesAccept', () => {
  it('accepts a type family', () => {
    assert.equal(matchesAccept(photo, 'image/*'), true);
    assert.equal(matchesAccept(pdf, 'image/*'), false);
  });

  it('accepts exact types and extensions, case-insensitively', () => {
    assert.equal(matchesAccept(photo, 'image/png, image/jpeg'), true);
    assert.equal(matchesAccept(photo, 'image/png'), false);
    assert.equal(matchesAccept(photo, '.jpg,.jpeg'), true);
    assert.equal(matchesAccept(pdf, '.PDF'), true);
  });

  it('accepts anything when the list is empty', () => {
    assert.equal(matchesAccept(pdf, ''), true);
    assert.equal(matchesAccept(pdf, ' , '), true);
  });

  it('refuses a file without a type against a type family', () => {
    assert.equal(matchesAccept({ name: 'blob', size: 1, type: '' }, 'image/*'), false);
  });
});

describe('checkFile', () => {
  const rules = { accept: 'image/*', maxBytes: DEFAULT_MAX_BYTES };

  it('lets a fitting file go', () => {
    assert.equal(checkFile(photo, rules), null);
    assert.equal(checkFile({ ...photo, size: DEFAULT_MAX_BYTES }, rules), null);
  });

  it('refuses a file over the limit, naming the limit', () => {
    assert.deepEqual(checkFile({ ...photo, size: DEFAULT_MAX_BYTES + 1 }, rules), {
      reason: 'tooLarge',
      maxBytes: DEFAULT_MAX_BYTES,
    });
  });

  it('refuses a file of another type first', () => {
    assert.deepEqual(checkFile({ ...pdf, size: DEFAULT_MAX_BYTES * 2 }, rules), { reason: 'wrongType' });
  });
});

describe('formatBytes', () => {
  it('names megabytes and kilobytes', () => {
    assert.equal(formatBytes(DEFAULT_MAX_BYTES), '10 MB');
    assert.equal(formatBytes(300 * 1024 * 1024), '300 MB');
    assert.equal(formatBytes(1.5 * 1024 * 1024), '1.5 MB');
    assert.equal(formatBytes(500 * 1024), '500 KB');
    assert.equal(formatBytes(10), '1 KB');
  });
});

describe('toPercent', () => {
  it('rounds and clamps to 0–100', () => {
    assert.equal(toPercent(40), 40);
    assert.equal(toPercent(39.6), 40);
    assert.equal(toPercent(-5), 0);
    assert.equal(toPercent(140), 100);
    assert.equal(toPercent(Number.NaN), 0);
  });
});
