// A member's first fund: from the funds tab to a fund's k-line, the minimum, the expected income,
// the purchase with the payment password, the order in the orders tab and on the property tab's
// fund page; then the test clock moves 24 h, the settlement pays the first income (the member's
// 45 % of the gross) and the balance details show it. The ledger audit finds nothing wrong.
import { expect, test, type Page } from '@playwright/test';
import type { FundKline, FundOrder, FundSummary, IncomeEstimate } from '../../../api/src/contract/index.ts';
import { formatInr } from '../../../design-system/src/utils/formatInr.ts';
import { formatPercent } from '../../../remotes/investments/src/utils/formatPercent.ts';
import { text } from './i18n.ts';
import { advanceClock, registerMember, runNpm, setPaymentPassword, syncBrowserClock } from './journeys.ts';

const investments = (key: string, values?: Record<string, string>) =>
  text('investments', key, 'en-us', values);
const property = (key: string, values?: Record<string, string>) => text('property', key, 'en-us', values);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tab = (page: Page, label: string) =>
  page.getByRole('navigation').last().getByRole('button', { name: label, exact: true });

const PAYMENT_PASSWORD = '246810';
const AMOUNT = '1000.00';

/** Paise of a decimal string of the API ("1.35" → 135n). */
const paise = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

async function apiData<T>(page: Page, path: string): Promise<T> {
  const answer = await (await page.request.get(path, { headers: { Lang: 'en-us' } })).json();
  expect(answer.status, path).toBe(1);
  return answer.data as T;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en-us');
  });
  // Times the pages show come from the server, whose test clock earlier journeys may have moved.
  await syncBrowserClock(page);
});

