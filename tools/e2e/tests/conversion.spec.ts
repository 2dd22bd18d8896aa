// Conversion at the operator's published rate: a member with a granted balance gets a quote, lets it
// run out on the test clock, refreshes it and confirms it with the payment password, converts some
// USDT back, and finds both in the conversion records, the assets and the balance details.
import type { Page } from '@playwright/test';
import { expect, test, type Texts } from './fixtures.ts';
import {
  advanceClock,
  fillPaymentPasswordForm,
  registerMember,
  runNpm,
  syncBrowserClock,
  topUp,
  grantMember,
} from './journeys.ts';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

const PAYMENT_PASSWORD = '246813';

test.beforeEach(async ({ page }) => {
  // A quote's countdown is computed by the page from the server's times.
  await syncBrowserClock(page);
});

/** The quote on the page: the rate, what is paid, the fee, what arrives and how long it holds. */
async function expectQuote(page: Page, t: Texts, shown: { pay: string; fee: string; receive: string }) {
  const property = (key: string, values?: Record<string, string>) => t('property', key, values);
  const quoted = page.getByTestId('conversion-quote');
  await expect(quoted).toContainText(property('conversion.rateValue', { inr: '₹83.25' }));
  await expect(quoted).toContainText(shown.pay);
  await expect(quoted).toContainText(shown.fee);
  await expect(page.getByTestId('conversion-receive')).toHaveText(shown.receive);
  const [before, after] = property('conversion.validFor', { seconds: '\n' }).split('\n');
  await expect(page.getByTestId('conversion-countdown')).toHaveText(new RegExp(`^${before}\\d+${after}$`));
}

