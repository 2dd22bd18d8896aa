// Steps several journeys share: a member registering with the code from the received mail, and
// the operator CLI run against the test server's database.
import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
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

/** Binds an authenticator from the safety page with a code computed from the secret it shows. */
export async function bindAuthenticator(page: Page): Promise<Authenticator> {
  await page.goto('/h5/#/pages/user/safety');
  await page.getByText(shell('safety.authenticator'), { exact: true }).click();
  await page.waitForURL(/action=authenticator-bind/);
  const secret = (await page.getByTestId('authenticator-secret').textContent())?.trim() ?? '';
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  let last = '';
  // A code is accepted once: wait for the next 30 s step when the current code was used.
  const code = async () => {
    let current = totp.generate();
    while (current === last) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      current = totp.generate();
    }
    last = current;
    return current;
  };
  await page.getByLabel(shell('fields.authenticatorCode'), { exact: true }).fill(await code());
  await button(page, shell('authenticator.bindSubmit')).click();
  await page.waitForURL(/#\/pages\/user\/safety$/);
  return { code };
}
