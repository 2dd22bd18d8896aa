// A member's USDT wallet: the withdrawal page first offers to set the payment password and bind an
// authenticator; with them, they save a withdrawal address (its format checked per chain), find
// withdrawals open after a first authenticator and locked for 8 hours after changing it, delete the
// address, and the ledger audit finds nothing wrong. Then the whole way of USDT: a deposit the
// operator confirms, the clock past the 8 h lock, one withdrawal approved and paid and one rejected
// by a finance operator in the console on a desktop, each as the member sees it; a change made on
// another device meanwhile locks
// the open page's withdrawal with the time left.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { text } from './i18n.ts';
import {
  advanceClock,
  bindAuthenticator,
  changeAuthenticator,
  consoleSignIn,
  createOperator,
  labelled,
  depositUsdt,
  expectTouchTarget,
  leftEdge,
  registerMember,
  runNpm,
  saveTronAddress,
  setPaymentPassword,
  syncBrowserClock,
} from './journeys.ts';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const OTHER_TRON_ADDRESS = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const THIRD_TRON_ADDRESS = 'TSBvR5AsUQiBimB1BPnkdaJZZ2W8SGcKHr';
const PAYMENT_PASSWORD = '135790';

/** The texts of the project's language (set before each test). */
let property: (key: string, values?: Record<string, string>) => string;
let api: (key: string) => string;
let ds: (key: string) => string;

test.beforeEach(async ({ page, t }) => {
  property = (key, values) => t('property', key, values);
  api = (key) => t('api', key);
  ds = (key) => t('ds', key);
  // The lock's countdown is computed by the page from the server's time; earlier journeys may have
  // moved the server's clock.
  await syncBrowserClock(page);
});

