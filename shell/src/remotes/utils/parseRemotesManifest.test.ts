import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseRemotesManifest, withRetryQuery } from './parseRemotesManifest.ts';

test('keeps name → manifest URL entries', () => {
  assert.deepEqual(
    parseRemotesManifest({ member: '/h5/remotes/member/mf-manifest.json?v=abc', chat: ' /c.json ' }),
    { member: '/h5/remotes/member/mf-manifest.json?v=abc', chat: '/c.json' },
  );
});

test('ignores malformed entries and malformed files', () => {
  assert.deepEqual(parseRemotesManifest({ member: 3, '../x': '/x.json', ok: '' }), {});
  for (const bad of [null, 'text', [], 42]) assert.deepEqual(parseRemotesManifest(bad), {});
});

test('adds or replaces the retry counter', () => {
  assert.equal(withRetryQuery('/m/mf-manifest.json?v=1', 1), '/m/mf-manifest.json?v=1&retry=1');
  assert.equal(withRetryQuery('/m/mf-manifest.json?v=1&retry=1', 2), '/m/mf-manifest.json?v=1&retry=2');
  assert.equal(withRetryQuery('/m/mf-manifest.json', 3), '/m/mf-manifest.json?retry=3');
  assert.equal(withRetryQuery('/m/mf-manifest.json?retry=3&v=2', 4), '/m/mf-manifest.json?v=2&retry=4');
});
