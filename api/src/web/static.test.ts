import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { startTestServer, type TestServer } from '../test/server.ts';
import { IMMUTABLE } from './cache-policy.ts';

const webRoot = mkdtempSync(join(tmpdir(), 'h5-web-'));
const bigScript = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `'row ${i}'`).join(',')}];`;
const memberManifest = '{"id":"member","metaData":{"remoteEntry":{"name":"remoteEntry.js"}}}';

function write(path: string, content: string) {
  mkdirSync(dirname(join(webRoot, path)), { recursive: true });
  writeFileSync(join(webRoot, path), content);
}

let server: TestServer;
before(async () => {
  write('shell/dist/index.html', '<!doctype html><title>H5</title>');
  write('shell/dist/main.3fa9c2d1.js', 'console.log("shell")');
  write('shell/dist/logo.svg', '<svg/>');
  write('shell/dist/vendor.5e6f7a8b.js', bigScript);
  write('remotes/member/dist/mf-manifest.json', memberManifest);
  write('remotes/member/dist/remoteEntry.js', 'var member;');
  write('remotes/member/dist/static/js/412.0b7e2f9a41.js', 'chunk()');
  write('remotes/swap/dist/mf-manifest.json', '{"id":"swap"}');
  write('remotes/plans/package.json', '{}'); // not built: left out of remotes.json
  write('package.json', '{"secret":true}');
  server = await startTestServer({ env: { WEB_ROOT: webRoot } });
});
after(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

/** A request with the path exactly as written (fetch would normalise `..` away). */
function rawGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/`, { path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

test('/ redirects to /h5/, which serves the shell index without caching', async () => {
  const root = await get('/');
  assert.equal(root.status, 302);
  assert.equal(root.headers.get('location'), '/h5/');
  const index = await get('/h5/');
  assert.equal(index.status, 200);
  assert.match(index.headers.get('content-type') ?? '', /^text\/html/);
  assert.equal(index.headers.get('cache-control'), 'no-cache');
  assert.equal(await index.text(), '<!doctype html><title>H5</title>');
});

test('hashed files are immutable; un-hashed files, manifests and remoteEntry.js are no-cache', async () => {
  const cases: [string, string, string][] = [
    ['/h5/main.3fa9c2d1.js', IMMUTABLE, 'console.log("shell")'],
    ['/h5/logo.svg', 'no-cache', '<svg/>'],
    ['/h5/remotes/member/mf-manifest.json', 'no-cache', memberManifest],
    ['/h5/remotes/member/remoteEntry.js', 'no-cache', 'var member;'],
    ['/h5/remotes/member/static/js/412.0b7e2f9a41.js', IMMUTABLE, 'chunk()'],
  ];
  for (const [path, cacheControl, content] of cases) {
    const response = await get(path);
    assert.equal(response.status, 200, path);
    assert.equal(response.headers.get('cache-control'), cacheControl, path);
    assert.equal(await response.text(), content, path);
  }
  const js = await get('/h5/main.3fa9c2d1.js');
  assert.match(js.headers.get('content-type') ?? '', /^text\/javascript/);
});

test('a file is revalidated with its ETag', async () => {
  const first = await get('/h5/logo.svg');
  const etag = first.headers.get('etag')!;
  const again = await fetch(`${server.url}/h5/logo.svg`, { headers: { 'If-None-Match': etag } });
  assert.equal(again.status, 304);
});

test('/h5/remotes.json lists each built remote with a hash of its manifest and its entry', async () => {
  const response = await get('/h5/remotes.json');
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  const version = createHash('sha256')
    .update(memberManifest)
    .update('var member;')
    .digest('hex')
    .slice(0, 10);
  const remotes = (await response.json()) as Record<string, string>;
  assert.deepEqual(Object.keys(remotes), ['member', 'swap']);
  assert.equal(remotes.member, `/h5/remotes/member/mf-manifest.json?v=${version}`);

  write('remotes/member/dist/mf-manifest.json', `${memberManifest}\n`);
  const rebuilt = (await (await get('/h5/remotes.json')).json()) as Record<string, string>;
  assert.notEqual(rebuilt.member, remotes.member);
  write('remotes/member/dist/mf-manifest.json', memberManifest);
  // A rebuilt entry alone (a page's chunk changed, the manifest not) is a new version too.
  write('remotes/member/dist/remoteEntry.js', 'var member; // rebuilt');
  const entryRebuilt = (await (await get('/h5/remotes.json')).json()) as Record<string, string>;
  assert.notEqual(entryRebuilt.member, remotes.member);
  write('remotes/member/dist/remoteEntry.js', 'var member;');
});

test('REMOTES limits the remotes listed', async () => {
  const limited = await startTestServer({
    env: { WEB_ROOT: webRoot, REMOTES: 'swap' },
    freshDatabase: false,
  });
  try {
    const remotes = await (await fetch(`${limited.url}/h5/remotes.json`)).json();
    assert.deepEqual(Object.keys(remotes as object), ['swap']);
  } finally {
    await limited.close();
  }
});

test('missing files are a plain 404 page, not the API envelope', async () => {
  for (const path of ['/h5/nope.js', '/h5/remotes/plans/remoteEntry.js', '/h5/remotes/ghost/x.js']) {
    const response = await get(path);
    assert.equal(response.status, 404, path);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(await response.text(), 'Not found');
  }
});

test('paths that climb out of the served folders are refused', async () => {
  for (const path of [
    '/h5/../package.json',
    '/h5/..%2f..%2fpackage.json',
    '/h5/%2e%2e/%2e%2e/package.json',
    '/h5/remotes/member/../../../package.json',
    '/h5/remotes/member/..%2f..%2f..%2fpackage.json',
    '/h5/remotes/../../package.json',
    '/h5/..%5c..%5cpackage.json',
    '/h5/index.html%00.js',
  ]) {
    assert.equal(await rawGet(path), 404, path);
  }
});

test('scripts are sent compressed to browsers that accept it, small files as they are', async () => {
  const big = await fetch(`${server.url}/h5/vendor.5e6f7a8b.js`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(big.headers.get('content-encoding'), 'gzip');
  assert.equal(await big.text(), bigScript);
  const small = await fetch(`${server.url}/h5/main.3fa9c2d1.js`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(small.headers.get('content-encoding'), null);
  const envelope = await fetch(`${server.url}/api/health`, { headers: { 'Accept-Encoding': 'gzip, br' } });
  assert.equal(envelope.headers.get('content-encoding'), null);
});
