import { test } from 'node:test';
import assert from 'node:assert/strict';
import { remoteEntryFromManifest } from './remoteEntryFromManifest.ts';

const page = 'http://app.test/h5/#/pages/index/index';
const manifest = (metaData: object) => ({ id: 'member', name: 'member', metaData });

test('the entry sits beside the manifest and keeps its version query', () => {
  assert.deepEqual(
    remoteEntryFromManifest(
      '/h5/remotes/member/mf-manifest.json?v=abc',
      manifest({
        globalName: 'member',
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      }),
      page,
    ),
    { entry: '/h5/remotes/member/remoteEntry.js?v=abc', type: 'global', entryGlobalName: 'member' },
  );
});

test('a retry counter on the manifest reaches the entry too', () => {
  const { entry } = remoteEntryFromManifest(
    '/h5/remotes/member/mf-manifest.json?v=abc&retry=2',
    manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }),
    page,
  );
  assert.equal(entry, '/h5/remotes/member/remoteEntry.js?v=abc&retry=2');
});

test('honours the entry path and an explicit public path; other origins stay absolute', () => {
  assert.equal(
    remoteEntryFromManifest(
      'http://127.0.0.1:3001/mf-manifest.json',
      manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '/static/js/' } }),
      page,
    ).entry,
    'http://127.0.0.1:3001/static/js/remoteEntry.js',
  );
  assert.equal(
    remoteEntryFromManifest(
      '/h5/remotes/member/mf-manifest.json?v=1',
      manifest({ publicPath: 'https://cdn.test/member/1.2.0/', remoteEntry: { name: 'remoteEntry.js' } }),
      page,
    ).entry,
    'https://cdn.test/member/1.2.0/remoteEntry.js?v=1',
  );
});

test('a manifest without a remote entry is an error', () => {
  for (const bad of [null, {}, manifest({}), manifest({ remoteEntry: { name: '' } })])
    assert.throws(() => remoteEntryFromManifest('/m/mf-manifest.json', bad, page), /names no remote entry/);
});
