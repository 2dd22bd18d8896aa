// Steps several journeys share: a member registering with the code from the received mail, the
// operator CLI run against the test server's database, and the server's test clock (ADR 0012).
import { execFileSync } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  readTestClockOffset,
  TEST_CLOCK_RECHECK_MS,
  testClockFile,
} from '../../../api/src/platform/test-clock.ts';
import { repoRoot, text, type Lang } from './i18n.ts';
import { mailCount, waitForMailCode } from './mailbox.ts';

const shell = (lang: Lang, key: string) => text('shell', `account.${key}`, lang);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The language the page shows (the `lang` attribute the app keeps on the document). */
async function pageLang(page: Page): Promise<Lang> {
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== 'hi-in' && lang !== 'en-us' && lang !== 'zh-cn') throw new Error(`page language ${lang}`);
  return lang;
}

/** Presses "Send code" and reads the code from the mail that arrives. */
export async function sendAndReadCode(page: Page, mailbox: string, nth = 0): Promise<string> {
  const before = mailCount();
  await button(page, text('ds', 'codeButton.send', await pageLang(page)))
    .nth(nth)
    .click();
  return waitForMailCode(mailbox, before);
}

/**
 * Registers a new member through the register page, in the page's language, and returns their id
 * once the user tab shows them logged in.
 */
export async function registerMember(
  page: Page,
  mailbox: string,
  password = 'Secret#2024a',
): Promise<number> {
  await page.goto('/h5/#/pages/user/register');
  const lang = await pageLang(page);
  await page.getByLabel(shell(lang, 'fields.mailbox'), { exact: true }).fill(mailbox);
  const code = await sendAndReadCode(page, mailbox);
  await page.getByLabel(shell(lang, 'fields.code'), { exact: true }).fill(code);
  await page.getByLabel(shell(lang, 'fields.password'), { exact: true }).fill(password);
  await page.getByLabel(shell(lang, 'fields.password2'), { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await button(page, shell(lang, 'register.submit')).click();
  await page.waitForURL(/#\/pages\/user\/user/);
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? '{}').id as unknown);
  expect(typeof id).toBe('number');
  return id as number;
}

/**
 * Logs the member in again from the login page (after the test clock has outrun the session), and
 * waits until the app has left the login page.
 */
export async function logIn(page: Page, mailbox: string, password = 'Secret#2024a'): Promise<void> {
  await page.goto('/h5/#/pages/user/login');
  const lang = await pageLang(page);
  await page.getByLabel(shell(lang, 'fields.mailbox'), { exact: true }).fill(mailbox);
  await page.getByLabel(shell(lang, 'fields.password'), { exact: true }).fill(password);
  await button(page, shell(lang, 'login.submit')).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/pages/user/login'));
}

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  return dir;
}

/**
 * Runs a root npm script (`admin`, `ledger:audit`) against the test server's data folder, on the
 * server's test clock.
 */
export function runNpm(script: string, args: string[] = [], env: Record<string, string> = {}): string {
  return execFileSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir(), TEST_CLOCK: '1', ...env },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

/** Tops up a platform account from external capital, as finance does (`npm run admin -- pool:fund`). */
export function topUp(account: string, amount: string, asset: 'INR' | 'USDT' = 'INR', memo = 'e2e'): void {
  runNpm('admin', ['pool:fund', '--account', account, '--asset', asset, '--amount', amount, '--memo', memo]);
}

/** Gives a member INR from promotions (`npm run admin -- members:grant`). */
export function grantMember(memberId: number, amount: string, memo = 'e2e'): void {
  runNpm('admin', ['members:grant', '--member', String(memberId), '--amount', amount, '--memo', memo]);
}

/** An operator account made on the server (`operators:create`), with the password given. */
export function createOperator(username: string, role: string, password: string): void {
  runNpm('admin', ['operators:create', '--username', username, '--role', role], {
    OPERATOR_PASSWORD: password,
  });
}

