import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HOME_PAGE, precacheEntries, renderDocument } from './document.ts';
import { planFirstScreen, type FirstScreenGraph } from './first-screen.ts';

const graph = (overrides: Partial<FirstScreenGraph>): FirstScreenGraph => ({
  version: 1,
  kind: 'remote',
  entry: [],
  start: [],
  groups: [],
  provides: {},
  fallbacks: {},
  routes: {},
  calls: {},
  ...overrides,
});

// The shell: its entry, an async boundary that loads React and its Hindi texts; English on demand.
const shell = graph({
  kind: 'host',
  entry: ['main.aaaa1111.js'],
  start: [0],
  groups: [
    { files: ['boundary.bbbb2222.js'], consumes: ['react'], texts: { 'hi-in': [2], 'en-us': [3] } },
    { files: ['react.cccc3333.js'], consumes: [], texts: {} },
    { files: ['i18n-hi-in.dddd4444.js'], consumes: [], texts: {} },
    { files: ['i18n-en-us.eeee5555.js'], consumes: [], texts: {} },
  ],
  provides: { react: 1 },
});

// The member remote: its exposed route table, the home page's chunk (which consumes React) and texts.
const member = graph({
  start: [0],
  groups: [
    { files: ['expose_routes.ffff6666.js'], consumes: [], texts: {} },
    { files: ['home.0000aaaa.js', 'home.1111bbbb.css'], consumes: ['react'], texts: { 'hi-in': [2] } },
    { files: ['member-hi-in.2222cccc.js'], consumes: [], texts: {} },
  ],
  routes: { [HOME_PAGE]: 1 },
  calls: {
    [HOME_PAGE]: [
      { path: '/Content/notices', query: { page: 1, rows: 3 } },
      { path: '/Wallet/summary', session: true },
    ],
  },
});

const plan = planFirstScreen(shell, [
  {
    remote: {
      name: 'member',
      version: 'abc',
      entryUrl: '/h5/remotes/member/remoteEntry.js?v=abc',
      manifestUrl: '',
    },
    graph: member,
  },
]);

const html =
  '<!doctype html><html lang="hi-in"><head><title>x</title><script defer src="/h5/main.aaaa1111.js"></script></head><body></body></html>';

test('the plan names the home page’s files once, without what the shell already loads, and its first call', () => {
  assert.deepEqual(plan.shell.files.sort(), [
    '/h5/boundary.bbbb2222.js',
    '/h5/main.aaaa1111.js',
    '/h5/react.cccc3333.js',
  ]);
  assert.deepEqual(plan.shell.texts['en-us'], ['/h5/i18n-en-us.eeee5555.js']);
  const home = plan.pages[HOME_PAGE]!;
  assert.equal(home.remote, 'member');
  // React is on the page with the shell's first screen: the remote's page does not name it again.
  assert.deepEqual(home.files.sort(), [
    '/h5/remotes/member/expose_routes.ffff6666.js',
    '/h5/remotes/member/home.0000aaaa.js',
    '/h5/remotes/member/home.1111bbbb.css',
    '/h5/remotes/member/remoteEntry.js?v=abc',
  ]);
  assert.deepEqual(home.texts['hi-in'], ['/h5/remotes/member/member-hi-in.2222cccc.js']);
  assert.deepEqual(home.calls, ['/api/Content/notices?page=1&rows=3']);
  // A member's own data is asked for early only when a session is stored (the boot script decides).
  assert.deepEqual(home.sessionCalls, ['/api/Wallet/summary']);
  assert.deepEqual(plan.remotes.member, { entry: '/h5/remotes/member/remoteEntry.js?v=abc' });
});

test('the document: the stored language, the data block and boot script before the entry, preloads after', () => {
  const page = renderDocument(html, { lang: 'en-us', bootScript: '/h5/boot.9999dddd.js', plan });
  assert.match(page, /<html lang="en-us">/);
  const data = page.indexOf('<script type="application/json" id="h5-first-screen">');
  const boot = page.indexOf('<script async fetchpriority="high" src="/h5/boot.9999dddd.js">');
  const entry = page.indexOf('src="/h5/main.aaaa1111.js"');
  const preload = page.indexOf('<link rel="preload" href="/h5/react.cccc3333.js" as="script">');
  assert.ok(data > 0 && data < boot && boot < entry && entry < preload, page);
  // The texts of the document's language only; the entry is not preloaded twice.
  assert.match(page, /<link rel="preload" href="\/h5\/i18n-en-us\.eeee5555\.js" as="script">/);
  assert.doesNotMatch(page, /rel="preload" href="\/h5\/i18n-hi-in/);
  assert.doesNotMatch(page, /rel="preload" href="\/h5\/main\./);
  assert.match(page, /<script fetchpriority="high" defer src="\/h5\/main\.aaaa1111\.js">/);
  const block = /<script type="application\/json" id="h5-first-screen">(.*?)<\/script>/.exec(page)![1]!;
  assert.deepEqual(JSON.parse(block).pages[HOME_PAGE].calls, ['/api/Content/notices?page=1&rows=3']);
});

test('a remote named with markup cannot end the data block early', () => {
  const hostile = planFirstScreen(shell, [
    {
      remote: {
        name: 'member',
        version: 'x',
        entryUrl: '/h5/remotes/member/remoteEntry.js?v=</script><b>',
        manifestUrl: '',
      },
      graph: member,
    },
  ]);
  const page = renderDocument(html, { lang: undefined, bootScript: undefined, plan: hostile });
  assert.doesNotMatch(page, /<\/script><b>/);
  assert.match(page, /<html lang="hi-in">/);
});

test('the worker’s precache: hashed and versioned files of every language, others only with a revision', () => {
  const entries = precacheEntries(plan, [{ url: '/h5/offline.html', revision: 'r1' }]);
  const urls = entries.map((entry) => entry.url);
  assert.ok(urls.includes('/h5/i18n-hi-in.dddd4444.js') && urls.includes('/h5/i18n-en-us.eeee5555.js'));
  assert.ok(urls.includes('/h5/remotes/member/remoteEntry.js?v=abc'));
  assert.ok(urls.includes('/h5/remotes/member/home.0000aaaa.js'));
  assert.deepEqual(
    entries.find((entry) => entry.url === '/h5/offline.html'),
    { url: '/h5/offline.html', revision: 'r1' },
  );
  assert.ok(entries.every((entry) => !entry.url.startsWith('/api')));
});
