// A member's first fund: from the funds tab to a fund's k-line, the minimum, the expected income,
// the purchase with the payment password, the order in the orders tab and on the property tab's
// fund page; then the test clock moves 24 h, the settlement pays the first income (the member's
// 45 % of the gross) and the balance details show it. The ledger audit finds nothing wrong.
import type { Locator, Page } from '@playwright/test';
import type {
  FundKline,
  FundOrder,
  FundSummary,
  IncomeEstimate,
} from '../../../api/src/modules/fund/fund.contract.ts';
import { inr, paise, percent } from './expected.ts';
import { expect, test, type Lang } from './fixtures.ts';
import {
  advanceClock,
  registerMember,
  runNpm,
  setPaymentPassword,
  syncBrowserClock,
  topUp,
  grantMember,
} from './journeys.ts';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tab = (page: Page, label: string) =>
  page.getByRole('navigation').last().getByRole('button', { name: label, exact: true });

const PAYMENT_PASSWORD = '246810';
const AMOUNT = '1000.00';

async function apiData<T>(page: Page, path: string, lang: Lang): Promise<T> {
  const answer = await (await page.request.get(path, { headers: { Lang: lang } })).json();
  expect(answer.status, path).toBe(1);
  return answer.data as T;
}

type Investments = (key: string, values?: Record<string, string>) => string;

/** What each language calls the chart's periods (day, week, month, all), written out. */
const RANGE_LABELS: Record<Lang, string[]> = {
  'hi-in': ['1 माह', '6 माह', '1 वर्ष', 'सभी'],
  'en-us': ['1M', '6M', '1Y', 'All'],
  'zh-cn': ['近1月', '近6月', '近1年', '全部'],
};

/** The tokens' danger red (`--colour-danger`), which only a fall may wear. */
const DANGER = 'rgb(194, 42, 45)';

/** The member's rate a month leads, the gross rate and the 45 % follow; neither is red. */
async function expectMemberRate(scope: Locator, fund: FundSummary, investments: Investments) {
  const rate = scope.getByTestId('fund-rate');
  await expect(rate).toHaveText(percent(fund.memberMonthlyRatePercent));
  await expect(scope.getByTestId('member-rate')).toContainText(investments('fund.forYou'));
  await expect(scope.getByTestId('fund-gross-rate')).toHaveText(
    investments('fund.grossRate', { rate: percent(fund.monthlyRatePercent), share: '45%' }),
  );
  await expect(rate).not.toHaveCSS('color', DANGER);
  await expect(scope.getByTestId('fund-gross-rate')).not.toHaveCSS('color', DANGER);
  // The member's figure is the larger one.
  const [big, small] = await Promise.all([
    rate.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
    scope
      .getByTestId('fund-gross-rate')
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
  ]);
  expect(big).toBeGreaterThan(small);
}

/** A day change: signed, red only for a fall, green for a rise, and said in words to a screen reader. */
async function expectDayChange(figure: Locator, value: string) {
  await expect(figure).toHaveText(percent(value, { signed: true }));
  const trend =
    /^-/.test(value) && !/^-?[0.]+$/.test(value) ? 'down' : /^[+]?[0.]+$/.test(value) ? 'flat' : 'up';
  const change = figure.locator('xpath=..');
  await expect(change).toHaveAttribute('data-trend', trend);
  if (trend === 'down') await expect(change).toHaveCSS('color', DANGER);
  else await expect(change).not.toHaveCSS('color', DANGER);
}

