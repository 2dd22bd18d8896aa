// The swap market (issue #17): the pool the server opens with (the demo seed, or finance's seed
// when there is none) prices rupees and USDT; a member with rupees opens it from the wallet's Swap
// tile, sees the pool's quote as they type, swaps rupees for USDT with the payment password and sees
// both balances change; then provides liquidity at the pool's ratio (the excess stays with them),
// sees their position, removes all of it, and finds each move in the history. What the pages must
// show is worked out here from the pool's reserves with Uniswap v2's integer formulas (ADR 0032):
// the fee on what goes in, everything rounded in the pool's favour.
import type { Page } from '@playwright/test';
import type { SwapPool } from '../../../api/src/modules/swap/swap.contract.ts';
import { inr, paise } from './expected.ts';
import { expect, test, type Lang, type Texts } from './fixtures.ts';
import { grantMember, registerMember, runNpm, setPaymentPassword, topUp } from './journeys.ts';

const PAYMENT_PASSWORD = '864209';
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Micro-units of a 6-decimal string of the API (USDT, shares): "1.5" → 1500000n. */
const micro = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
};
/** Shares as the pages show them: all 6 decimals, international grouping ("9,224.954987"). */
const sharesText = (units: bigint) =>
  `${(units / 1_000_000n).toString().replace(/\B(?=(\d{3})+$)/g, ',')}.${(units % 1_000_000n).toString().padStart(6, '0')}`;
