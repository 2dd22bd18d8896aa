// The operator console (#/console): on a desktop, an admin makes a finance operator, who signs in,
// finds no operators page for their role, and tops up a fund's income pool, which the journal then
// shows with who and why, then opens the chain page and a deposit state from it; on a phone, a
// support operator publishes a notice that a member with the app open sees arrive without reloading. Withdrawals decided in the console are in wallet.spec.ts,
// where the member sees both outcomes.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { consoleSignIn, createOperator, labelled } from './journeys.ts';

const PASSWORD = 'Console#2026-pass';

const button = (page: Page | Locator, name: string) => page.getByRole('button', { name, exact: true });

/** Confirms the open "why" dialog with `reason`, by its confirm button `confirmLabel`. */
async function confirmWith(page: Page, confirmLabel: string, reason: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('on a desktop (1280 × 800)', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    screen: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });

  test('an admin creates a finance operator, who tops up a fund pool and may not open the operators page', async ({
    page,
    t,
  }) => {
    test.setTimeout(120_000);
    const c = (key: string, values?: Record<string, string>) => t('console', key, values);
    const stamp = Date.now().toString(36);
    const admin = `admin.${stamp}`;
    const finance = `finance.${stamp}`;
    createOperator(admin, 'admin', PASSWORD);

    // The admin signs in and makes the finance operator, saying why.
    await consoleSignIn(page, admin, PASSWORD);
    await page.getByRole('link', { name: c('nav.operators') }).click();
    await expect(page.getByRole('heading', { level: 1, name: c('nav.operators') })).toBeVisible();
    await button(page, c('operators.create.title')).click();
    const drawer = page.getByRole('dialog');
    await labelled(drawer, c('operators.columns.username')).fill(finance);
    await labelled(drawer, c('operators.columns.displayName')).fill('Asha Finance');
    await labelled(drawer, c('operators.columns.role')).selectOption('finance');
    await labelled(drawer, c('operators.password')).fill(PASSWORD);
    await button(drawer, c('operators.create.confirm')).click();
    await confirmWith(page, c('operators.create.confirm'), 'new finance colleague');
    await expect(page.getByRole('row').filter({ hasText: finance })).toContainText(c('roles.finance'));

    // Signing out returns to sign-in, which says so.
    await button(page, t('ds', 'consoleLayout.signOut')).click();
    await expect(page.getByTestId('console-login-notice')).toHaveText(c('login.signedOut'));

    // The finance operator's navigation has the money pages and not the operators page; its
    // address, opened anyway, says it is not for this role.
    await consoleSignIn(page, finance, PASSWORD);
    const nav = page.getByRole('navigation', { name: c('navLabel') });
    await expect(nav.getByRole('link', { name: c('nav.funds') })).toBeVisible();
    await expect(nav.getByRole('link', { name: c('nav.operators') })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: c('nav.members') })).toHaveCount(0);
    await page.goto('/h5/#/console/operators');
    await expect(page.getByText(c('noAccess.title'), { exact: true })).toBeVisible();

    // The first fund's pool gets ₹250 from outside capital, confirmed with why.
    await nav.getByRole('link', { name: c('nav.funds') }).click();
    const firstFund = page.getByRole('row').nth(1);
    const fundId = (await firstFund.getByRole('cell').first().innerText()).trim();
    await firstFund.click();
    const fundDrawer = page.getByRole('dialog');
    const topUp = fundDrawer.getByRole('form', { name: c('funds.topUp.title') });
    await labelled(topUp, c('funds.topUp.amount')).fill('250');
    const memo = `top-up ${stamp}`;
    await labelled(topUp, c('funds.topUp.memo')).fill(memo);
    await button(topUp, c('funds.topUp.confirm')).click();
    await confirmWith(page, c('funds.topUp.confirm'), 'income due tomorrow');
    await expect(page.getByText(c('funds.topUp.done'), { exact: true })).toBeVisible();
    await fundDrawer.getByRole('button', { name: t('ds', 'common.close'), exact: true }).click();
    await expect(fundDrawer).toHaveCount(0);

    // The journal shows the line in the pool, with its memo and the finance operator as actor.
    await nav.getByRole('link', { name: c('nav.journal') }).click();
    await labelled(page, c('journal.columns.account')).fill(`fund_pool:${fundId}`);
    await button(page, t('ds', 'filterBar.apply')).click();
    const line = page.getByRole('row').filter({ hasText: memo });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(`operator:${finance}`);
    await expect(line).toContainText('250');

    // The chain page shows each network (TRC20 is never served yet); a deposit state there opens
    // the deposits page on that state's tab.
    await nav.getByRole('link', { name: c('nav.chain') }).click();
    await expect(page.getByRole('heading', { level: 1, name: c('nav.chain') })).toBeVisible();
    const tron = page.getByTestId('chain-TRC20');
    await expect(tron).toContainText(c('chain.notServed'));
    await expect(page.getByTestId('chain-ERC20')).toBeVisible();
    await tron.getByRole('link', { name: c('deposits.state.credited'), exact: true }).click();
    await expect(page.getByRole('tab', { name: c('deposits.state.credited'), selected: true })).toBeVisible();
  });
});

test('on a phone, support publishes a notice and a member with the app open sees it arrive', async ({
  page,
  browser,
  t,
}) => {
  test.setTimeout(120_000);
  const c = (key: string, values?: Record<string, string>) => t('console', key, values);
  const support = `support.${Date.now().toString(36)}`;
  createOperator(support, 'support', PASSWORD);

  // A visitor has the home tab open, with its notices.
  const member = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await member.goto('/h5/#/pages/index/index');
  await expect(member.getByTestId('notice-strip')).toBeVisible();

  // Support signs in on a phone: the navigation opens from the menu button.
  await consoleSignIn(page, support, PASSWORD);
  await button(page, t('ds', 'consoleLayout.openNavigation')).click();
  await page.getByRole('link', { name: c('nav.content') }).click();
  await button(page, c('content.new')).click();
  const drawer = page.getByRole('dialog');
  const title = `Maintenance ${Date.now().toString(36)}`;
  for (const lang of ['hi-in', 'en-us', 'zh-cn'] as const) {
    await drawer.getByRole('tab', { name: c(`langs.${lang}`) }).click();
    await labelled(drawer, c('content.title')).fill(`${title} ${lang}`);
    await labelled(drawer, c('content.summary')).fill(`Summary ${lang}`);
    await labelled(drawer, c('content.body')).fill(`Body ${lang}`);
  }
  // The preview shows the notice as members will read it, in the language of the open tab.
  await expect(drawer.getByRole('article')).toContainText(`${title} zh-cn`);
  await button(drawer, c('content.publish')).click();
  await confirmWith(page, c('content.publish'), 'maintenance window tonight');
  await expect(page.getByText(c('content.published'), { exact: true })).toBeVisible();

  // The member's open home tab shows it without a reload, in Hindi.
  await expect(member.getByTestId('notice-strip')).toContainText(`${title} hi-in`);
  await member.close();
});
