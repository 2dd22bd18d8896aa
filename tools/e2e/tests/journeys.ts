// Steps several journeys share: a member registering with the code from the received mail, the
// operator CLI run against the test server's database, and the server's test clock (ADR 0012).
import { execFileSync } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  readTestClockOffset,
  TEST_CLOCK_RECHECK_MS,
  testClockFile,
} from '../../../api/src/platform/test-clock.ts';
import { repoRoot, text } from './i18n.ts';
import { mailCount, waitForMailCode } from './mailbox.ts';

const shell = (key: string) => text('shell', `account.${key}`, 'en-us');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Presses "Send code" and reads the code from the mail that arrives. */
export async function sendAndReadCode(page: Page, mailbox: string, nth = 0): Promise<string> {
  const before = mailCount();
  await button(page, text('ds', 'codeButton.send', 'en-us'))
    .nth(nth)
    .click();
  return waitForMailCode(mailbox, before);
}

/**
 * Registers a new member in English through the register page and returns their id once the user
 * tab shows them logged in.
 */
export async function registerMember(
  page: Page,
  mailbox: string,
  password = 'Secret#2024a',
): Promise<number> {
  await page.goto('/h5/#/pages/user/register');
  await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
  await page.reload();
  await page.getByLabel(shell('fields.mailbox'), { exact: true }).fill(mailbox);
  const code = await sendAndReadCode(page, mailbox);
  await page.getByLabel(shell('fields.code'), { exact: true }).fill(code);
  await page.getByLabel(shell('fields.password'), { exact: true }).fill(password);
  await page.getByLabel(shell('fields.password2'), { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await button(page, shell('register.submit')).click();
  await page.waitForURL(/#\/pages\/user\/user/);
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? '{}').id as unknown);
  expect(typeof id).toBe('number');
  return id as number;
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
export function runNpm(script: string, args: string[] = []): string {
  return execFileSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir(), TEST_CLOCK: '1' },
    encoding: 'utf8',
    stdio: 'pipe',
  });
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
  await page.getByText(shell('safety.paymentPassword'), { exact: true }).click();
  await page.waitForURL(/action=payment-set/);
  const code = await sendAndReadCode(page, mailbox);
  await page.getByLabel(shell('fields.code'), { exact: true }).fill(code);
  await page.getByLabel(shell('fields.paymentPassword'), { exact: true }).fill(password);
  await page.getByLabel(shell('fields.paymentPassword2'), { exact: true }).fill(password);
  await button(page, shell('common.confirm')).click();
  await page.waitForURL(/#\/pages\/user\/safety$/);
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
  await page.getByText(shell('safety.authenticator'), { exact: true }).click();
  await page.waitForURL(/action=authenticator-bind/);
  const secret = (await page.getByTestId('authenticator-secret').textContent())?.trim() ?? '';
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
  await page.getByLabel(shell('fields.authenticatorCode'), { exact: true }).fill(await code());
  await button(page, shell('authenticator.bindSubmit')).click();
  await page.waitForURL(/#\/pages\/user\/safety$/);
  return { code };
}
