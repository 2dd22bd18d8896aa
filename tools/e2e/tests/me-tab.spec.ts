// The Me tab as a member uses it: shortcuts with icons and words lead to deposit, withdraw, the
// addresses, invite and VIP benefits (not built yet); "Log out" asks first, and only a confirmed logout ends the
// session and returns home, logged out.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { text } from './i18n.ts';
import { registerMember } from './journeys.ts';

const ME = '/h5/#/pages/user/user';

test(
  'the Me tab: shortcuts open their pages; logging out asks, cancel keeps the session, confirm ends it',
  { tag: '@english' },
  async ({ page, t }) => {
    const member = (key: string) => t('member', key);
    const mailbox = `meera.${Date.now()}@example.com`;
    await registerMember(page, mailbox);
    await page.waitForURL(/#\/pages\/user\/user/);

    // An icon grid, each tile named by its words.
    const shortcuts = page.getByRole('navigation', { name: member('user.shortcuts') });
    const tiles = shortcuts.getByRole('button');
    await expect(tiles).toHaveText([
      member('user.entries.deposit'),
      member('user.entries.withdraw'),
      member('user.entries.addresses'),
      member('user.entries.invite'),
      member('user.entries.vip'),
    ]);
    await expect(tiles.first().locator('svg')).toBeVisible();

    const opens = async (label: string, url: RegExp, heading: string) => {
      await page.goto(ME);
      await shortcuts.getByRole('button', { name: label, exact: true }).click();
      await page.waitForURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      // Back returns to the Me tab.
      await page.goBack();
      await page.waitForURL(/#\/pages\/user\/user$/);
    };
    await opens(member('user.entries.deposit'), /#\/pages\/user\/upcoin$/, t('property', 'deposit.title'));
    await opens(
      member('user.entries.withdraw'),
      /#\/pages\/property\/withdrawal$/,
      t('property', 'withdrawal.title'),
    );
    await opens(member('user.entries.addresses'), /#\/pages\/user\/address$/, t('property', 'address.title'));
    await opens(member('user.entries.invite'), /#\/pages\/user\/invite$/, member('invite.title'));
    await opens(member('user.entries.vip'), /#\/pages\/user\/equity$/, member('vip.title'));

    // Log out asks first; Cancel keeps the member logged in.
    await page.goto(ME);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const dialog = page.getByRole('alertdialog', { name: member('user.logoutTitle') });
    const logoutCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/User/logout')) logoutCalls.push(request.url());
    });
    await askToLogOut(page, member('user.logout'));
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(member('user.logoutMessage'));
    // The safe choice has the focus.
    await expect(dialog.getByRole('button', { name: member('user.cancel') })).toBeFocused();
    await dialog.getByRole('button', { name: member('user.cancel') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('member-mailbox')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);

    // Escape is a cancel too.
    await askToLogOut(page, member('user.logout'));
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('member-mailbox')).toBeVisible();
    expect(logoutCalls).toHaveLength(0);

    // Confirming logs out: the server revokes the token, the app is home, logged out.
    const revoked = page.waitForResponse((response) => response.url().endsWith('/api/User/logout'));
    await askToLogOut(page, member('user.logout'));
    await dialog.getByRole('button', { name: member('user.logoutConfirm') }).click();
    expect((await (await revoked).json()).status).toBe(1);
    await page.waitForURL(/#\/pages\/index\/index$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userinfo')]),
    ).toEqual([null, null]);
    const info = await page.request.get('/api/User/info', { headers: { token: token!, client: 'h5' } });
    expect((await info.json()).status).toBe(-100);
    // Logout returns the app to Hindi, its default.
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-in');
    await page.goto(ME);
    await expect(page.getByText(text('member', 'user.loginPrompt', 'hi-in'))).toBeVisible();
    await expect(page.getByRole('button', { name: text('member', 'user.logout', 'hi-in') })).toHaveCount(0);
  },
);

async function askToLogOut(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
}
