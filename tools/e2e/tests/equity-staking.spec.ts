// A member's equity and staking: subscribing to an offering (the server's quote before confirming,
// the payment password), the holding on "my equity", the test clock past the lock, the buyback at
// the day's price and its line in the balance details; then a stake in a plan, the clock to the end
// of its term while the income job pays every day, the claim, and the balance with it.
import type { Page } from '@playwright/test';
import type { EquityOffering } from '../../../api/src/modules/equity/equity.contract.ts';
import type { StakingPlan } from '../../../api/src/modules/staking/staking.contract.ts';
import { inr } from './expected.ts';
import { expect, test, type Lang } from './fixtures.ts';
import {
  advanceClock,
  grantMember,
  logIn,
  registerMember,
  runNpm,
  setPaymentPassword,
  syncBrowserClock,
  topUp,
} from './journeys.ts';

const PAYMENT_PASSWORD = '246810';
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function apiData<T>(page: Page, path: string, lang: Lang): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const answer = await (await page.request.get(path, { headers: { Lang: lang, token } })).json();
  expect(answer.status, path).toBe(1);
  return answer.data as T;
}

/** Shots of each page at 390×844, kept with the test's results. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.beforeEach(async ({ page }) => {
  await syncBrowserClock(page);
});

test(
  'a member subscribes to equity, holds it past the lock and has it bought back',
  { tag: '@english' },
  async ({ page, lang, t }) => {
    test.setTimeout(180_000);
    const property = (key: string, values?: Record<string, string>) => t('property', key, values);
    const mailbox = `ravi.${Date.now()}@example.com`;
    const memberId = await registerMember(page, mailbox);
    topUp('promotions', '20000.00');
    grantMember(memberId, '5000.00');
    await setPaymentPassword(page, mailbox, PAYMENT_PASSWORD);

    const name = `E2E equity ${Date.now()}`;
    runNpm('admin', [
      'equity:create',
      '--name-en',
      name,
      '--name-hi',
      name,
      '--name-zh',
      name,
      '--fee-percent',
      '2',
      '--lock-days',
      '30',
      '--total-shares',
      '100000',
      '--price',
      '100.00',
    ]);
    const { list } = await apiData<{ list: EquityOffering[] }>(
      page,
      '/api/Equity/list?page=1&rows=100',
      lang,
    );
    const offering = list.find((item) => item.name === name);
    expect(offering, 'the new offering is listed').toBeDefined();
    topUp(`equity_buyback_pool:${offering!.id}`, '100000.00');

    // The offerings list shows it with its price, fee and progress.
    await page.goto('/h5/#/pages/property/purchase');
    const card = page.getByTestId('equity-offering').filter({ hasText: name });
    await expect(card.getByTestId('offering-price')).toHaveText(inr('100.00'));
    await expect(card.getByRole('progressbar', { name: property('equity.sold') })).toBeVisible();
    await shot(page, 'purchase-list');
    await card.getByRole('button').click();
    await page.waitForURL(new RegExp(`#/pages/property/purchase\\?id=${offering!.id}$`));
    await expect(page.getByTestId('equity-chart').getByRole('tab')).toHaveCount(3);

    // The amount says its limits; below ₹100 is refused before anything is sent.
    const amount = page.getByLabel(property('equity.amount'), { exact: true });
    await amount.fill('99');
    await amount.blur();
    await expect(
      page.getByText(property('amount.errors.belowMinimum', { amount: inr('100.00') })),
    ).toBeVisible();

    // ₹1,000: the server's quote (2 % fee on top, 10 shares at ₹100, the lock's end) before confirming.
    await amount.fill('1000');
    const quote = page.getByTestId('equity-quote');
    await expect(quote.getByTestId('quote-fee')).toHaveText(inr('20.00'));
    await expect(quote.getByTestId('quote-total')).toHaveText(inr('1020.00'));
    await expect(quote.getByTestId('quote-shares')).toHaveText('10.000000');
    await page.getByRole('checkbox').check();
    await page.getByLabel(property('equity.paymentPassword'), { exact: true }).fill(PAYMENT_PASSWORD);
    await shot(page, 'purchase-form');
    await button(page, property('equity.confirm')).click();

    // The holding and the balance after it.
    const done = page.getByTestId('equity-done');
    await expect(done.getByTestId('holding-state')).toHaveText(property('stock.states.locked'));
    await expect(done.getByTestId('equity-new-balance')).toHaveText(inr('3980.00'));
    await shot(page, 'purchase-done');

    // My equity: the totals and the holding, locked.
    await page.goto('/h5/#/pages/property/stock');
    await expect(page.getByTestId('stock-total-cost')).toHaveText(inr('1000.00'));
    const holding = page.getByTestId('equity-holding').filter({ hasText: name });
    await expect(holding.getByTestId('holding-state')).toHaveText(property('stock.states.locked'));
    await expect(holding.getByTestId('holding-shares')).toHaveText('10.000000');
    await shot(page, 'stock-locked');

    // The home tab's totals count it: ₹3,980 balance and ₹1,000 of equity (the fee is spent).
    await page.goto('/h5/#/pages/index/index');
    const assets = page.getByTestId('home-assets');
    await expect(assets.getByTestId('home-assets-equity')).toHaveText(inr('1000.00'));
    await expect(assets.getByTestId('home-assets-total')).toHaveText(inr('4980.00'));
    await shot(page, 'home');

    // My subscriptions lists the application.
    await page.goto('/h5/#/pages/property/subscribe');
    await expect(page.getByTestId('equity-holding').filter({ hasText: name })).toBeVisible();
    await shot(page, 'subscribe');

    // Past the lock, at a day price of ₹110: the buyback pays 10 × ₹110.
    await advanceClock('31d', page);
    await logIn(page, mailbox);
    runNpm('admin', ['equity:price', '--offering', String(offering!.id), '--price', '110.00']);
    await page.goto('/h5/#/pages/property/stock');
    await expect(holding.getByTestId('holding-state')).toHaveText(property('stock.states.expired'));
    await holding.getByRole('button', { name: property('stock.buyback'), exact: true }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByTestId('buyback-says')).toContainText(inr('1100.00'));
    await sheet.getByLabel(t('ds', 'passwordSheet.label'), { exact: true }).fill(PAYMENT_PASSWORD);
    await shot(page, 'stock-buyback-sheet');
    await sheet.getByRole('button', { name: property('stock.buyback'), exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(holding.getByTestId('holding-state')).toHaveText(property('stock.states.bought_back'));
    await shot(page, 'stock-bought-back');

    // The balance details show the buyback's line.
    await page.goto('/h5/#/pages/property/moneydetail');
    const entries = await apiData<{ list: { type: string; typeLabel?: string; amount: string }[] }>(
      page,
      '/api/Wallet/entries?page=1&rows=20',
      lang,
    );
    const line = entries.list.find((entry) => entry.type === 'equity_buyback');
    expect(line, 'a buyback line in the balance details').toBeDefined();
    await expect(page.getByText(inr('1100.00')).first()).toBeVisible();
    await shot(page, 'moneydetail');
  },
);

test(
  'a member stakes, the term runs its days, and the claim pays principal and income',
  { tag: '@english' },
  async ({ page, lang, t }) => {
    test.setTimeout(180_000);
    const property = (key: string, values?: Record<string, string>) => t('property', key, values);
    const mailbox = `meera.${Date.now()}@example.com`;
    const memberId = await registerMember(page, mailbox);
    topUp('promotions', '20000.00');
    grantMember(memberId, '5000.00');
    await setPaymentPassword(page, mailbox, PAYMENT_PASSWORD);

    const name = `E2E staking ${Date.now()}`;
    runNpm('admin', [
      'staking:create',
      '--name-en',
      name,
      '--name-hi',
      name,
      '--name-zh',
      name,
      '--asset',
      'INR',
      '--term-days',
      '30',
      '--annual-percent',
      '12',
      '--minimum',
      '100',
      '--maximum',
      '100000',
      '--cap',
      '10000000',
      '--claim-window-days',
      '7',
    ]);
    const { list } = await apiData<{ list: StakingPlan[] }>(page, '/api/Staking/plans?page=1&rows=100', lang);
    const plan = list.find((item) => item.name === name);
    expect(plan, 'the new plan is listed').toBeDefined();
    topUp(`staking_pool:${plan!.id}`, '100000.00');

    await page.goto('/h5/#/pages/property/staking');
    const card = page.getByTestId('staking-plan').filter({ hasText: name });
    await expect(card.getByTestId('plan-rate')).toHaveText('12.00%');
    await shot(page, 'staking-list');
    await card.getByRole('button').click();
    await page.waitForURL(new RegExp(`#/pages/property/staking\\?id=${plan!.id}$`));

    // ₹3,650 at 12 % a year: ₹1.20 a day, ₹36.00 over 30 days.
    await page.getByLabel(property('staking.amount', { asset: 'INR' }), { exact: true }).fill('3650');
    const estimate = page.getByTestId('staking-estimate');
    await expect(estimate.getByTestId('estimate-daily')).toHaveText(inr('1.20'));
    await expect(estimate.getByTestId('estimate-term')).toHaveText(inr('36.00'));
    await page.getByRole('checkbox').check();
    await page.getByLabel(property('equity.paymentPassword'), { exact: true }).fill(PAYMENT_PASSWORD);
    await shot(page, 'staking-form');
    await button(page, property('staking.confirm')).click();
    await page.waitForURL(/#\/pages\/property\/pledge/);
    const record = page.getByTestId('stake-record').filter({ hasText: name });
    await expect(record.getByTestId('stake-state')).toHaveText(property('pledge.states.in_progress'));
    await shot(page, 'pledge-in-progress');

    // The end of the term: the job records its 30 days and the stake becomes claimable.
    await advanceClock('30d1h', page);
    await logIn(page, mailbox);
    await expect
      .poll(
        async () =>
          (
            await apiData<{ counts: Record<string, number> }>(
              page,
              '/api/Staking/records?state=claimable&page=1&rows=20',
              lang,
            )
          ).counts.claimable,
        { timeout: 60_000 },
      )
      .toBe(1);
    await page.goto('/h5/#/pages/property/pledge');
    await page.getByRole('tab', { name: new RegExp(property('pledge.states.claimable')) }).click();
    await expect(record.getByTestId('stake-income')).toHaveText(inr('36.00'));
    await shot(page, 'pledge-claimable');
    await record.getByRole('button', { name: property('pledge.claim'), exact: true }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByTestId('claim-says')).toContainText(inr('3686.00'));
    await sheet.getByLabel(t('ds', 'passwordSheet.label'), { exact: true }).fill(PAYMENT_PASSWORD);
    await sheet.getByRole('button', { name: property('pledge.claim'), exact: true }).click();
    await expect(sheet).toBeHidden();

    // The balance: ₹5,000 − ₹3,650 + ₹3,686.
    await page.goto('/h5/#/pages/property/property');
    await expect(page.getByTestId('asset-balance')).toHaveText(inr('5036.00'));
    await shot(page, 'property');
  },
);