/** A time of the API as the pages show it, in the phone's time zone: YYYY-MM-DD HH:mm. */
function localDateTime(iso: string): string {
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The schedule shows `first` payouts, "See all" opens every one of `total`, "Show fewer" folds it. */
async function expectScheduleFolds(page: Page, total: number, investments: Investments, first: number[]) {
  const rows = page.getByTestId('income-payment');
  await expect(rows).toHaveCount(first.length);
  await expect(rows.first()).toContainText(investments('orderDetail.period', { period: String(first[0]) }));
  const toggle = page.getByRole('button', {
    name: investments('orderDetail.seeAll', { count: String(total) }),
  });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(rows).toHaveCount(total);
  const fewer = page.getByRole('button', { name: investments('orderDetail.seeFewer') });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  await fewer.click();
  await expect(rows).toHaveCount(first.length);
}

test.beforeEach(async ({ page }) => {
  // Times the pages show come from the server, whose test clock earlier journeys may have moved.
  await syncBrowserClock(page);
});

test(
  'a member buys a fund, follows the order, and receives the first income 24 h later',
  { tag: '@english' },
  async ({ page, lang, t }) => {
    test.setTimeout(180_000);
    const investments = (key: string, values?: Record<string, string>) => t('investments', key, values);
    const property = (key: string) => t('property', key);
    const mailbox = `asha.${Date.now()}@example.com`;
    const memberId = await registerMember(page, mailbox);
    topUp('promotions', '5000.00');
    grantMember(memberId, '2000.00');

    const { list } = await apiData<{ list: FundSummary[] }>(page, '/api/Fund/list?page=1&rows=20', lang);
    const fund = list.find(
      (item) =>
        item.status === 'on_sale' &&
        paise(item.minimum) <= paise(AMOUNT) &&
        paise(item.maximumPerMember) >= paise(AMOUNT),
    );
    expect(fund, 'a fund on sale that takes ₹1,000').toBeDefined();
    const { id: fundId, name, minimum } = fund!;

    // The funds tab lists the fund with the member's own rate first, the fund's gross rate and the
    // member's 45 % second, its cycle and minimum. No rate is red: red is for falls.
    await page.goto('/h5/#/pages/index/index');
    await tab(page, t('shell', 'tabs.product')).click();
    await page.waitForURL(/#\/pages\/product\/product/);
    const card = page.getByTestId('fund-card').filter({ hasText: name });
    await expectMemberRate(card, fund!, investments);
    await expect(card.getByTestId('fund-minimum')).toHaveText(inr(minimum));
    await expect(card.getByRole('progressbar', { name: investments('fund.sold') })).toBeVisible();
    await card.click();
    await page.waitForURL(new RegExp(`#/pages/product/detail\\?id=${fundId}$`));

    // The fund's header leads with the member's rate too; its day change is signed and coloured
    // by its direction.
    const header = page.getByTestId('fund-detail');
    await expectMemberRate(header, fund!, investments);
    await expectDayChange(header.getByTestId('fund-day-change'), fund!.dayIncreaseRate);

    // The k-line: drawn by the chart, named by its period, with the day change; the periods say what
    // they cover (1M = 30 daily NAVs, 6M = 26 weekly, 1Y = 12 monthly, All); 6M on demand.
    const kline = await apiData<FundKline>(page, `/api/Fund/kline?type=day&fund_id=${fundId}`, lang);
    const chart = page.getByTestId('kline');
    await expect(chart.getByRole('tablist', { name: investments('chart.rangesLabel') })).toBeVisible();
    await expect(chart.getByRole('tab')).toHaveText(RANGE_LABELS[lang]);
    await expect(chart.getByRole('tab', { selected: true })).toHaveText(RANGE_LABELS[lang][0]!);
    await expect(chart.getByTestId('kline-day-increase')).toHaveText(
      percent(kline.day_increase_rate, { signed: true }),
    );
    await expectDayChange(chart.getByTestId('kline-day-increase'), kline.day_increase_rate);
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
    await expect(page.getByTestId('payment-password-unset')).toContainText(
      investments('buy.setPasswordFirst'),
    );
    await button(page, investments('buy.setPassword')).click();
    await page.waitForURL(/#\/pages\/user\/safety\?action=payment-set/);
    await setPaymentPassword(page, mailbox, PAYMENT_PASSWORD);

    await page.goto(`/h5/#/pages/product/buy?id=${fundId}`);
    await expect(page.getByTestId('buy-fund')).toContainText(name);
    await expectMemberRate(page.getByTestId('buy-fund'), fund!, investments);
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
      page.getByText(investments('buy.errors.belowMinimum', { amount: inr(minimum) })),
    ).toBeVisible();
    expect(purchases).toHaveLength(0);

    // A valid amount: the server's expected income is shown before confirming.
    const estimate = await apiData<IncomeEstimate>(
      page,
      `/api/Fund/estimate?fund_id=${fundId}&amount=${AMOUNT}`,
      lang,
    );
    expect(paise(estimate.memberDaily)).toBe((paise(estimate.grossDaily) * 45n) / 100n);
    await amountField.fill('1000');
    await expect(page.getByTestId('estimate-member-daily')).toHaveText(inr(estimate.memberDaily));
    await expect(page.getByTestId('estimate-member-total')).toHaveText(inr(estimate.memberTotal));

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
    await expect(detail.getByTestId('order-expected-income')).toHaveText(inr(estimate.memberTotal));
    await expect(detail.getByTestId('order-today-income')).toHaveText('₹0.00');
    await expect(detail.getByTestId('order-member-rate')).toHaveText(percent(fund!.memberMonthlyRatePercent));

    // The next payout leads the page: the first one, 24 h after purchase, the member's share.
    const next = page.getByTestId('next-payout');
    await expect(next).toHaveAttribute('data-kind', 'next');
    await expect(next.getByRole('heading', { name: investments('orderDetail.next') })).toBeVisible();
    await expect(next).toContainText(inr(estimate.memberDaily));
    await expect(next.getByTestId('next-payout-time')).toHaveText(localDateTime(order.nextIncomeAt!));
    await expect(next).toContainText(
      investments('orderDetail.nextOf', { period: '1', total: String(order.cycleDays) }),
    );

    // The schedule shows its first few payouts and opens whole on demand, then folds again.
    await expectScheduleFolds(page, order.cycleDays, investments, [1, 2, 3, 4, 5]);

    // The orders tab lists it in progress; nothing is completed yet.
    await page.goto('/h5/#/pages/index/index');
    await tab(page, t('shell', 'tabs.order')).click();
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
    topUp(`fund_pool:${fundId}`, '500.00');
    await advanceClock('24h', page);
    runNpm('admin', ['settlement:run']);
    await page.goto(`/h5/#/pages/order/detail?id=${order.id}`);
    await expect(page.getByTestId('order-today-income')).toHaveText(inr(estimate.memberDaily));
    await expect(page.getByTestId('order-cumulative-income')).toHaveText(inr(estimate.memberDaily));
    await expect(page.getByTestId('income-payment').first()).toHaveAttribute('data-state', 'paid');
    // The next payout is now the second, and the first shows as paid among the few rows.
    await expect(next).toContainText(
      investments('orderDetail.nextOf', { period: '2', total: String(order.cycleDays) }),
    );
    await expect(next.getByTestId('next-payout-time')).toHaveText(
      localDateTime(new Date(Date.parse(order.nextIncomeAt!) + 24 * 3_600_000).toISOString()),
    );

    // An order that does not exist (or is another member's: the same 404) says so, with no retry.
    await page.goto(`/h5/#/pages/order/detail?id=${order.id + 1_000_000}`);
    await expect(page.getByText(investments('common.orderNotFound'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('ds', 'common.retry') })).toHaveCount(0);

    // The balance details show the income, after the purchase.
    await page.goto('/h5/#/pages/property/moneydetail');
    const rows = page.getByTestId('wallet-entry');
    await expect(rows.first()).toHaveAttribute('data-type', 'fund_income');
    await expect(rows.first()).toContainText(`+${inr(estimate.memberDaily)}`);
    await expect(page.locator('[data-testid="wallet-entry"][data-type="fund_purchase"]')).toContainText(
      '-₹1,000.00',
    );

    // Every balance recomputed from the journal agrees, and no entry is out of balance.
    runNpm('ledger:audit');
  },
);

test('a trial quota buys an order without touching the balance', async ({ page, lang, t }) => {
  test.setTimeout(120_000);
  const investments = (key: string, values?: Record<string, string>) => t('investments', key, values);
  const mailbox = `vikram.${Date.now()}@example.com`;
  const memberId = await registerMember(page, mailbox);
  await setPaymentPassword(page, mailbox, PAYMENT_PASSWORD);
  topUp('promotions', '5000.00');
  runNpm('admin', ['trial:grant', '--member', String(memberId), '--amount', '500.00', '--days', '30']);

  const { list } = await apiData<{ list: FundSummary[] }>(page, '/api/Fund/list?page=1&rows=20', lang);
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