test('an address is saved with the authenticator, and withdrawals wait out the 8 h lock', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const mailbox = `meera.${Date.now()}@example.com`;
  await registerMember(page, mailbox);

  // The withdrawal page asks for a payment password first, then for an authenticator.
  await page.goto('/h5/#/pages/property/withdrawal');
  const remedy = page.getByTestId('security-remedy');
  await expect(remedy).toContainText(property('remedy.payment_password_unset.message'));
  await remedy.getByRole('button', { name: property('remedy.payment_password_unset.action') }).click();
  await page.waitForURL(/#\/pages\/user\/safety\?action=payment-set/);
  await setPaymentPassword(page, mailbox, PAYMENT_PASSWORD);
  await page.goto('/h5/#/pages/property/withdrawal');
  await expect(remedy).toContainText(property('remedy.authenticator_unbound.message'));

  // Adding an address leads to binding one too.
  await page.goto('/h5/#/pages/user/addaddress');
  await expect(page.getByText(property('addAddress.needAuthenticator'))).toBeVisible();
  await button(page, property('addAddress.toSafety')).click();
  await page.waitForURL(/#\/pages\/user\/safety\?action=authenticator-bind/);
  const first = await bindAuthenticator(page);

  // The addresses page, from the property tab: none yet.
  await page.goto('/h5/#/pages/property/property');
  await button(page, property('entries.address')).click();
  await page.waitForURL(/#\/pages\/user\/address/);
  await expect(page.getByText(property('address.empty'))).toBeVisible();
  await button(page, property('address.add')).click();
  await page.waitForURL(/#\/pages\/user\/addaddress/);

  // The format is checked per chain before anything is sent.
  await page.getByRole('tab', { name: 'ERC20' }).click();
  await page.getByLabel(property('addAddress.address'), { exact: true }).fill(TRON_ADDRESS);
  await page.getByLabel(property('addAddress.code'), { exact: true }).fill('123456');
  await button(page, property('addAddress.submit')).click();
  await expect(page.getByText(property('addAddress.errors.addressFormat', { chain: 'ERC20' }))).toBeVisible();

  await page.getByRole('tab', { name: 'TRC20' }).click();
  await page.getByLabel(property('addAddress.address'), { exact: true }).fill(TRON_ADDRESS);
  await page.getByLabel(property('addAddress.label'), { exact: true }).fill('My exchange');
  // A code of the next 30 s step: the one of the bind is used up.
  await advanceClock('30s', page);
  await page.getByLabel(property('addAddress.code'), { exact: true }).fill(await first.code());
  await button(page, property('addAddress.submit')).click();
  await page.waitForURL(/#\/pages\/user\/address/);
  const saved = page.getByTestId('address-option');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(TRON_ADDRESS);
  await expect(saved).toContainText('TRC20 · My exchange');

  // Deleting asks for a choice first.
  await button(page, property('address.delete')).click();
  await expect(page.getByText(property('address.selectFirst'))).toBeVisible();
  await button(page, ds('alert.confirm')).click();

  // Withdrawal: the saved address is offered, the settings are shown; a first authenticator does
  // not lock withdrawals.
  await page.goto('/h5/#/pages/property/property');
  await button(page, property('entries.withdrawal')).click();
  await page.waitForURL(/#\/pages\/property\/withdrawal/);
  await expect(page.getByTestId('address-option')).toContainText(TRON_ADDRESS);
  await expect(page.getByTestId('withdrawal-settings')).toContainText(property('withdrawal.fee'));
  await expect(page.getByText(property('withdrawal.empty'))).toBeVisible();
  await expect(page.getByTestId('security-remedy')).toHaveCount(0);
  await expect(page.getByTestId('withdrawal-locked')).toHaveCount(0);
  await expect(button(page, property('withdrawal.submit'))).toBeEnabled();

  // Changing the authenticator locks them: the form is disabled, with the time left.
  await advanceClock('30s', page);
  const second = await changeAuthenticator(page, mailbox, first);
  await page.goto('/h5/#/pages/property/withdrawal');
  await expect(page.getByTestId('withdrawal-locked')).toContainText(/[78]:\d\d:\d\d/);
  await expect(button(page, property('withdrawal.submit'))).toBeDisabled();

  // The address is selected and deleted; withdrawing then asks for an address first.
  await page.goto('/h5/#/pages/user/address');
  await page.getByTestId('address-option').click();
  await expect(page.getByTestId('address-option')).toHaveAttribute('aria-checked', 'true');
  await button(page, property('address.delete')).click();
  await expect(page.getByText(property('address.deleted'))).toBeVisible();
  await expect(page.getByText(property('address.empty'))).toBeVisible();
  await page.goto('/h5/#/pages/property/withdrawal');
  await expect(page.getByText(property('withdrawal.addFirst'))).toBeVisible();

  // "Add address" from the withdrawal page comes back to it once the address is saved.
  await button(page, property('address.add')).click();
  await page.waitForURL(/#\/pages\/user\/addaddress\?from=pages%2Fproperty%2Fwithdrawal$/);
  await advanceClock('30s', page);
  await saveTronAddress(page, TRON_ADDRESS, await second.code());
  await page.waitForURL(/#\/pages\/property\/withdrawal$/);
  await expect(page.getByTestId('address-option')).toContainText(TRON_ADDRESS);

  // Opened from a link, with nothing of the app behind it: saving leads to the address list, or to
  // the page the link names; never home.
  const linked = await context.newPage();
  await syncBrowserClock(linked);
  await linked.goto('/h5/#/pages/user/addaddress');
  await advanceClock('30s', linked);
  await saveTronAddress(linked, OTHER_TRON_ADDRESS, await second.code());
  await linked.waitForURL(/#\/pages\/user\/address$/);
  await expect(linked.getByTestId('address-option')).toHaveCount(2);
  await linked.close();
  const named = await context.newPage();
  await syncBrowserClock(named);
  await named.goto('/h5/#/pages/user/addaddress?from=pages%2Fproperty%2Fwithdrawal');
  await advanceClock('30s', named);
  await saveTronAddress(named, THIRD_TRON_ADDRESS, await second.code());
  await named.waitForURL(/#\/pages\/property\/withdrawal$/);
  await expect(named.getByTestId('address-option')).toHaveCount(3);
  await named.close();

  runNpm('ledger:audit');
});

/** A transaction hash as chains write them: 64 hex digits, unique to this run. */
const txHash = (tag: string) =>
  `${tag}${Date.now().toString(16)}`
    .padEnd(64, '0')
    .replace(/[^0-9a-f]/g, 'f')
    .slice(0, 64);
/** How the pages shorten a hash: its first and last 10 characters. */
const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-10)}`;
const usdt = (amount: string) => new RegExp(`^${amount.replace('.', '\\.')}\\s*USDT$`);

/**
 * Decides the member's requested withdrawal in the console's queue: opens its row, presses the
 * decision and confirms it with why; for a payout, types the transaction hash first.
 */
async function decideInConsole(
  operator: Page,
  memberId: number,
  decision: 'approve' | 'reject' | 'pay',
  reason: string,
  txHash?: string,
) {
  const c = (key: string) => text('console', key, 'hi-in');
  const drawer = operator.getByRole('dialog');
  if (decision !== 'pay') {
    // A fresh queue: the member requested this one after the page last loaded.
    await operator.goto('/h5/#/console/withdrawals');
    await operator.reload();
    const memberCell = operator.getByRole('cell', { name: String(memberId), exact: true });
    await operator.getByRole('row').filter({ has: memberCell }).first().click();
  }
  if (txHash) await labelled(drawer, c('withdrawals.txHash')).fill(txHash);
  await drawer.getByRole('button', { name: c(`withdrawals.${decision}.button`), exact: true }).click();
  const confirm = operator.getByRole('alertdialog');
  await confirm.getByRole('textbox').fill(reason);
  await confirm.getByRole('button', { name: c(`withdrawals.${decision}.confirm`), exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(drawer).toContainText(
    c(`withdrawals.state.${decision === 'approve' ? 'approved' : decision === 'pay' ? 'paid' : 'rejected'}`),
  );
}

async function requestWithdrawal(page: Page, amount: string, code: string) {
  await page.getByLabel(property('withdrawal.amount'), { exact: true }).fill(amount);
  await page.getByLabel(property('withdrawal.paymentPassword'), { exact: true }).fill(PAYMENT_PASSWORD);
  await page.getByLabel(property('withdrawal.code'), { exact: true }).fill(code);
  await button(page, property('withdrawal.submit')).click();
  await expect(page.getByText(property('withdrawal.requested'))).toBeVisible();
}

test('USDT deposited through the operator is withdrawn: one withdrawal paid, one rejected', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  // Finance decides the withdrawals in the console, on a desktop.
  const financeName = `finance.${Date.now().toString(36)}`;
  createOperator(financeName, 'finance', 'Finance#2026-pass');
  const operator = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await consoleSignIn(operator, financeName, 'Finance#2026-pass', '/withdrawals');
  const mailbox = `arjun.${Date.now()}@example.com`;
  const memberId = await registerMember(page, mailbox);
  await setPaymentPassword(page, mailbox, PAYMENT_PASSWORD);
  let authenticator = await bindAuthenticator(page);

  // The deposit page shows the member's own address on the network served (ERC20); no deposits yet.
  await page.goto('/h5/#/pages/property/property');
  await button(page, property('entries.deposit')).click();
  await page.waitForURL(/#\/pages\/user\/upcoin/);
  await expect(page.getByTestId('deposit-address')).toHaveText(/^0x[0-9a-f]{40}$/);
  await button(page, property('deposit.records')).click();
  await page.waitForURL(/#\/pages\/user\/usdt/);
  await expect(page.getByText(property('deposits.empty'))).toBeVisible();

  // The operator confirms 125.5 USDT seen on chain; the member finds it credited.
  const depositTx = txHash('d');
  depositUsdt(memberId, '125.5', depositTx);
  await page.reload();
  const deposit = page.getByTestId('deposit-row');
  await expect(deposit).toHaveCount(1);
  await expect(deposit).toContainText(property('deposits.amount', { amount: '125.50', chain: 'TRC20' }));
  await expect(deposit).toContainText(property('deposits.states.credited'));
  await expect(deposit).toContainText(property('withdrawal.tx', { hash: shortHash(depositTx) }));
  await page.goto('/h5/#/pages/property/property');
  await expect(page.getByTestId('asset-usdt')).toHaveText(usdt('125.50'));

  // An address, confirmed with a code of the next 30 s step.
  await advanceClock('30s', page);
  await page.goto('/h5/#/pages/user/address');
  await button(page, property('address.add')).click();
  await page.waitForURL(/#\/pages\/user\/addaddress/);
  await page.getByRole('tab', { name: 'TRC20' }).click();
  await page.getByLabel(property('addAddress.address'), { exact: true }).fill(TRON_ADDRESS);
  await page.getByLabel(property('addAddress.code'), { exact: true }).fill(await authenticator.code());
  await button(page, property('addAddress.submit')).click();
  await page.waitForURL(/#\/pages\/user\/address/);

  // Withdrawals are locked for 8 hours after changing the authenticator, until the clock passes them.
  await advanceClock('30s', page);
  authenticator = await changeAuthenticator(page, mailbox, authenticator);
  await page.goto('/h5/#/pages/property/withdrawal');
  await expect(page.getByTestId('withdrawal-locked')).toContainText(/7:\d\d:\d\d/);
  await expect(button(page, property('withdrawal.submit'))).toBeDisabled();
  await advanceClock('8h5m', page);
  await page.reload();
  await expect(page.getByTestId('address-option')).toContainText(TRON_ADDRESS);
  await expect(page.getByTestId('withdrawal-locked')).toHaveCount(0);
  const submit = button(page, property('withdrawal.submit'));
  await expect(submit).toBeEnabled();

  // On a 390 × 844 phone the confirm button is on screen without scrolling, 44 px tall at least, and
  // the amount's box lines up with the rows and the button of its card.
  await expect(submit).toBeInViewport();
  await expectTouchTarget(submit);
  const amountField = page.getByLabel(property('withdrawal.amount'), { exact: true });
  const contentEdge = await leftEdge(submit);
  expect(await leftEdge(amountField.locator('xpath=..'))).toBe(contentEdge);
  expect(await leftEdge(page.getByTestId('withdrawal-settings'))).toBe(contentEdge);
  expect(await leftEdge(page.getByText(property('withdrawal.amount'), { exact: true }))).toBe(contentEdge);

  // Amounts the form refuses before anything is sent, with the reason.
  const amountError = (key: string, values: Record<string, string> = {}) =>
    page.getByText(property(`withdrawal.errors.${key}`, values), { exact: true });
  for (const [typed, key, values] of [
    ['0.0000001', 'tooManyDecimals', { asset: 'USDT', decimals: '6' }],
    ['0', 'notPositive', {}],
    ['abc', 'required', {}],
    ['5', 'belowMinimum', { amount: '10.00 USDT' }],
    ['1000', 'exceedsAvailable', { amount: '125.50 USDT' }],
  ] as const) {
    await amountField.fill(typed);
    await submit.click();
    await expect(amountError(key, values)).toBeVisible();
  }
  await amountField.fill('');

  // 50 USDT: the fee of 1 USDT comes on top; 50 arrive.
  await page.getByLabel(property('withdrawal.amount'), { exact: true }).fill('50');
  await expect(page.getByTestId('withdrawal-receive')).toHaveText(usdt('50.00'));
  await expect(page.getByTestId('withdrawal-total')).toHaveText(usdt('51.00'));
  await requestWithdrawal(page, '50', await authenticator.code());
  const rows = page.getByTestId('withdrawal-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('50.00 USDT');
  await expect(rows.nth(0)).toContainText(property('withdrawal.feeLine', { fee: '1.00 USDT' }));
  await expect(rows.nth(0).getByTestId('withdrawal-state')).toHaveText(api('withdrawal.states.requested'));
  const settings = page.getByTestId('withdrawal-settings');
  await expect(settings).toContainText('74.50 USDT');

  // Finance approves it in the console, then pays it with the transaction hash.
  await decideInConsole(operator, memberId, 'approve', 'checks passed');
  await page.reload();
  await expect(rows.nth(0).getByTestId('withdrawal-state')).toHaveText(api('withdrawal.states.approved'));
  await expect(button(page, property('withdrawal.cancel'))).toHaveCount(0);
  const payoutTx = txHash('a');
  await decideInConsole(operator, memberId, 'pay', 'sent from the hot wallet', payoutTx);
  await page.reload();
  await expect(rows.nth(0).getByTestId('withdrawal-state')).toHaveText(api('withdrawal.states.paid'));
  await expect(rows.nth(0)).toContainText(property('withdrawal.tx', { hash: shortHash(payoutTx) }));
  await expect(settings).toContainText('74.50 USDT');

  // A second withdrawal (a code of the next step) is rejected: the 21 USDT come back.
  await advanceClock('30s', page);
  await requestWithdrawal(page, '20', await authenticator.code());
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('20.00 USDT');
  await expect(rows.nth(0).getByTestId('withdrawal-state')).toHaveText(api('withdrawal.states.requested'));
  await expect(settings).toContainText('53.50 USDT');
  const reason = 'address flagged by compliance';
  await decideInConsole(operator, memberId, 'reject', reason);
  await operator.close();
  await page.reload();
  await expect(rows.nth(0).getByTestId('withdrawal-state')).toHaveText(api('withdrawal.states.rejected'));
  await expect(rows.nth(0)).toContainText(property('withdrawal.reason', { reason }));
  await expect(rows.nth(1).getByTestId('withdrawal-state')).toHaveText(api('withdrawal.states.paid'));
  await expect(settings).toContainText('74.50 USDT');
  await page.goto('/h5/#/pages/property/property');
  await expect(page.getByTestId('asset-usdt')).toHaveText(usdt('74.50'));

  // The balance details, filtered by type: the deposit, and the rejected withdrawal coming back.
  await button(page, property('entries.moneyDetail')).click();
  await page.waitForURL(/#\/pages\/property\/moneydetail/);
  const entries = page.getByTestId('wallet-entry');
  await expect(entries).toHaveCount(4);
  await page.getByRole('tab', { name: api('ledger.entryTypes.withdrawal_reject'), exact: true }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.nth(0)).toContainText(api('ledger.entryTypes.withdrawal_reject'));
  await expect(entries.nth(0)).toContainText('+21.00 USDT');
  await expect(entries.nth(0).getByTestId('wallet-entry-after')).toHaveText(
    property('moneyDetail.balanceAfter', { amount: '74.50 USDT' }),
  );
  await page.getByRole('tab', { name: api('ledger.entryTypes.deposit'), exact: true }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.nth(0)).toContainText('+125.50 USDT');
  await page.getByRole('tab', { name: api('ledger.entryTypes.withdrawal_request'), exact: true }).click();
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('-21.00 USDT');
  await expect(entries.nth(1)).toContainText('-51.00 USDT');

  // A third withdrawal is cancelled by the member after a confirmation: the 31 USDT and today's
  // use come back on the page at once, without a reload.
  await page.goto('/h5/#/pages/property/withdrawal');
  const available = page.getByTestId('withdrawal-available');
  const usedToday = page.getByTestId('withdrawal-used-today');
  await expect(available).toHaveText(usdt('74.50'));
  const usedBefore = (await usedToday.textContent()) ?? '';
  await advanceClock('30s', page);
  await requestWithdrawal(page, '30', await authenticator.code());
  await expect(rows).toHaveCount(3);
  await expect(available).toHaveText(usdt('43.50'));
  await expect(usedToday).not.toHaveText(usedBefore);
  const cancelButton = rows.nth(0).getByRole('button', { name: property('withdrawal.cancel'), exact: true });
  await expectTouchTarget(cancelButton);
  const dialog = page.getByRole('alertdialog');
  const keep = dialog.getByRole('button', { name: property('withdrawal.cancelConfirm.keep'), exact: true });
  const confirmCancel = dialog.getByRole('button', {
    name: property('withdrawal.cancelConfirm.confirm'),
    exact: true,
  });
  // Declining keeps it as it was.
  await cancelButton.click();
  await expect(dialog).toContainText(property('withdrawal.cancelConfirm.title'));
  await expect(dialog).toContainText(
    property('withdrawal.cancelConfirm.message', { amount: '30.00 USDT', fee: '1.00 USDT' }),
  );
  await expectTouchTarget(keep);
  await expectTouchTarget(confirmCancel);
  await keep.click();
  await expect(dialog).toHaveCount(0);
  await expect(rows.nth(0).getByTestId('withdrawal-state')).toHaveText(api('withdrawal.states.requested'));
  await expect(available).toHaveText(usdt('43.50'));
  await cancelButton.click();
  await confirmCancel.click();
  await expect(page.getByText(property('withdrawal.cancelled'))).toBeVisible();
  await expect(rows.nth(0).getByTestId('withdrawal-state')).toHaveText(api('withdrawal.states.cancelled'));
  await expect(available).toHaveText(usdt('74.50'));
  await expect(usedToday).toHaveText(usedBefore);

  // Each state has a colour of its own, and says itself in words.
  const states = await rows
    .getByTestId('withdrawal-state')
    .evaluateAll((badges) =>
      badges.map((badge) => [badge.textContent, badge.dataset.tone, getComputedStyle(badge).backgroundColor]),
    );
  expect(states.map(([label, tone]) => [label, tone])).toEqual([
    [api('withdrawal.states.cancelled'), 'neutral'],
    [api('withdrawal.states.rejected'), 'danger'],
    [api('withdrawal.states.paid'), 'success'],
  ]);
  expect(new Set(states.map(([, , colour]) => colour)).size).toBe(3);

  // The withdrawal page is open while the authenticator is changed on another device: the refused
  // request locks the form and says how long.
  await page.goto('/h5/#/pages/property/withdrawal');
  await expect(button(page, property('withdrawal.submit'))).toBeEnabled();
  await advanceClock('30s', page);
  const elsewhere = await context.newPage();
  await syncBrowserClock(elsewhere);
  authenticator = await changeAuthenticator(elsewhere, mailbox, authenticator);
  await elsewhere.close();
  await advanceClock('30s', page);
  await page.getByLabel(property('withdrawal.amount'), { exact: true }).fill('10');
  await page.getByLabel(property('withdrawal.paymentPassword'), { exact: true }).fill(PAYMENT_PASSWORD);
  await page.getByLabel(property('withdrawal.code'), { exact: true }).fill(await authenticator.code());
  await button(page, property('withdrawal.submit')).click();
  await expect(page.getByTestId('withdrawal-locked')).toContainText(/[78]:\d\d:\d\d/);
  await expect(button(page, property('withdrawal.submit'))).toBeDisabled();
  await expect(rows).toHaveCount(3);

  runNpm('ledger:audit');
});
