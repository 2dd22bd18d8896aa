// `npm run bench:remote-load -w tools/bench [-- swap]`: what a remote's own first load costs when its
// route is opened, on a production build in Chromium at 390×844, as a logged-in member (the pages
// behind a login draw their real content). Two figures, each the gzipped JavaScript fetched until
// the page shows its content and the network is idle:
// - the route opened directly (a cold visit to its address): the remote's own files (under
//   /h5/remotes/<name>/) against its budget, the shell's and any other remote's beside them;
// - the route opened from the wallet tab (the shell and the wallet's remote already loaded): what
//   the tap on its tile fetches.
// Budgets: the swap remote's own first load ≤ 40 KB gzipped beyond the shell (issue #17); the plans
// remote's on its dinner form ≤ 60 KB, the resumable upload's client not among it (issue #18); the
// chat remote's on its home ≤ 45 KB, its lists' virtualizer among it (34.8 KB when set, issue #19).
import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { startServer } from './server.ts';

type RemotePage = { route: string; ready: string; budgetKb: number; tile?: string };

/** The remotes measured here: the page opened, what shows it is drawn, the budget of the remote's own JS. */
export const REMOTE_PAGES: Record<string, RemotePage> = {
  swap: {
    route: 'pages/swap/swap',
    ready: '[data-testid="swap-form"]',
    budgetKb: 40,
    tile: 'pages/swap/swap',
  },
  plans: {
    route: 'pages/index/partyplan',
    ready: '[data-testid="plan-form"]',
    budgetKb: 60,
  },
  // The chat's home: the doors and the conversations (none yet for a new member: the empty state).
  chat: {
    route: 'pages/chat/index',
    ready: '[data-testid="chat-conversations"] :is(ul, p)',
    budgetKb: 45,
  },
};

/** The network counts as idle after this long without a request in flight. */
const IDLE_MS = 1_000;

type Script = { path: string; gzip: number };

const kb = (bytes: number) => bytes / 1024;
const total = (scripts: Script[]) => kb(scripts.reduce((sum, script) => sum + script.gzip, 0));

/** Who a script belongs to: a remote (`/h5/remotes/<name>/…`) or the shell. */
const ownerOf = (path: string) => /^\/h5\/remotes\/([^/]+)\//.exec(path)?.[1] ?? 'shell';

/** A member registered through the API, with the code from the mail the server caught. */
async function registerMember(baseUrl: string, mailFile: string): Promise<{ token: string; user: unknown }> {
  const mailbox = `bench.${Date.now()}@example.com`;
  const post = async (path: string, form: Record<string, string>) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { client: 'h5', Lang: 'en-us' },
      body: new URLSearchParams(form),
    });
    const answer = (await response.json()) as { status: number; msg: string; data: unknown };
    if (answer.status !== 1) throw new Error(`${path}: ${answer.msg}`);
    return answer.data;
  };
  await post('/api/Mail/sendCode', { scene: 'register', mailbox });
  let code: string | undefined;
  for (let tries = 0; !code && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      const mails = JSON.parse(readFileSync(mailFile, 'utf8')) as { to: string[]; text: string }[];
      code = mails
        .filter((mail) => mail.to.includes(mailbox))
        .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1])
        .find(Boolean);
    } catch {
      // not written yet
    }
  }
  if (!code) throw new Error('no registration code arrived');
  const password = 'Bench#2024a';
  const session = (await post('/api/User/register', {
    mailbox,
    code,
    password,
    password2: password,
    agree: '1',
  })) as { token: string; user: unknown };
  return session;
}

