import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { text } from './i18n.ts';
import {
  advanceClock,
  bindAuthenticator,
  changeAuthenticator,
  expectTouchTarget,
  leftEdge,
  registerMember,
  sendAndReadCode,
  syncBrowserClock,
} from './journeys.ts';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.beforeEach(async ({ page }) => {
  // The lock's countdown is computed from the server's time; earlier journeys may have moved it.
  await syncBrowserClock(page);
});

test(
  'register, payment password, authenticator, lock after changing it, logout and login again',
  { tag: '@english' },
  async ({ page, t }) => {
    test.setTimeout(120_000);
    const shell = (key: string, values?: Record<string, string>) => t('shell', `account.${key}`, values);
    const mailbox = `asha.${Date.now()}@example.com`;
    const password = 'Secret#2024a';
    const masked = new RegExp(`^${mailbox[0]}\\*+@example\\.com$`);

    await page.goto('/h5/#/pages/user/user');
    await expect(page.getByText(t('member', 'user.loginPrompt'))).toBeVisible();

    // Register with the code from the received mail.
    await button(page, t('member', 'user.register')).click();
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
    const [idBefore, idAfter] = t('member', 'user.id', { id: '\n' }).split('\n');
    await expect(page.getByText(new RegExp(`^${idBefore}\\d+${idAfter}$`))).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // Set the payment password with a mailbox code.
    await page.getByText(t('member', 'user.security'), { exact: true }).click();
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

    // The authenticator's key is the same on every visit until it is bound: a member who scanned it
    // and left finds the key their app holds.
    await page.goto('/h5/#/pages/user/safety?action=authenticator-bind');
    await expect(page.getByRole('img', { name: shell('authenticator.qrAlt') })).toBeVisible();
    const secret = page.getByTestId('authenticator-secret');
    await expect(secret).toHaveText(/^[A-Z2-7]{16,}$/);
    const firstKey = (await secret.textContent()) ?? '';
    await page.goto('/h5/#/pages/user/safety');
    await page.getByText(shell('safety.authenticator'), { exact: true }).click();
    await page.waitForURL(/action=authenticator-bind/);
    await expect(secret).toHaveText(firstKey);
    await page.reload();
    await expect(secret).toHaveText(firstKey);

    // "Make a new key" asks first, since the key already scanned stops working: keeping it changes
    // nothing; confirming shows another key, which then stays.
    const renewButton = button(page, shell('authenticator.renew'));
    const dialog = page.getByRole('alertdialog');
    await renewButton.click();
    await expect(dialog).toContainText(shell('authenticator.renewMessage'));
    await dialog.getByRole('button', { name: shell('authenticator.renewKeep'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(secret).toHaveText(firstKey);
    await renewButton.click();
    await dialog.getByRole('button', { name: shell('authenticator.renewConfirm'), exact: true }).click();
    await expect(page.getByText(shell('authenticator.renewed'))).toBeVisible();
    await expect(secret).not.toHaveText(firstKey);
    const newKey = (await secret.textContent()) ?? '';
    await page.reload();
    await expect(secret).toHaveText(newKey);

    // Bind it with a code computed from the shown key: a first authenticator does not lock
    // withdrawals.
    const first = await bindAuthenticator(page);
    await expect(page.getByText(shell('safety.bound'), { exact: true })).toBeVisible();
    const lock = page.getByTestId('withdraw-lock');
    await expect(lock).toContainText(shell('safety.unlocked'));

    // Changing it does: the security page shows the 8 h lock with the time left, counting down.
    await advanceClock('30s', page);
    await changeAuthenticator(page, mailbox, first);
    await expect(lock).toContainText(/(07:5\d|08:00):\d\d/);
    const shown = await lock.textContent();
    await expect(lock).not.toHaveText(shown ?? '');
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
    const hindi = (key: string) => text('shell', `account.${key}`, 'hi-in');
    await page.goto('/h5/#/pages/user/user');
    await button(page, text('member', 'user.login', 'hi-in')).click();
    await page.waitForURL(/#\/pages\/user\/login/);
    await page.getByLabel(hindi('fields.mailbox'), { exact: true }).fill(mailbox.toUpperCase());
    await page.getByLabel(hindi('fields.password'), { exact: true }).fill('Wrong#2024a');
    await button(page, hindi('login.submit')).click();
    // The API's own message, in Hindi, as a toast; the member stays on login.
    await expect(page.getByText(text('api', 'account.loginFailed', 'hi-in'))).toBeVisible();
    await expect(page).toHaveURL(/#\/pages\/user\/login/);
    await page.getByLabel(hindi('fields.password'), { exact: true }).fill(password);
    await button(page, hindi('login.submit')).click();
    await page.waitForURL(/#\/pages\/user\/user/);
    await expect(page.getByTestId('member-mailbox')).toHaveText(masked);
  },
);

test(
  'the code countdown belongs to the address the code was sent to',
  { tag: '@english' },
  async ({ page, t }) => {
    const shell = (key: string) => t('shell', `account.${key}`);
    // The countdown is the page's own: the mail service answers at once, and no mail is spent.
    await page.route('**/api/Mail/sendCode', (route) =>
      route.fulfill({ json: { status: 1, msg: 'OK', data: { resendAfterS: 60, expiresInS: 600 } } }),
    );
    await page.goto('/h5/#/pages/user/register');
    const mailbox = page.getByLabel(shell('fields.mailbox'), { exact: true });
    const codeButton = page.locator('button[data-phase]');
    const [before, after] = t('ds', 'codeButton.resendIn', { s: '\n' }).split('\n');
    const counting = new RegExp(`^${before}(\\d+)${after}$`);
    const secondsShown = async () => Number(counting.exec((await codeButton.textContent()) ?? '')?.[1]);

    await expectTouchTarget(codeButton);
    await mailbox.fill('first.address@example.com');
    await codeButton.click();
    await expect(codeButton).toHaveText(counting);
    await expect(codeButton).toBeDisabled();
    const firstShown = await secondsShown();

    // A corrected address can be sent a code at once.
    await mailbox.fill('second.address@example.com');
    await expect(codeButton).toHaveText(t('ds', 'codeButton.send'));
    await expect(codeButton).toBeEnabled();
    await page.waitForTimeout(1_100);
    await codeButton.click();
    await expect(codeButton).toHaveText(counting);

    // Back to the first address within its 60 s: its own time left, not a new countdown.
    await mailbox.fill('First.Address@example.com ');
    await expect(codeButton).toHaveText(counting);
    await expect(codeButton).toBeDisabled();
    expect(await secondsShown()).toBeLessThan(firstShown);
    await mailbox.fill('third.address@example.com');
    await expect(codeButton).toBeEnabled();
  },
);

test(
  'account forms are one card each, in line with the card, with the margins of every page',
  { tag: '@english' },
  async ({ page, t }) => {
    test.setTimeout(90_000);
    const shell = (key: string) => t('shell', `account.${key}`);
    await registerMember(page, `lina.${Date.now()}@example.com`);

    // The cards of a remote's page stand 12 px in from the phone's edges.
    await page.goto('/h5/#/pages/property/withdrawal');
    const pageEdge = await leftEdge(
      page.getByTestId('withdrawal-settings').locator('xpath=ancestor::form/..'),
    );
    expect(pageEdge).toBe(12);

    // Changing the password: the fields and the button in one card, their boxes on its content edge.
    await page.goto('/h5/#/pages/user/reset');
    const form = page.locator('form');
    const card = form.locator('xpath=./div[1]');
    await expect(form.locator('xpath=./div')).toHaveCount(1);
    await expect(card.locator('input')).toHaveCount(3);
    expect(await leftEdge(card)).toBe(pageEdge);
    const submit = card.getByRole('button', { name: shell('common.confirm'), exact: true });
    const contentEdge = await leftEdge(submit);
    for (const label of ['fields.oldPassword', 'fields.newPassword', 'fields.newPassword2']) {
      const input = page.getByLabel(shell(label), { exact: true });
      expect(await leftEdge(input.locator('xpath=..')), label).toBe(contentEdge);
      expect(await leftEdge(page.getByText(shell(label), { exact: true })), label).toBe(contentEdge);
    }

    // The payment password form too.
    await page.goto('/h5/#/pages/user/safety?action=payment-set');
    await expect(page.locator('form').locator('xpath=./div')).toHaveCount(1);
    await expect(page.locator('form input')).toHaveCount(3);

    // The security page keeps the same side margins as every other page.
    await page.goto('/h5/#/pages/user/safety');
    const status = page.getByRole('region', { name: shell('safety.status') });
    expect(await leftEdge(status.getByRole('button').first())).toBe(pageEdge);
    const activity = page.getByTestId('security-activity').first();
    await expect(activity).toBeVisible();
    expect(await leftEdge(activity.locator('xpath=ancestor::ul'))).toBe(pageEdge);
    for (const row of await status.getByRole('button').all()) await expectTouchTarget(row);
  },
);
