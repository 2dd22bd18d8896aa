// A member's USDT wallet: with an authenticator bound, they save a withdrawal address (its format
// checked per chain), find withdrawals locked for 8 hours after the security change, delete the
// address, and the ledger audit finds nothing wrong.
import { expect, test, type Page } from '@playwright/test';
import { text } from './i18n.ts';
import { bindAuthenticator, registerMember, runNpm, setPaymentPassword } from './journeys.ts';

const property = (key: string, values?: Record<string, string>) => text('property', key, 'en-us', values);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

test('an address is saved with the authenticator, and withdrawals wait out the 8 h lock', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en-us');
  });
  const mailbox = `meera.${Date.now()}@example.com`;
  await registerMember(page, mailbox);

  // Without an authenticator, adding an address leads to the security settings.
  await page.goto('/h5/#/pages/user/addaddress');
  await expect(page.getByText(property('addAddress.needAuthenticator'))).toBeVisible();
  await button(page, property('addAddress.toSafety')).click();
  await page.waitForURL(/#\/pages\/user\/safety/);

  await setPaymentPassword(page, mailbox, '135790');
  const authenticator = await bindAuthenticator(page);

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
  await page.getByLabel(property('addAddress.code'), { exact: true }).fill(await authenticator.code());
  await button(page, property('addAddress.submit')).click();
  await page.waitForURL(/#\/pages\/user\/address/);
  const saved = page.getByTestId('address-option');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(TRON_ADDRESS);
  await expect(saved).toContainText('TRC20 · My exchange');

  // Deleting asks for a choice first.
  await button(page, property('address.delete')).click();
  await expect(page.getByText(property('address.selectFirst'))).toBeVisible();
  await button(page, text('ds', 'alert.confirm', 'en-us')).click();

  // Withdrawal: the saved address is offered, the settings are shown, and the lock after binding
  // the authenticator disables the form with the time left.
  await page.goto('/h5/#/pages/property/property');
  await button(page, property('entries.withdrawal')).click();
  await page.waitForURL(/#\/pages\/property\/withdrawal/);
  await expect(page.getByTestId('address-option')).toContainText(TRON_ADDRESS);
  await expect(page.getByTestId('withdrawal-locked')).toContainText(/[78]:\d\d:\d\d/);
  await expect(button(page, property('withdrawal.submit'))).toBeDisabled();
  await expect(page.getByTestId('withdrawal-settings')).toContainText(property('withdrawal.fee'));
  await expect(page.getByText(property('withdrawal.empty'))).toBeVisible();

  // The address is selected and deleted; withdrawing then asks for an address first.
  await page.goto('/h5/#/pages/user/address');
  await page.getByTestId('address-option').click();
  await expect(page.getByTestId('address-option')).toHaveAttribute('aria-checked', 'true');
  await button(page, property('address.delete')).click();
  await expect(page.getByText(property('address.deleted'))).toBeVisible();
  await expect(page.getByText(property('address.empty'))).toBeVisible();
  await page.goto('/h5/#/pages/property/withdrawal');
  await expect(page.getByText(property('withdrawal.addFirst'))).toBeVisible();

  runNpm('ledger:audit');
});