/**
 * Signs an operator in to the console (`#/console/login`) in the page's language, and waits for the
 * dashboard (or the page the address named).
 */
export async function consoleSignIn(
  page: Page,
  username: string,
  password: string,
  path = '',
): Promise<void> {
  await page.goto(`/h5/#/console${path}`);
  const lang = await pageLang(page);
  const words = (key: string) => text('console', key, lang);
  await page.getByLabel(words('login.username'), { exact: true }).fill(username);
  await page.getByLabel(words('login.password'), { exact: true }).fill(password);
  await button(page, words('login.submit')).click();
  await page.waitForURL((url) => url.hash.startsWith('#/console') && !url.hash.startsWith('#/console/login'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A form control by its label, which may end with a "(required)" of the form's own. */
export function labelled(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s*\\(.+\\))?$`));
}

/** The test server's time in ms: real time plus the offset `clock:advance` keeps in its DATA_DIR. */
export function serverNow(): number {
  return Date.now() + readTestClockOffset(testClockFile(dataDir()));
}

const clockedPages = new WeakSet<Page>();

/**
 * Sets the browser's clock to the server's, as on a phone whose clock is right, so countdowns the
 * page computes from the server's times (the withdrawal lock, a quote's validity) read as they would.
 * Call it before the first `goto`; time then runs on normally.
 */
export async function syncBrowserClock(page: Page): Promise<void> {
  if (clockedPages.has(page)) {
    await page.clock.setSystemTime(serverNow());
  } else {
    await page.clock.install({ time: serverNow() });
    clockedPages.add(page);
  }
}

/**
 * Moves the server's clock forward (`npm run admin -- clock:advance --by 8h5m`), waits until the
 * server has seen it, and moves the browser's clock along when it was synced.
 */
export async function advanceClock(by: string, page?: Page): Promise<void> {
  runNpm('admin', ['clock:advance', '--by', by]);
  await delay(TEST_CLOCK_RECHECK_MS * 2);
  if (page && clockedPages.has(page)) await syncBrowserClock(page);
}

/** Sets the member's payment password from the safety page, with the code from the mail. */
export async function setPaymentPassword(page: Page, mailbox: string, password: string): Promise<void> {
  await page.goto('/h5/#/pages/user/safety');
  const lang = await pageLang(page);
  await page.getByText(shell(lang, 'safety.paymentPassword'), { exact: true }).click();
  await page.waitForURL(/action=payment-set/);
  await fillPaymentPasswordForm(page, mailbox, password);
}

/**
 * Fills the open "set payment password" form with a code from the mail, confirms it, and waits to be
 * back where the member came from (`back`, the security page by default).
 */
export async function fillPaymentPasswordForm(
  page: Page,
  mailbox: string,
  password: string,
  back: RegExp = /#\/pages\/user\/safety$/,
): Promise<void> {
  const lang = await pageLang(page);
  const code = await sendAndReadCode(page, mailbox);
  await page.getByLabel(shell(lang, 'fields.code'), { exact: true }).fill(code);
  await page.getByLabel(shell(lang, 'fields.paymentPassword'), { exact: true }).fill(password);
  await page.getByLabel(shell(lang, 'fields.paymentPassword2'), { exact: true }).fill(password);
  await button(page, shell(lang, 'common.confirm')).click();
  await page.waitForURL(back);
}

/** An authenticator app bound to the member: each `code()` is a current code not used before. */
export type Authenticator = { code: () => Promise<string> };

const TOTP_PERIOD_MS = 30_000;

/**
 * Binds an authenticator from the safety page with a code computed from the secret it shows. Codes
 * are computed at the server's time, as an app on a phone whose clock is right would show them.
 */
export async function bindAuthenticator(page: Page): Promise<Authenticator> {
  await page.goto('/h5/#/pages/user/safety');
  const lang = await pageLang(page);
  await page.getByText(shell(lang, 'safety.authenticator'), { exact: true }).click();
  await page.waitForURL(/action=authenticator-bind/);
  const authenticator = authenticatorFor(await readAuthenticatorSecret(page));
  await page
    .getByLabel(shell(lang, 'fields.authenticatorCode'), { exact: true })
    .fill(await authenticator.code());
  await button(page, shell(lang, 'authenticator.bindSubmit')).click();
  await page.waitForURL(/#\/pages\/user\/safety$/);
  return authenticator;
}

/** The secret the open bind or change form shows for the new authenticator. */
async function readAuthenticatorSecret(page: Page): Promise<string> {
  const secret = (await page.getByTestId('authenticator-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  return secret;
}

/**
 * Changes the bound authenticator from the safety page (the current code, a mailbox code and a code
 * of the new one), which locks withdrawals for 8 hours; returns the new authenticator.
 */
export async function changeAuthenticator(
  page: Page,
  mailbox: string,
  current: Authenticator,
): Promise<Authenticator> {
  await page.goto('/h5/#/pages/user/safety?action=authenticator-change');
  const lang = await pageLang(page);
  const next = authenticatorFor(await readAuthenticatorSecret(page));
  await page
    .getByLabel(shell(lang, 'fields.currentAuthenticatorCode'), { exact: true })
    .fill(await current.code());
  const mailCode = await sendAndReadCode(page, mailbox);
  await page.getByLabel(shell(lang, 'fields.code'), { exact: true }).fill(mailCode);
  await page.getByLabel(shell(lang, 'fields.newAuthenticatorCode'), { exact: true }).fill(await next.code());
  await button(page, shell(lang, 'common.confirm')).click();
  await page.waitForURL(/#\/pages\/user\/safety$/);
  return next;
}

/** An authenticator app holding `secret`. */
function authenticatorFor(secret: string): Authenticator {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  let lastStep = -1;
  // A time step is accepted once: wait for the next one when the current step was used (or move
  // the test clock on: `advanceClock('30s')`).
  const code = async () => {
    let step = Math.floor(serverNow() / TOTP_PERIOD_MS);
    while (step <= lastStep) {
      await delay(500);
      step = Math.floor(serverNow() / TOTP_PERIOD_MS);
    }
    lastStep = step;
    return totp.generate({ timestamp: step * TOTP_PERIOD_MS });
  };
  return { code };
}

/** Credits a member's USDT deposit as the operator does once it is seen on chain (`deposits:confirm`). */
export function depositUsdt(memberId: number, amount: string, tx: string): void {
  topUp('chain_clearing', amount, 'USDT', 'e2e chain clearing');
  runNpm('admin', [
    'deposits:confirm',
    '--member',
    String(memberId),
    '--chain',
    'TRC20',
    '--amount',
    amount,
    '--tx',
    tx,
  ]);
}

/**
 * Fills the open add-address page (TRC20) with `address` and a current authenticator code, and
 * saves it; the caller waits for where the page goes next.
 */
export async function saveTronAddress(page: Page, address: string, code: string): Promise<void> {
  const lang = await pageLang(page);
  const property = (key: string) => text('property', key, lang);
  await page.getByRole('tab', { name: 'TRC20' }).click();
  await page.getByLabel(property('addAddress.address'), { exact: true }).fill(address);
  await page.getByLabel(property('addAddress.code'), { exact: true }).fill(code);
  await button(page, property('addAddress.submit')).click();
}

/** Asserts a control is a touch target of at least 44 × 44 CSS pixels. */
export async function expectTouchTarget(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the control is on the page').not.toBeNull();
  expect(box!.width, 'touch target width').toBeGreaterThanOrEqual(44);
  expect(box!.height, 'touch target height').toBeGreaterThanOrEqual(44);
}

/** The left edge of an element on the page, in CSS pixels. */
export async function leftEdge(target: Locator): Promise<number> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not on the page');
  return Math.round(box.x);
}
