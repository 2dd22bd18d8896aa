// Steps several journeys share: a member registering with the code from the received mail, and
// the operator CLI run against the test server's database.
import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
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

/** Runs a root npm script (`admin`, `ledger:audit`) against the test server's data folder. */
export function runNpm(script: string, args: string[] = []): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  return execFileSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}