test('a member buys a fund, follows the order, and receives the first income 24 h later', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const mailbox = `asha.${Date.now()}@example.com`;
  const memberId = await registerMember(page, mailbox);
  runNpm('admin', [
    'pool:fund',
    '--account',
    'promotions',
    '--asset',
    'INR',
    '--amount',
    '5000.00',
    '--memo',
    'e2e',
  ]);
  runNpm('admin', ['members:grant', '--member', String(memberId), '--amount', '2000.00', '--memo', 'e2e']);

  const { list } = await apiData<{ list: FundSummary[] }>(page, '/api/Fund/list?page=1&rows=20');
  const fund = list.find(
    (item) =>
      item.status === 'on_sale' &&
      paise(item.minimum) <= paise(AMOUNT) &&
      paise(item.maximumPerMember) >= paise(AMOUNT),
  );
  expect(fund, 'a fund on sale that takes ₹1,000').toBeDefined();
  const { id: fundId, name, minimum } = fund!;

  // The funds tab lists the fund with its rate, cycle and minimum.
  await page.goto('/h5/#/pages/index/index');
  await tab(page, text('shell', 'tabs.product', 'en-us')).click();
  await page.waitForURL(/#\/pages\/product\/product/);
  const card = page.getByTestId('fund-card').filter({ hasText: name });
  await expect(card.getByTestId('fund-rate')).toHaveText(formatPercent(fund!.monthlyRatePercent));
  await expect(card.getByTestId('fund-minimum')).toHaveText(formatInr(minimum));
  await expect(card.getByRole('progressbar', { name: investments('fund.sold') })).toBeVisible();
  await card.click();
  await page.waitForURL(new RegExp(`#/pages/product/detail\\?id=${fundId}$`));

  // The k-line: drawn by the chart, named by its range, with the day increase rate; week on demand.
  const kline = await apiData<FundKline>(page, `/api/Fund/kline?type=day&fund_id=${fundId}`);
  const chart = page.getByTestId('kline');
  await expect(chart.getByTestId('kline-day-increase')).toHaveText(
    formatPercent(kline.day_increase_rate, { signed: true }),
  );
  await expect(
    chart.getByRole('img', { name: new RegExp(`^${investments('chart.series.day')}: `) }),
  ).toBeVisible();
  await expect(chart.locator('svg.apexcharts-svg')).toBeVisible();
  await chart.getByRole('tab', { name: investments('chart.ranges.week') }).click();
  await expect(
    chart.getByRole('img', { name: new RegExp(`^${investments('chart.series.week')}: `) }),
  ).toBeVisible();
  await expect(page.getByTestId('fee-statement')).toContainText(investments('fees.firstIncome'));

  // Without a payment password, buying starts with setting one.
  await button(page, investments('detail.buy')).click();
  await page.waitForURL(new RegExp(`#/pages/product/buy\\?id=${fundId}$`));
  await expect(page.getByTestId('payment-password-unset')).toContainText(investments('buy.setPasswordFirst'));
  await button(page, investments('buy.setPassword')).click();
  await page.waitForURL(/#\/pages\/user\/safety\?action=payment-set/);
  await setPaymentPassword(page, mailbox, PAYMENT_PASSWORD);

  await page.goto(`/h5/#/pages/product/buy?id=${fundId}`);
  await expect(page.getByTestId('buy-fund')).toContainText(name);
  await expect(page.getByTestId('payment-password-unset')).toHaveCount(0);
  const amountField = page.getByLabel(investments('buy.amount'), { exact: true });

  // Below the minimum: the page says what the minimum is, and nothing is sent.
  const purchases: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Fund/purchase'))
      purchases.push(request.headers()['idempotency-key'] ?? '');
  });
  await amountField.fill((Number(paise(minimum) - 1n) / 100).toFixed(2));
  await page.getByRole('checkbox').check();
  await page.getByLabel(investments('buy.paymentPassword'), { exact: true }).fill(PAYMENT_PASSWORD);
  await button(page, investments('buy.confirm')).click();
  await expect(
    page.getByText(investments('buy.errors.belowMinimum', { amount: formatInr(minimum) })),
  ).toBeVisible();
  expect(purchases).toHaveLength(0);

  // A valid amount: the server's expected income is shown before confirming.
  const estimate = await apiData<IncomeEstimate>(
    page,
    `/api/Fund/estimate?fund_id=${fundId}&amount=${AMOUNT}`,
  );
  expect(paise(estimate.memberDaily)).toBe((paise(estimate.grossDaily) * 45n) / 100n);
  await amountField.fill('1000');
  await expect(page.getByTestId('estimate-member-daily')).toHaveText(formatInr(estimate.memberDaily));
  await expect(page.getByTestId('estimate-member-total')).toHaveText(formatInr(estimate.memberTotal));

  // Confirm: one purchase with a fresh idempotency key, then the new order.
  const answered = page.waitForResponse((response) => response.url().includes('/api/Fund/purchase'));
  await page.getByLabel(investments('buy.paymentPassword'), { exact: true }).fill(PAYMENT_PASSWORD);
  await button(page, investments('buy.confirm')).click();
  const purchase = (await (await answered).json()) as { status: number; data: { order: FundOrder } };
  expect(purchase.status).toBe(1);
  const order = purchase.data.order;
  expect(purchases).toHaveLength(1);
  expect(purchases[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  await page.waitForURL(new RegExp(`#/pages/order/detail\\?id=${order.id}$`));
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-no')).toHaveText(order.orderNo);
  await expect(detail.getByTestId('order-amount')).toHaveText('₹1,000.00');
  await expect(detail.getByTestId('order-state')).toHaveText(investments('state.in_progress'));
  await expect(detail.getByTestId('order-expected-income')).toHaveText(formatInr(estimate.memberTotal));
  await expect(detail.getByTestId('order-today-income')).toHaveText('₹0.00');
  await expect(page.getByTestId('income-payment')).toHaveCount(order.cycleDays);

  // The orders tab lists it in progress; nothing is completed yet.
  await page.goto('/h5/#/pages/index/index');
  await tab(page, text('shell', 'tabs.order', 'en-us')).click();
  await page.waitForURL(/#\/pages\/order\/order/);
  const orders = page.getByTestId('order-card');
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText(name);
  await expect(orders.first().getByTestId('order-state')).toHaveText(investments('state.in_progress'));
  await expect(orders.first().getByTestId('order-amount')).toHaveText('₹1,000.00');
  await page.getByRole('tab', { name: investments('state.completed') }).click();
  await expect(page.getByText(investments('order.empty'))).toBeVisible();
  await page.getByRole('tab', { name: investments('state.in_progress') }).click();
  await orders.first().click();
  await page.waitForURL(new RegExp(`#/pages/order/detail\\?id=${order.id}$`));
  await expect(page.getByTestId('order-no')).toHaveText(order.orderNo);

  // The property tab's fund page: the principal in funds, and the fund with its order.
  await page.goto('/h5/#/pages/property/property');
  await button(page, property('entries.fund')).click();
  await page.waitForURL(/#\/pages\/property\/fund$/);
  await expect(page.getByTestId('fund-total-principal')).toHaveText('₹1,000.00');
  await expect(page.getByTestId('fund-today-income')).toHaveText('₹0.00');
  const holding = page.getByTestId('fund-holding');
  await expect(holding).toHaveCount(1);
  await expect(holding).toContainText(name);
  await holding.click();
  await page.waitForURL(new RegExp(`#/pages/property/funddetail\\?id=${fundId}$`));
  await expect(page.getByTestId('fund-holding-principal')).toHaveText('₹1,000.00');
  await expect(page.getByTestId('fund-holding-order')).toHaveCount(1);
  await expect(page.getByTestId('fund-holding-order')).toContainText(order.orderNo);

  // 24 hours later the settlement pays the first income from the fund's pool: the member's 45 %.
  runNpm('admin', [
    'pool:fund',
    '--account',
    `fund_pool:${fundId}`,
    '--asset',
    'INR',
    '--amount',
    '500.00',
    '--memo',
    'e2e',
  ]);
  await advanceClock('24h', page);
  runNpm('admin', ['settlement:run']);
  await page.goto(`/h5/#/pages/order/detail?id=${order.id}`);
  await expect(page.getByTestId('order-today-income')).toHaveText(formatInr(estimate.memberDaily));
  await expect(page.getByTestId('order-cumulative-income')).toHaveText(formatInr(estimate.memberDaily));
  await expect(page.getByTestId('income-payment').first()).toHaveAttribute('data-state', 'paid');

  // The balance details show the income, after the purchase.
  await page.goto('/h5/#/pages/property/moneydetail');
  const rows = page.getByTestId('wallet-entry');
  await expect(rows.first()).toHaveAttribute('data-type', 'fund_income');
  await expect(rows.first()).toContainText(`+${formatInr(estimate.memberDaily)}`);
  await expect(page.locator('[data-testid="wallet-entry"][data-type="fund_purchase"]')).toContainText(
    '-₹1,000.00',
  );

  // Every balance recomputed from the journal agrees, and no entry is out of balance.
  runNpm('ledger:audit');
});

test('a trial quota buys an order without touching the balance', async ({ page }) => {
  test.setTimeout(120_000);
  const mailbox = `vikram.${Date.now()}@example.com`;
  const memberId = await registerMember(page, mailbox);
  await setPaymentPassword(page, mailbox, PAYMENT_PASSWORD);
  runNpm('admin', [
    'pool:fund',
    '--account',
    'promotions',
    '--asset',
    'INR',
    '--amount',
    '5000.00',
    '--memo',
    'e2e',
  ]);
  runNpm('admin', ['trial:grant', '--member', String(memberId), '--amount', '500.00', '--days', '30']);

  const { list } = await apiData<{ list: FundSummary[] }>(page, '/api/Fund/list?page=1&rows=20');
  const fund = list.find(
    (item) =>
      item.status === 'on_sale' && paise(item.minimum) <= 50000n && paise(item.maximumPerMember) >= 50000n,
  );
  expect(fund, 'a fund on sale that takes ₹500').toBeDefined();

  await page.goto(`/h5/#/pages/product/buy?id=${fund!.id}`);
  await expect(page.getByTestId('buy-available')).toContainText('₹0.00');
  await page
    .getByRole('radio', { name: new RegExp(investments('buy.fromTrial', { amount: '₹500.00' })) })
    .click();
  await expect(page.getByLabel(investments('buy.amount'), { exact: true })).toHaveValue('500.00');
  await expect(page.getByTestId('buy-available')).toHaveText(investments('buy.trialFixed'));
  await expect(page.getByTestId('estimate-member-total')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByLabel(investments('buy.paymentPassword'), { exact: true }).fill(PAYMENT_PASSWORD);
  await button(page, investments('buy.confirm')).click();
  await page.waitForURL(/#\/pages\/order\/detail\?id=\d+$/);
  await expect(page.getByTestId('order-amount')).toHaveText('₹500.00');
  await expect(page.getByText(investments('order.trialNote'))).toBeVisible();

  // The balance is untouched; the quota is spent.
  const summary = await (
    await page.request.get('/api/Wallet/summary', {
      headers: { token: await page.evaluate(() => localStorage.getItem('token') ?? '') },
    })
  ).json();
  expect(summary.data.balance).toBe('0.00');
  await page.goto(`/h5/#/pages/product/buy?id=${fund!.id}`);
  await expect(page.getByTestId('buy-fund')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  runNpm('ledger:audit');
});
