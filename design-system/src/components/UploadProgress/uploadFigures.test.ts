import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatFileSize, uploadedPercent } from './uploadFigures.ts';

test('file sizes read as people read them', () => {
  assert.equal(formatFileSize(0), '0 B');
  assert.equal(formatFileSize(900), '900 B');
  assert.equal(formatFileSize(512 * 1024), '512 KB');
  assert.equal(formatFileSize(1.5 * 1024 * 1024), '1.5 MB');
  assert.equal(formatFileSize(300 * 1024 * 1024), '300 MB');
});

test('the percentage says 100 only when every byte is there', () => {
  assert.equal(uploadedPercent(0, 100), 0);
  assert.equal(uploadedPercent(40, 100), 40);
  assert.equal(uploadedPercent(996, 1000), 99);
  assert.equal(uploadedPercent(1000, 1000), 100);
  assert.equal(uploadedPercent(5, 0), 0);
  assert.equal(uploadedPercent(Number.NaN, 10), 0);
});
