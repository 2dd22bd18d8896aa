import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { text, type Lang } from './i18n.ts';
import { sendAndReadCode } from './journeys.ts';

const shell = (key: string, lang: Lang = 'en-us', values?: Record<string, string>) =>
  text('shell', `account.${key}`, lang, values);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('register, payment password, authenticator, lock, logout and login again', async ({ page }) => {
  const mailbox = `asha.${Date.now()}@example.com`;
  const password = 'Secret#2024a';
  const masked = new RegExp(`^${mailbox[0]}\\*+@example\\.com$`);

  await page.goto('/h5/#/pages/user/user');
  await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
  await page.reload();
  await expect(page.getByText(text('member', 'user.loginPrompt', 'en-us'))).toBeVisible();

  // Register with the code from the received mail.
  await button(page, text('member', 'user.register', 'en-us')).click();
  await page.waitForURL(/#\/pages\/user\/register/);
  await page.getByLabel(shell('fields.mailbox'), { exact: true }).fill(mailbox);
  const registerCode = await sendAndReadCode(page, mailbox);
  await page.getByLabel(shell('fields.code'), { exact: true }).fill(registerCode);
  await page.getByLabel(shell('fields.password'), { exact: true }).fill(password);
  await page.getByLabel(shell('fields.password2'), { exact: true }).fill('Secret#2024b');
  await button(page, shell('register.submit')).click();
  // The page checks the policy first: the second password differs, and the terms are not agreed.
  await expect(page.getByText(shell('errors.passwordMismatch'))).toBeVisible();
  await expect(page.getByText(shell('errors.agreeRequired'))).toBeVisible();
  await page.getByLabel(shell('fields.password2'), { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await button(page, shell('register.submit')).click();

  // Logged in: the user tab shows the member.
  await page.waitForURL(/#\/pages\/user\/user/);
  await expect(page.getByTestId('member-mailbox')).toHaveText(masked);
  await expect(page.getByText(/^ID \d+$/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // Set the payment password with a mailbox code.
  await page.getByText(text('member', 'user.security', 'en-us'), { exact: true }).click();
  await page.waitForURL(/#\/pages\/user\/safety/);
  await page.getByText(shell('safety.paymentPassword'), { exact: true }).click();
  await page.waitForURL(/action=payment-set/);
  const paymentCode = await sendAndReadCode(page, mailbox);
  await page.getByLabel(shell('fields.code'), { exact: true }).fill(paymentCode);
  await page.getByLabel(shell('fields.paymentPassword'), { exact: true }).fill('135790');
  await page.getByLabel(shell('fields.paymentPassword2'), { exact: true }).fill('135790');
  await button(page, shell('common.confirm')).click();
  await page.waitForURL(/#\/pages\/user\/safety$/);
  const paymentRow = page.getByRole('button', { name: new RegExp(shell('safety.paymentPassword')) });
  await expect(paymentRow).toContainText(shell('safety.set'));

  // Bind the authenticator with a code computed from the shown secret.
  await page.getByText(shell('safety.authenticator'), { exact: true }).click();
  await page.waitForURL(/action=authenticator-bind/);
  const secret = (await page.getByTestId('authenticator-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByRole('img', { name: shell('authenticator.qrAlt') })).toBeVisible();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await page.getByLabel(shell('fields.authenticatorCode'), { exact: true }).fill(totp.generate());
  await button(page, shell('authenticator.bindSubmit')).click();
  await page.waitForURL(/#\/pages\/user\/safety$/);

  // The security page shows the 8 h withdrawal lock with the time left, counting down.
  const lock = page.getByTestId('withdraw-lock');
  await expect(lock).toContainText(/(07:5\d|08:00):\d\d/);
  const first = await lock.textContent();
  await expect(lock).not.toHaveText(first ?? '');
  await expect(page.getByText(shell('safety.bound'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('security-activity').first()).toBeVisible();

  // Logout: storage cleared, Hindi again, home.
  await page.goto('/h5/#/pages/user/set');
  await button(page, shell('settings.logout')).click();
  await page.waitForURL(/#\/pages\/index\/index/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-in');
  await expect(page.getByRole('heading', { name: text('member', 'home.title', 'hi-in') })).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userinfo: localStorage.getItem('userinfo'),
    keys: Object.keys(localStorage).filter((key) => key !== 'lang' && key !== 'client_id'),
  }));
  expect(stored).toEqual({ token: null, userinfo: null, keys: [] });

  // Login again, in Hindi, with the same password.
  await page.goto('/h5/#/pages/user/user');
  await button(page, text('member', 'user.login', 'hi-in')).click();
  await page.waitForURL(/#\/pages\/user\/login/);
  await page.getByLabel(shell('fields.mailbox', 'hi-in'), { exact: true }).fill(mailbox.toUpperCase());
  await page.getByLabel(shell('fields.password', 'hi-in'), { exact: true }).fill('Wrong#2024a');
  await button(page, shell('login.submit', 'hi-in')).click();
  // The API's own message, in Hindi, as a toast; the member stays on login.
  await expect(page.getByText(text('api', 'account.loginFailed', 'hi-in'))).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/user\/login/);
  await page.getByLabel(shell('fields.password', 'hi-in'), { exact: true }).fill(password);
  await button(page, shell('login.submit', 'hi-in')).click();
  await page.waitForURL(/#\/pages\/user\/user/);
  await expect(page.getByTestId('member-mailbox')).toHaveText(masked);
});