/** USDT as the pages show an amount: international grouping, 2 to 6 decimals ("1,234.50 USDT"). */
const usdt = (units: bigint) => {
  const whole = (units / 1_000_000n).toString().replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = (units % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${fraction} USDT`;
};

/** A USDT balance as the pages show it: two decimals, rounded down, so never more than is held. */
const usdtBalance = (units: bigint) =>
  `${(units / 1_000_000n).toString().replace(/\B(?=(\d{3})+$)/g, ',')}.${((units % 1_000_000n) / 10_000n).toString().padStart(2, '0')} USDT`;

/** Shots of each page at 390×844, kept with the test's results. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function apiData<T>(page: Page, path: string, lang: Lang): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const answer = await (await page.request.get(path, { headers: { Lang: lang, token } })).json();
  expect(answer.status, path).toBe(1);
  return answer.data as T;
}

/** The pool's reserves, fee and shares in minor units. */
async function readPool(page: Page, lang: Lang) {
  const pool = await apiData<SwapPool>(page, '/api/Swap/pool', lang);
  expect(pool.seeded && !pool.paused, 'the pool is open').toBe(true);
  return {
    inr: paise(pool.reserveInr),
    usdt: micro(pool.reserveUsdt),
    shares: micro(pool.totalShares),
    feeBps: paise(pool.feePercent),
    swaps: pool.volume24h.swaps,
  };
}

/**
 * Opens the market when the server has none (the demo seed gives it one): finance seeds it from the
 * treasury with ₹83,25,000.00 and 1,00,000 USDT.
 */
function openMarket() {
  if (!runNpm('admin', ['swap:state']).includes('not seeded')) return;
  topUp('fx_treasury', '8325000.00', 'INR', 'e2e swap seed');
  topUp('fx_treasury', '100000', 'USDT', 'e2e swap seed');
  runNpm('admin', [
    'swap:seed',
    '--inr',
    '8325000.00',
    '--usdt',
    '100000',
    '--reason',
    'e2e: open the market',
  ]);
}

/** Confirms the open sheet with the payment password. */
async function confirmInSheet(page: Page, t: Texts, confirm: string) {
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await sheet.getByLabel(t('ds', 'passwordSheet.label'), { exact: true }).fill(PAYMENT_PASSWORD);
  await sheet.getByRole('button', { name: confirm, exact: true }).click();
  await expect(sheet).toHaveCount(0);
}

test(
  'a member swaps rupees for USDT, then adds and removes liquidity at the pool’s ratio',
  { tag: '@english' },
  async ({ page, lang, t }) => {
    test.setTimeout(180_000);
    const swap = (key: string, values?: Record<string, string>) => t('swap', key, values);
    const mailbox = `meera.${Date.now()}@example.com`;
    const memberId = await registerMember(page, mailbox);
    openMarket();
    topUp('promotions', '100000.00', 'INR', 'e2e swap');
    grantMember(memberId, '100000.00');
    await setPaymentPassword(page, mailbox, PAYMENT_PASSWORD);

    // The wallet tab's Swap tile opens the market.
    await page.goto('/h5/#/pages/property/property');
    await button(page, t('property', 'entries.swap')).click();
    await page.waitForURL(/#\/pages\/swap\/swap$/);
    const balanceInr = page.getByTestId('swap-balance-inr');
    const balanceUsdt = page.getByTestId('swap-balance-usdt');
    await expect(balanceInr).toHaveText('₹1,00,000.00');
    await expect(balanceUsdt).toHaveText(/^0\.00\s*USDT$/);

    // ₹8,500.00 in: what goes in less the fee against the reserves (x·y = k), rounded down; the fee
    // rounded up; the minimum under the 0.5 % tolerance the page starts with, rounded down.
    const before = await readPool(page, lang);
    const paid = 850_000n;
    const kept = 10_000n - before.feeBps;
    const out = (paid * kept * before.usdt) / (before.inr * 10_000n + paid * kept);
    const fee = (paid * before.feeBps + 9_999n) / 10_000n;
    const amount = page.getByLabel(swap('swap.amount', { asset: 'INR' }), { exact: true });
    await amount.fill('8500');
    await expect(page.getByTestId('swap-receive')).toHaveText(usdt(out));
    const quote = page.getByTestId('swap-quote');
    await expect(quote.getByTestId('quote-fee')).toHaveText(inr(fee));
    await expect(quote.getByTestId('quote-min')).toHaveText(usdt((out * 9_950n) / 10_000n));
    await expect(page.getByTestId('swap-high-impact')).toHaveCount(0);
    await shot(page, 'swap-quote');

    // A custom tolerance outside 0.01–50 % is refused before anything is asked; 1 % lowers the minimum.
    await page.getByRole('radio', { name: swap('swap.custom'), exact: true }).click();
    await page.getByLabel(swap('swap.customLabel'), { exact: true }).fill('60');
    await expect(page.getByText(swap('swap.customError'), { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: swap('swap.percentValue', { percent: '1' }), exact: true }).click();
    await expect(quote.getByTestId('quote-min')).toHaveText(usdt((out * 9_900n) / 10_000n));

    await button(page, swap('swap.submit', { from: 'INR', to: 'USDT' })).click();
    await expect(page.getByTestId('swap-confirm')).toContainText('₹8,500.00');
    await expect(page.getByTestId('swap-confirm')).toContainText(usdt(out));
    await confirmInSheet(page, t, swap('swap.confirm'));

    // The result, with both new balances.
    await expect(page.getByTestId('swap-result')).toContainText(
      swap('swap.resultText', { pay: '₹8,500.00', receive: usdt(out) }),
    );
    await expect(page.getByTestId('swap-result-inr')).toHaveText('₹91,500.00');
    await expect(page.getByTestId('swap-result-usdt')).toHaveText(usdt(out));
    await shot(page, 'swap-result');
    await button(page, swap('swap.again')).click();
    await expect(balanceInr).toHaveText('₹91,500.00');
    await expect(balanceUsdt).toHaveText(usdtBalance(out));

    // Liquidity: nothing provided yet.
    await page.getByRole('link', { name: swap('area.mobility'), exact: true }).click();
    await page.waitForURL(/#\/pages\/swap\/mobility$/);
    await expect(page.getByTestId('position-shares')).toHaveText('0.000000');
    await expect(page.getByText(swap('mobility.noPosition'))).toBeVisible();

    // ₹4,250.00 and 60 USDT offered: the pool takes the USDT that matches the rupees at its ratio
    // (rounded down) and gives the smaller of the two shares of the pool; the rest of the USDT stays.
    const pool = await readPool(page, lang);
    const offeredInr = 425_000n;
    const offeredUsdt = 60_000_000n;
    const takenUsdt = (offeredInr * pool.usdt) / pool.inr;
    expect(takenUsdt, 'the rupees are the binding side').toBeLessThanOrEqual(offeredUsdt);
    const byInr = (offeredInr * pool.shares) / pool.inr;
    const byUsdt = (takenUsdt * pool.shares) / pool.usdt;
    const shares = byInr < byUsdt ? byInr : byUsdt;
    await page.getByLabel(swap('mobility.inrAmount'), { exact: true }).fill('4250');
    await page.getByLabel(swap('mobility.usdtAmount'), { exact: true }).fill('60');
    const addQuote = page.getByTestId('add-quote');
    await expect(addQuote.getByTestId('add-inr')).toHaveText('₹4,250.00');
    await expect(addQuote.getByTestId('add-usdt')).toHaveText(usdt(takenUsdt));
    await expect(addQuote.getByTestId('add-shares')).toHaveText(sharesText(shares));
    await expect(addQuote).toContainText(usdt(offeredUsdt - takenUsdt));
    await button(page, swap('mobility.addSubmit')).click();
    await confirmInSheet(page, t, swap('mobility.addSubmit'));
    await expect(page.getByText(swap('mobility.added'))).toBeVisible();
    await expect(page.getByTestId('position-shares')).toHaveText(sharesText(shares));
    await expect(page.getByTestId('position-percent')).not.toHaveText(
      swap('swap.percentValue', { percent: '0.0000' }),
    );
    await shot(page, 'mobility-position');

    // All of it out again, each asset in proportion to the shares, rounded down for the pool.
    const after = await readPool(page, lang);
    const backInr = (shares * after.inr) / after.shares;
    const backUsdt = (shares * after.usdt) / after.shares;
    expect(backInr, 'never more rupees than were put in').toBeLessThanOrEqual(offeredInr);
    await page.getByRole('tab', { name: swap('mobility.remove'), exact: true }).click();
    await page
      .getByRole('radio', { name: swap('mobility.percent', { percent: '100' }), exact: true })
      .click();
    await expect(page.getByTestId('remove-shares')).toHaveText(sharesText(shares));
    await expect(page.getByTestId('remove-inr')).toHaveText(inr(backInr));
    await expect(page.getByTestId('remove-usdt')).toHaveText(usdt(backUsdt));
    await button(page, swap('mobility.removeSubmit')).click();
    await confirmInSheet(page, t, swap('mobility.removeSubmit'));
    await expect(page.getByText(swap('mobility.removed'))).toBeVisible();
    await expect(page.getByTestId('position-shares')).toHaveText('0.000000');
    await expect(page.getByTestId('remove-nothing')).toBeVisible();

    // The detail page: the pool with this swap in its volume, and the member's own history.
    await page.getByRole('link', { name: swap('area.detail'), exact: true }).click();
    await page.waitForURL(/#\/pages\/swap\/detail$/);
    await expect(page.getByTestId('pool-swaps')).toHaveText(String(before.swaps + 1));
    await expect(page.getByTestId('swap-chart')).toBeVisible();
    const swaps = page.getByTestId('swap-row');
    await expect(swaps).toHaveCount(1);
    await expect(swaps.first()).toContainText(
      swap('detail.swapLine', { pay: '₹8,500.00', receive: usdt(out) }),
    );
    await page.getByRole('tab', { name: swap('detail.liquidity'), exact: true }).click();
    const moves = page.getByTestId('liquidity-row');
    await expect(moves).toHaveCount(2);
    await expect(moves.nth(0)).toContainText(
      swap('detail.removeLine', { inr: inr(backInr), usdt: usdt(backUsdt) }),
    );
    await expect(moves.nth(1)).toContainText(
      swap('detail.addLine', { inr: '₹4,250.00', usdt: usdt(takenUsdt) }),
    );
    await shot(page, 'detail');

    // Both balances after the swap and the round trip through the pool.
    await page.getByRole('link', { name: swap('area.swap'), exact: true }).click();
    await expect(balanceInr).toHaveText(inr(9_150_000n - offeredInr + backInr));
    await expect(balanceUsdt).toHaveText(usdtBalance(out - takenUsdt + backUsdt));

    runNpm('ledger:audit');
  },
);