test(
  'INR becomes USDT at the published rate and back, confirmed with the payment password',
  { tag: '@english' },
  async ({ page, t }) => {
    test.setTimeout(120_000);
    const property = (key: string, values?: Record<string, string>) => t('property', key, values);
    const mailbox = `kavya.${Date.now()}@example.com`;
    const memberId = await registerMember(page, mailbox);

    // The operator publishes the rate, funds the treasury and grants the member ₹2,00,000.00.
    runNpm('admin', ['rates:set', '--usdt-inr', '83.25', '--spread', '0.5']);
    for (const [account, asset, amount] of [
      ['fx_treasury', 'USDT', '5000'],
      ['promotions', 'INR', '200000.00'],
    ] as const)
      topUp(account, amount, asset, 'e2e conversion');
    grantMember(memberId, '200000.00');

    await page.goto('/h5/#/pages/property/property');
    await button(page, property('entries.conversion')).click();
    await page.waitForURL(/#\/pages\/property\/conversion/);
    const rate = page.getByTestId('conversion-rate');
    await expect(rate).toContainText(property('conversion.rateValue', { inr: '₹83.25' }));
    await expect(rate).toContainText('0.012012 USDT');
    await expect(rate).toContainText(property('under.rateValue', { rate: '0.50' }));
    const available = page.getByTestId('conversion-available');
    const availableText = (amount: string) => `${property('conversion.availableLabel')} ${amount}`;
    await expect(available).toHaveText(availableText('₹2,00,000.00'));

    // Amounts refused before a quote is asked for, with the reason: a thousandth of a rupee is about
    // the decimals INR takes, not about zero.
    const amountInr = page.getByLabel(property('conversion.amountInr'), { exact: true });
    for (const [typed, key, values] of [
      ['0.001', 'tooManyDecimals', { asset: 'INR', decimals: '2' }],
      ['0', 'notPositive', {}],
      ['abc', 'required', {}],
      ['300000', 'exceedsAvailable', { amount: '₹2,00,000.00' }],
    ] as const) {
      await amountInr.fill(typed);
      await button(page, property('conversion.getQuote')).click();
      await expect(
        page.getByText(property(`conversion.errors.${key}`, values), { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByTestId('conversion-quote')).toHaveCount(0);

    // Without a payment password the page offers to set it; confirming leads there first.
    const remedy = page.getByTestId('security-remedy');
    await expect(remedy).toContainText(property('remedy.payment_password_unset.message'));
    await page.getByLabel(property('conversion.amountInr'), { exact: true }).fill('100');
    await button(page, property('conversion.getQuote')).click();
    await expect(page.getByTestId('conversion-quote')).toBeVisible();
    await button(page, property('conversion.confirm', { to: 'USDT' })).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(property('remedy.payment_password_unset.message'));
    await alert.getByRole('button', { name: property('remedy.payment_password_unset.action') }).click();
    await page.waitForURL(/#\/pages\/user\/safety\?action=payment-set/);
    // Once set, the member is back on the conversion page.
    await fillPaymentPasswordForm(page, mailbox, PAYMENT_PASSWORD, /#\/pages\/property\/conversion$/);
    await expect(page.getByTestId('conversion-rate')).toBeVisible();
    await expect(remedy).toHaveCount(0);

    // ₹1,66,500.00 is 2,000 USDT at 83.25; the 0.5 % spread keeps 10 USDT.
    await page.getByLabel(property('conversion.amountInr'), { exact: true }).fill('166500');
    await button(page, property('conversion.getQuote')).click();
    const toUsdt = { pay: '₹1,66,500.00', fee: '10.00 USDT', receive: '1,990.00 USDT' };
    await expectQuote(page, t, toUsdt);

    // The quote holds 30 seconds: past them it is refused, and a fresh one is asked for.
    await advanceClock('31s', page);
    await expect(page.getByText(property('conversion.expired'))).toBeVisible();
    await expect(button(page, property('conversion.confirm', { to: 'USDT' }))).toBeDisabled();
    await button(page, property('conversion.refresh')).click();
    await expectQuote(page, t, toUsdt);

    await page.getByLabel(property('withdrawal.paymentPassword'), { exact: true }).fill(PAYMENT_PASSWORD);
    await button(page, property('conversion.confirm', { to: 'USDT' })).click();
    await expect(page.getByText(property('conversion.done'))).toBeVisible();
    await expect(available).toHaveText(availableText('₹33,500.00'));

    // 10 USDT back: ₹832.50 at the rate, less the spread, rounded down for the platform.
    await page.getByRole('tab', { name: property('conversion.usdtToInr'), exact: true }).click();
    await expect(available).toHaveText(availableText('1,990.00 USDT'));
    await page.getByLabel(property('conversion.amountUsdt'), { exact: true }).fill('10');
    await button(page, property('conversion.getQuote')).click();
    await expectQuote(page, t, { pay: '10.00 USDT', fee: '₹4.17', receive: '₹828.33' });
    await page.getByLabel(property('withdrawal.paymentPassword'), { exact: true }).fill(PAYMENT_PASSWORD);
    await button(page, property('conversion.confirm', { to: 'INR' })).click();
    await expect(page.getByText(property('conversion.done'))).toBeVisible();

    // The records, newest first.
    await button(page, property('conversion.records')).click();
    await page.waitForURL(/#\/pages\/property\/conversionlist/);
    const records = page.getByTestId('conversion-row');
    await expect(records).toHaveCount(2);
    await expect(records.nth(0)).toContainText(
      property('conversion.line', { pay: '10.00 USDT', receive: '₹828.33' }),
    );
    const meta = (fee: string) =>
      property('conversion.lineMeta', { rate: '₹83.25', fee, time: '\n' }).split('\n')[0]!;
    await expect(records.nth(0)).toContainText(meta('₹4.17'));
    await expect(records.nth(1)).toContainText(
      property('conversion.line', { pay: '₹1,66,500.00', receive: '1,990.00 USDT' }),
    );
    await expect(records.nth(1)).toContainText(meta('10.00 USDT'));

    // The assets, and the conversion lines of both accounts in the balance details.
    await page.goto('/h5/#/pages/property/property');
    await expect(page.getByTestId('asset-balance')).toHaveText('₹34,328.33');
    await expect(page.getByTestId('asset-usdt')).toHaveText(/^1,980\.00\s*USDT$/);
    await button(page, property('entries.moneyDetail')).click();
    await page.waitForURL(/#\/pages\/property\/moneydetail/);
    await page.getByRole('tab', { name: t('api', 'ledger.entryTypes.conversion'), exact: true }).click();
    const entries = page.getByTestId('wallet-entry');
    await expect(entries).toHaveCount(4);
    for (const [index, amount] of ['+₹828.33', '-10.00 USDT', '+1,990.00 USDT', '-₹1,66,500.00'].entries())
      await expect(entries.nth(index)).toContainText(amount);

    runNpm('ledger:audit');
  },
);