/** Records every script the page fetches, with its gzipped size, from now on. */
function recordScripts(page: Page) {
  const bodies = new Map<string, Promise<number>>();
  let inFlight = 0;
  let lastActivity = performance.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = performance.now();
  });
  const settle = () => {
    inFlight -= 1;
    lastActivity = performance.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle();
    const path = new URL(request.url()).pathname;
    if (request.resourceType() !== 'script' || bodies.has(path)) return;
    bodies.set(
      path,
      request.response().then(async (response) => (response ? gzipSync(await response.body()).length : 0)),
    );
  });
  return {
    /** Resolves once no request has been in flight for IDLE_MS (20 s at most). */
    idle: async () => {
      const started = performance.now();
      while (performance.now() - started < 20_000) {
        if (inFlight <= 0 && performance.now() - lastActivity >= IDLE_MS) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    scripts: async (): Promise<Script[]> =>
      Promise.all([...bodies].map(async ([path, gzip]) => ({ path, gzip: await gzip }))),
  };
}

function print(title: string, scripts: Script[]) {
  console.log(`\n${title}`);
  for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(script.gzip).toFixed(1).padStart(7)} KB gz  ${script.path}`);
  const owners = [...new Set(scripts.map((script) => ownerOf(script.path)))].sort();
  for (const owner of owners) {
    const own = scripts.filter((script) => ownerOf(script.path) === owner);
    console.log(`  ${owner}: ${own.length} scripts, ${total(own).toFixed(1)} KB gzipped`);
  }
}

export async function measureRemoteLoad(name = 'swap', port = Number(process.env.BENCH_PORT ?? 8195)) {
  const target = REMOTE_PAGES[name];
  if (!target) throw new Error(`no page of the remote "${name}" is measured (${Object.keys(REMOTE_PAGES)})`);
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-bench-remote-'));
  const mailFile = join(dataDir, 'mail.json');
  // The e2e server: the app as `npm start` serves it, catching mail so a member can register.
  const server = await startServer(port, {
    command: [process.execPath, 'tools/e2e/serve.ts'],
    env: { E2E_DATA_DIR: dataDir, E2E_MAIL_FILE: mailFile },
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const { token, user } = await registerMember(server.baseUrl, mailFile);
    const visit = async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      await context.addInitScript(
        ({ token, user }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('userinfo', JSON.stringify(user));
          localStorage.setItem('lang', 'en-us');
        },
        { token, user },
      );
      return { context, page: await context.newPage() };
    };

    // Opened directly: everything the visit fetched, split by owner.
    const direct = await visit();
    const directScripts = recordScripts(direct.page);
    await direct.page.goto(`${server.baseUrl}/h5/#/${target.route}`);
    await direct.page.locator(target.ready).first().waitFor({ timeout: 30_000 });
    await directScripts.idle();
    const opened = await directScripts.scripts();
    await direct.context.close();
    print(`${name}: ${target.route} opened directly`, opened);
    const own = total(opened.filter((script) => ownerOf(script.path) === name));

    // Opened from the wallet tab: what the tap fetched once the wallet was there.
    let fromTab: number | undefined;
    if (target.tile) {
      const tab = await visit();
      const tabScripts = recordScripts(tab.page);
      await tab.page.goto(`${server.baseUrl}/h5/#/pages/property/property`);
      await tab.page.locator('#property-entries').waitFor({ timeout: 30_000 });
      await tabScripts.idle();
      const before = new Set((await tabScripts.scripts()).map((script) => script.path));
      await tab.page.evaluate((route) => (location.hash = `#/${route}`), target.tile);
      await tab.page.locator(target.ready).first().waitFor({ timeout: 30_000 });
      await tabScripts.idle();
      const added = (await tabScripts.scripts()).filter((script) => !before.has(script.path));
      await tab.context.close();
      print(`${name}: ${target.route} opened from the wallet tab`, added);
      fromTab = total(added);
    }

    const within = own <= target.budgetKb;
    console.log(
      `\n  (a) ${name}'s own JS when ${target.route} is opened: ${own.toFixed(1)} KB gzipped; budget ${target.budgetKb} KB: ${within ? 'within' : 'OVER'}`,
    );
    if (fromTab !== undefined)
      console.log(`  (b) fetched when opened from the wallet tab: ${fromTab.toFixed(1)} KB gzipped`);
    return { kb: own, fromTabKb: fromTab, withinBudget: within };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.main) {
  const result = await measureRemoteLoad(process.argv[2]);
  if (!result.withinBudget) {
    console.error('\nThe remote is over its first-load budget (tools/bench/remote-load.ts).');
    process.exit(1);
  }
}
