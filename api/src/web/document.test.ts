import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';
import {
  FIRST_SCREEN_STARTER,
  HOME_PAGE,
  inlineScriptHashes,
  inlineStyleHashes,
  precacheEntries,
  renderDocument,
} from './document.ts';
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

const rendered = {
  pages: {
    [HOME_PAGE]: '<div class="app"><p>नमस्ते</p><div style="width:45%"></div></div>',
    'pages/product/product': '<div class="app"><p>फ़ंड</p></div>',
  },
  answers: { '/api/Content/notices?page=1&rows=3': { list: [], total: 0 } },
  styles: { '/h5/remotes/member/home.1111bbbb.css': '.member-x{color:red}' },
};
const rootHtml =
  '<!doctype html><html lang="hi-in"><head><title>x</title><script defer src="/h5/main.aaaa1111.js"></script></head><body><div id="root"></div></body></html>';

test('with pages the server rendered: their styles inline, no script in the head, the app started from the data block', () => {
  const page = renderDocument(rootHtml, {
    lang: 'hi-in',
    bootScript: '/h5/boot.9999dddd.js',
    plan,
    rendered,
  });
  const head = page.slice(0, page.indexOf('</head>'));
  assert.doesNotMatch(head, /<script\b[^>]*\bsrc=/);
  assert.doesNotMatch(page, /<link rel="preload"/);
  assert.match(
    head,
    /<style data-href="\/h5\/remotes\/member\/home\.1111bbbb\.css">\.member-x\{color:red\}<\/style>/,
  );
  const block = JSON.parse(
    /<script type="application\/json" id="h5-first-screen">(.*?)<\/script>/.exec(page)![1]!,
  );
  assert.deepEqual(block.prefetched, { lang: 'hi-in', answers: rendered.answers });
  // The boot script first, then the shell's entry; the rest of its first screen preloaded.
  assert.deepEqual(block.start.scripts, ['/h5/boot.9999dddd.js', '/h5/main.aaaa1111.js']);
  assert.ok(block.start.preloads.includes('/h5/react.cccc3333.js'));
  assert.ok(block.start.preloads.includes('/h5/i18n-hi-in.dddd4444.js'));
  // After the root: a template per page, then the inline script, whose hash the policy names.
  const body = page.slice(page.indexOf('<div id="root"></div>'));
  assert.match(body, /^<div id="root"><\/div><template id="h5-page:pages\/index\/index">/);
  assert.match(
    body,
    /<template id="h5-page:pages\/product\/product"><div class="app"><p>फ़ंड<\/p><\/div><\/template><script>/,
  );
  assert.equal(inlineScriptHashes(page).length, 1);
  // The rendered style attribute is let in by its hash alone.
  const styles = inlineStyleHashes(page);
  assert.ok(styles.includes("'unsafe-hashes'"));
  assert.equal(styles.length, 3);
});

/** Runs the document's inline script in a minimal document: which page it shows and what it starts. */
function runStarter(options: { hash: string; stored: string | null; htmlLang: string }) {
  const appended: string[] = [];
  const started: string[] = [];
  const frames: (() => void)[] = [];
  const element = (tag: string) => ({
    tag,
    rel: '',
    as: '',
    href: '',
    src: '',
    async: true,
    fetchPriority: '',
  });
  const attributes = new Set<string>();
  let onClick: ((event: unknown) => void) | undefined;
  const location = { hash: options.hash };
  const templates: Record<string, string> = {
    'h5-page:pages/index/index': 'home',
    'h5-page:pages/product/product': 'funds',
  };
  const document = {
    documentElement: {
      lang: options.htmlLang,
      setAttribute: (name: string) => attributes.add(name),
      hasAttribute: (name: string) => attributes.has(name),
      removeAttribute: (name: string) => attributes.delete(name),
    },
    head: {
      appendChild: (child: ReturnType<typeof element>) =>
        started.push(
          child.tag === 'script' ? `script ${child.src} async=${child.async}` : `${child.as} ${child.href}`,
        ),
    },
    createElement: element,
    getElementById: (id: string) => {
      if (id === 'root')
        return {
          appendChild: (node: string) => appended.push(node),
          addEventListener: (_type: string, listener: (event: unknown) => void) => (onClick = listener),
          set textContent(_text: string) {
            appended.length = 0;
          },
        };
      if (id === 'h5-first-screen')
        return {
          textContent: JSON.stringify({
            start: { scripts: ['/h5/boot.js', '/h5/main.js'], preloads: ['/h5/a.css', '/h5/b.js'] },
          }),
        };
      const template = templates[id];
      return template ? { content: { cloneNode: () => template } } : null;
    },
  };
  runInNewContext(FIRST_SCREEN_STARTER, {
    document,
    location,
    localStorage: { getItem: () => options.stored },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => callback(),
  });
  const beforeFrame = [...started];
  frames.forEach((callback) => callback());
  const marked = attributes.has('data-first-screen');
  /** A tap on the rendered tab bar's tab of `page`. */
  const tap = (page: string) => onClick?.({ target: { closest: () => ({ getAttribute: () => page }) } });
  return { appended, beforeFrame, started, marked, tap, location, attributes };
}

test('the inline script shows the page the address names in the stored language, and starts the app after the paint', () => {
  const home = runStarter({ hash: '', stored: null, htmlLang: 'hi-in' });
  assert.deepEqual(home.appended, ['home']);
  assert.ok(home.marked);
  assert.deepEqual(home.beforeFrame, []);
  assert.deepEqual(home.started, [
    'style /h5/a.css',
    'script /h5/b.js',
    'script /h5/boot.js async=false',
    'script /h5/main.js async=false',
  ]);
  assert.deepEqual(
    runStarter({ hash: '#/pages/product/product?x=1', stored: 'en-us', htmlLang: 'en-us' }).appended,
    ['funds'],
  );
  // Before the app has started, a tab switches to its rendered page, or to the splash until the app opens it.
  home.tap('pages/product/product');
  assert.deepEqual(home.appended, ['funds']);
  assert.equal(home.location.hash, '#/pages/product/product');
  home.tap('pages/user/user');
  assert.deepEqual(home.appended, []);
  assert.equal(home.location.hash, '#/pages/user/user');
  assert.equal(home.attributes.has('data-first-screen'), false);
  // Another stored language, or a page the server did not render: the splash, and the app at once.
  for (const other of [
    runStarter({ hash: '', stored: 'en-us', htmlLang: 'hi-in' }),
    runStarter({ hash: '#/pages/user/user', stored: null, htmlLang: 'hi-in' }),
  ]) {
    assert.deepEqual(other.appended, []);
    assert.equal(other.marked, false);
    assert.equal(other.beforeFrame.length, 4);
  }
});
