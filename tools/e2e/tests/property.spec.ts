// A member's money: the operator grants a bonus, the member moves part of it into the piggy bank
// and back, reads the balance details, and the ledger audit finds nothing wrong. The piggy bank
// earns a day's interest once the test clock has moved past the day; the market reserve shows the
// operator's top-up and the coverage.
import type { Locator, Page } from '@playwright/test';
import { inr } from './expected.ts';
import { expect, test } from './fixtures.ts';
import {
  advanceClock,
  depositUsdt,
  expectTouchTarget,
  registerMember,
  runNpm,
  topUp,
  grantMember,
} from './journeys.ts';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The property remote's texts in the project's language (set by each test). */
let property: (key: string, values?: Record<string, string>) => string;

test.beforeEach(({ t }) => {
  property = (key, values) => t('property', key, values);
});

async function openUnder(page: Page) {
  await page.goto('/h5/#/pages/property/property');
  await button(page, property('entries.under')).click();
  await page.waitForURL(/#\/pages\/property\/under/);
}

async function move(page: Page, direction: 'in' | 'out', amount: string) {
  await page
    .getByRole('tab', { name: property(direction === 'in' ? 'under.moveIn' : 'under.moveOut') })
    .click();
  await page.getByLabel(property('under.amount'), { exact: true }).fill(amount);
  await button(page, property(direction === 'in' ? 'under.confirmIn' : 'under.confirmOut')).click();
}

async function expectAssets(page: Page, assets: { total: string; balance: string; piggy: string }) {
  await page.goto('/h5/#/pages/property/property');
  await expect(page.getByTestId('asset-total')).toHaveText(assets.total);
  await expect(page.getByTestId('asset-balance')).toHaveText(assets.balance);
  await expect(page.getByTestId('asset-piggy')).toHaveText(assets.piggy);
}

test('a granted bonus moves into the piggy bank and back, and the ledger stays balanced', async ({
  page,
  t,
}) => {
  test.setTimeout(120_000);

  // Logged out, the property tab invites to log in.
  await page.goto('/h5/#/pages/property/property');
  await expect(page.getByText(property('login.prompt'))).toBeVisible();

  const memberId = await registerMember(page, `ravi.${Date.now()}@example.com`);
  topUp('promotions', '1000.00', 'INR', 'seed');
  grantMember(memberId, '100.00', 'test');

  await expectAssets(page, { total: '₹100.00', balance: '₹100.00', piggy: '₹0.00' });
  await expect(page.getByTestId('asset-usdt')).toHaveText(/^0\.00\s*USDT$/);

  // The page checks the amount before anything is sent.
  await openUnder(page);
  await expect(page.getByTestId('piggy-available')).toHaveText(
    property('under.availableIn', { amount: '₹100.00' }),
  );
  await move(page, 'in', '100.01');
  await expect(
    page.getByText(property('amount.errors.exceedsAvailable', { amount: '₹100.00' })),
  ).toBeVisible();
  await move(page, 'in', '0');
  await expect(page.getByText(property('amount.errors.notPositive'))).toBeVisible();
  // A thousandth of a rupee is about the decimals, not about zero.
  await move(page, 'in', '0.001');
  await expect(
    page.getByText(property('amount.errors.tooManyDecimals', { asset: 'INR', decimals: '2' }), {
      exact: true,
    }),
  ).toBeVisible();

  // Move ₹40.00 in, with a fresh idempotency key.
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Wallet/piggy/')) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  await move(page, 'in', '40');
  await expect(page.getByText(property('under.movedIn'))).toBeVisible();
  await expect(page.getByTestId('piggy-amount')).toHaveText('₹40.00');
  await expect(page.getByTestId('piggy-available')).toHaveText(
    property('under.availableIn', { amount: '₹60.00' }),
  );
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  await expectAssets(page, { total: '₹100.00', balance: '₹60.00', piggy: '₹40.00' });

  // The balance details list the grant and the move, newest first, with the balance after each.
  await button(page, property('entries.moneyDetail')).click();
  await page.waitForURL(/#\/pages\/property\/moneydetail/);
  const rows = page.getByTestId('wallet-entry');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-type', 'piggy_in');
  await expect(rows.nth(0)).toContainText('-₹40.00');
  await expect(rows.nth(0).getByTestId('wallet-entry-after')).toHaveText(
    property('moneyDetail.balanceAfter', { amount: '₹60.00' }),
  );
  await expect(rows.nth(1)).toHaveAttribute('data-type', 'grant');
  await expect(rows.nth(1)).toContainText('+₹100.00');
  await expect(rows.nth(1).getByTestId('wallet-entry-after')).toHaveText(
    property('moneyDetail.balanceAfter', { amount: '₹100.00' }),
  );
  await expect(page.getByText(t('ds', 'list.noMore'))).toBeVisible();

  // Filtered by type, only the grant is left.
  await page.getByRole('tab', { name: t('api', 'ledger.entryTypes.grant') }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toHaveAttribute('data-type', 'grant');

  // Move ₹10.00 out; the first answer is lost on the way back, and the retry sends the same key,
  // so the money moves once.
  await openUnder(page);
  keys.length = 0;
  let lost = false;
  await page.route('**/api/Wallet/piggy/out', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('failed');
  });
  await move(page, 'out', '10');
  await expect.poll(() => lost).toBe(true);
  await expect(page.getByTestId('piggy-amount')).toHaveText('₹40.00');
  await button(page, property('under.confirmOut')).click();
  await expect(page.getByText(property('under.movedOut'))).toBeVisible();
  await expect(page.getByTestId('piggy-amount')).toHaveText('₹30.00');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);

  await expectAssets(page, { total: '₹100.00', balance: '₹70.00', piggy: '₹30.00' });

  // Every balance recomputed from the journal agrees, and no entry is out of balance.
  runNpm('ledger:audit');
});

test('the piggy bank earns a day of interest at the annual rate once the day is over', async ({ page }) => {
  test.setTimeout(120_000);
  const memberId = await registerMember(page, `asha.${Date.now()}@example.com`);
  topUp('promotions', '100010', 'INR', 'seed');
  grantMember(memberId, '100000', 'test');
  await openUnder(page);
  await move(page, 'in', '100000');
  await expect(page.getByTestId('piggy-amount')).toHaveText('₹1,00,000.00');
  await expect(page.getByTestId('piggy-interest')).toHaveText('₹0.00');

  // A day later, at 3.65 % a year, the day's run pays ₹1,00,000.00 × 3.65 % / 365 = ₹10.00.
  await advanceClock('24h');
  runNpm('admin', ['piggy:rate', '--annual', '3.65']);
  runNpm('admin', ['piggy:pay']);
  await page.reload();
  await expect(page.getByTestId('piggy-rate')).toHaveText(property('under.rateValue', { rate: '3.65' }));
  await expect(page.getByTestId('piggy-interest')).toHaveText('₹10.00');
  await expect(page.getByTestId('piggy-amount')).toHaveText('₹1,00,010.00');
  await expectAssets(page, { total: '₹1,00,010.00', balance: '₹0.00', piggy: '₹1,00,010.00' });

  // Other journeys in this run expect no interest.
  runNpm('admin', ['piggy:rate', '--annual', '0']);
  runNpm('ledger:audit');
});

/** Paise from an amount as the pages show it (`₹12,34,567.89`). */
const paiseOf = (shown: string) => BigInt(shown.replace(/[₹,.]/g, ''));

test('the market reserve shows its size, the coverage and its history from the ledger', async ({
  page,
  t,
}) => {
  test.setTimeout(120_000);
  // A member who holds INR, so the platform owes members something.
  const memberId = await registerMember(page, `neha.${Date.now()}@example.com`);
  topUp('promotions', '5000', 'INR', 'seed');
  grantMember(memberId, '5000', 'test');

  await page.goto('/h5/#/pages/property/property');
  await button(page, property('entries.reserve')).click();
  await page.waitForURL(/#\/pages\/property\/reserve/);
  const coverage = page.getByTestId('coverage-INR');
  await expect(coverage).toBeVisible();
  const figure = (label: string) =>
    coverage.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  const read = async (label: string) => paiseOf((await figure(property(label)).textContent()) ?? '');
  const before = {
    size: paiseOf((await page.getByTestId('reserve-size').textContent()) ?? ''),
    owed: await read('reserve.owed'),
  };
  expect(before.owed).toBeGreaterThanOrEqual(500_000n);

  // The operator tops up the reserve fund with ₹12,34,567.89.
  const added = 123_456_789n;
  topUp('reserve_fund', '1234567.89', 'INR', 'e2e reserve');
  await page.reload();
  const size = before.size + added;
  await expect(page.getByTestId('reserve-size')).toHaveText(inr(size));
  // The server's jobs (fund income, interest) may pay members meanwhile: that moves money from
  // platform accounts to members, so what members are owed can only have grown.
  const owed = await read('reserve.owed');
  expect(owed).toBeGreaterThanOrEqual(before.owed);
  // Held = owed + the reserve fund; coverage = held ÷ owed in percent, rounded down to 2 decimals.
  await expect(figure(property('reserve.held'))).toHaveText(inr(owed + size));
  const ratio = ((owed + size) * 10_000n) / owed;
  await expect(page.getByTestId('coverage-ratio-INR')).toHaveText(
    property('under.rateValue', { rate: `${ratio / 100n}.${(ratio % 100n).toString().padStart(2, '0')}` }),
  );
  const history = page.getByTestId('reserve-entry');
  await expect(history.nth(0)).toContainText(t('api', 'ledger.entryTypes.pool_fund'));
  await expect(history.nth(0)).toContainText('+₹12,34,567.89');
  await expect(history.nth(0)).toContainText(property('moneyDetail.balanceAfter', { amount: inr(size) }));

  runNpm('ledger:audit');
});

/**
 * The open deposit page as the e2e server serves it (ERC20 only, serve.ts): it opens on the first
 * network served, with the member's address, its confirmations, its minimum and the warning; TRC20
 * shows no address; the network page offers ERC20 and says why TRC20 cannot be chosen, and
 * choosing ERC20 opens the deposit page on it again.
 */
async function expectDepositPages(page: Page) {
  const erc20 = page.getByRole('tab', { name: 'ERC20', exact: true });
  await expect(erc20).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('deposit-address')).toHaveText(/^0x[0-9a-f]{40}$/);
  await expect(page.getByRole('img', { name: property('deposit.qrAlt', { chain: 'ERC20' }) })).toBeVisible();
  await expect(page.getByTestId('deposit-confirmations')).toHaveText(
    property('deposit.confirmations_other', { count: '12' }),
  );
  await expect(page.getByTestId('deposit-minimum')).toHaveText(
    property('deposit.minimumAmount', { amount: '1.00' }),
  );
  await expect(page.getByTestId('deposit-warning')).toContainText(
    property('deposit.warning', { chain: 'ERC20' }),
  );

  await page.getByRole('tab', { name: 'TRC20', exact: true }).click();
  await expect(page.getByText(property('deposit.unavailable', { chain: 'TRC20' }))).toBeVisible();
  await expect(page.getByTestId('deposit-address')).toHaveCount(0);
  await expect(page.getByRole('img', { name: property('deposit.qrAlt', { chain: 'TRC20' }) })).toHaveCount(0);

  await button(page, property('deposit.chooseNetwork')).click();
  await page.waitForURL(/#\/pages\/index\/network/);
  const options = page.getByTestId('network-option');
  await expect(options).toHaveCount(3);
  await expect(options.nth(0)).toContainText(property('network.unavailableReason'));
  await expect(options.nth(0)).not.toHaveRole('button');
  await expect(page.getByTestId('network-warning')).toHaveText(property('network.warning'));
  await expect(options.nth(1)).toContainText(property('deposit.confirmations_other', { count: '12' }));
  await options.nth(1).click();
  await page.waitForURL(/#\/pages\/user\/upcoin\?chain=ERC20/);
  await expect(erc20).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('deposit-address')).toHaveText(/^0x[0-9a-f]{40}$/);
}

test(
  'a USDT balance shows 2 decimals, rounded down, and all 6 on a tap',
  { tag: '@english' },
  async ({ page }) => {
    test.setTimeout(120_000);
    const memberId = await registerMember(page, `dev.${Date.now()}@example.com`);
    depositUsdt(memberId, '12.345678', `${Date.now().toString(16)}`.padEnd(64, 'e'));

    /** A balance as the member sees it first, then in full after a tap; screen readers hear it in full. */
    const expectBalanceToggle = async (balance: Locator) => {
      await expect(balance).toHaveText(/^12\.34\s*USDT$/);
      await expect(balance).toHaveAttribute('aria-label', '12.345678 USDT');
      await expect(balance).toHaveAttribute('aria-pressed', 'false');
      await expect(balance).toHaveRole('button');
      await expectTouchTarget(balance);
      await balance.click();
      await expect(balance).toHaveText(/^12\.345678\s*USDT$/);
      await expect(balance).toHaveAttribute('aria-pressed', 'true');
      await balance.click();
      await expect(balance).toHaveText(/^12\.34\s*USDT$/);
    };

    await page.goto('/h5/#/pages/property/property');
    await expectBalanceToggle(page.getByTestId('asset-usdt').getByRole('button'));

    await button(page, property('entries.deposit')).click();
    await page.waitForURL(/#\/pages\/user\/upcoin/);
    await expectDepositPages(page);
    await button(page, property('deposit.records')).click();
    await page.waitForURL(/#\/pages\/user\/usdt/);
    await expectBalanceToggle(page.getByTestId('usdt-balance'));
    // The deposit itself is a record: its exact amount, in words and colour its state.
    const deposit = page.getByTestId('deposit-row');
    await expect(deposit).toContainText(property('deposits.amount', { amount: '12.345678', chain: 'TRC20' }));
    await expect(deposit.locator('[data-tone="success"]')).toHaveText(property('deposits.states.credited'));

    await page.goto('/h5/#/pages/property/withdrawal');
    await expectBalanceToggle(page.getByTestId('withdrawal-available'));

    runNpm('admin', ['rates:set', '--usdt-inr', '83.25', '--spread', '0.5']);
    await page.goto('/h5/#/pages/property/conversion');
    await page.getByRole('tab', { name: property('conversion.usdtToInr'), exact: true }).click();
    await expectBalanceToggle(page.getByTestId('conversion-available').getByRole('button'));
    // What is typed keeps its decimals: seven are refused by name.
    await page.getByLabel(property('conversion.amountUsdt'), { exact: true }).fill('0.0000001');
    await button(page, property('conversion.getQuote')).click();
    await expect(
      page.getByText(property('conversion.errors.tooManyDecimals', { asset: 'USDT', decimals: '6' }), {
        exact: true,
      }),
    ).toBeVisible();
  },
);
