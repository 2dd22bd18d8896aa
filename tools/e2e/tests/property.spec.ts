// A member's money: the operator grants a bonus, the member moves part of it into the piggy bank
// and back, reads the balance details, and the ledger audit finds nothing wrong. The piggy bank
// earns a day's interest once the test clock has moved past the day; the market reserve shows the
// operator's top-up and the coverage.
import { expect, test, type Page } from '@playwright/test';
import { text } from './i18n.ts';
import { advanceClock, registerMember, runNpm } from './journeys.ts';

const property = (key: string, values?: Record<string, string>) => text('property', key, 'en-us', values);

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

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
}) => {
  test.setTimeout(120_000);

  // Logged out, the property tab invites to log in.
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en-us');
  });
  await page.goto('/h5/#/pages/property/property');
  await expect(page.getByText(property('login.prompt'))).toBeVisible();

  const memberId = await registerMember(page, `ravi.${Date.now()}@example.com`);
  runNpm('admin', [
    'pool:fund',
    '--account',
    'promotions',
    '--asset',
    'INR',
    '--amount',
    '1000.00',
    '--memo',
    'seed',
  ]);
  runNpm('admin', ['members:grant', '--member', String(memberId), '--amount', '100.00', '--memo', 'test']);

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
  await expect(page.getByText(text('ds', 'list.noMore', 'en-us'))).toBeVisible();

  // Filtered by type, only the grant is left.
  await page.getByRole('tab', { name: text('api', 'ledger.entryTypes.grant', 'en-us') }).click();
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
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en-us');
  });
  const memberId = await registerMember(page, `asha.${Date.now()}@example.com`);
  runNpm('admin', [
    'pool:fund',
    '--account',
    'promotions',
    '--asset',
    'INR',
    '--amount',
    '100010',
    '--memo',
    'seed',
  ]);
  runNpm('admin', ['members:grant', '--member', String(memberId), '--amount', '100000', '--memo', 'test']);
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
/** Paise as the pages show them: rupees in Indian grouping (lakh, crore), two decimals. */
function inr(paise: bigint): string {
  const rupees = (paise / 100n).toString();
  const head = rupees.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}` : rupees;
  return `₹${grouped}.${(paise % 100n).toString().padStart(2, '0')}`;
}

test('the market reserve shows its size, the coverage and its history from the ledger', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en-us');
  });
  // A member who holds INR, so the platform owes members something.
  const memberId = await registerMember(page, `neha.${Date.now()}@example.com`);
  runNpm('admin', [
    'pool:fund',
    '--account',
    'promotions',
    '--asset',
    'INR',
    '--amount',
    '5000',
    '--memo',
    'seed',
  ]);
  runNpm('admin', ['members:grant', '--member', String(memberId), '--amount', '5000', '--memo', 'test']);

  await page.goto('/h5/#/pages/property/property');
  await button(page, property('entries.reserve')).click();
  await page.waitForURL(/#\/pages\/property\/reserve/);
  const overview = page.getByTestId('reserve-overview');
  await expect(overview).toBeVisible();
  const figure = (label: string) =>
    overview.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  const before = {
    size: paiseOf((await page.getByTestId('reserve-size').textContent()) ?? ''),
    assets: paiseOf((await figure(property('reserve.assets')).textContent()) ?? ''),
    liabilities: paiseOf((await figure(property('reserve.liabilities')).textContent()) ?? ''),
  };
  expect(before.liabilities).toBeGreaterThanOrEqual(500_000n);

  // The operator tops up the reserve fund with ₹12,34,567.89.
  const topUp = 123_456_789n;
  runNpm('admin', [
    'pool:fund',
    '--account',
    'reserve_fund',
    '--asset',
    'INR',
    '--amount',
    '1234567.89',
    '--memo',
    'e2e reserve',
  ]);
  await page.reload();
  const size = before.size + topUp;
  const assets = before.assets + topUp;
  await expect(page.getByTestId('reserve-size')).toHaveText(inr(size));
  await expect(figure(property('reserve.assets'))).toHaveText(inr(assets));
  // The server's jobs (fund income, interest) may pay members meanwhile: that moves money from
  // platform accounts to members, so what members are owed can only have grown.
  const liabilities = paiseOf((await figure(property('reserve.liabilities')).textContent()) ?? '');
  expect(liabilities).toBeGreaterThanOrEqual(before.liabilities);
  // Assets over liabilities in percent, rounded down to 2 decimals, from the same answer.
  const ratio = (assets * 10_000n) / liabilities;
  await expect(page.getByTestId('reserve-coverage')).toHaveText(
    property('under.rateValue', { rate: `${ratio / 100n}.${(ratio % 100n).toString().padStart(2, '0')}` }),
  );
  const history = page.getByTestId('reserve-entry');
  await expect(history.nth(0)).toContainText(text('api', 'ledger.entryTypes.pool_fund', 'en-us'));
  await expect(history.nth(0)).toContainText('+₹12,34,567.89');
  await expect(history.nth(0)).toContainText(property('moneyDetail.balanceAfter', { amount: inr(size) }));

  runNpm('ledger:audit');
});
