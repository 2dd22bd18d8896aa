// A member's daily check-in: the calendar of the run, today's check-in (once), the test clock two
// days on, a missed day made up for the fee with the payment password, and the fee's line in the
// balance details.
import type { Page } from '@playwright/test';
import { inr } from './expected.ts';
import { expect, test } from './fixtures.ts';
import {
  advanceClock,
  grantMember,
  registerMember,
  setPaymentPassword,
  syncBrowserClock,
  topUp,
} from './journeys.ts';

const PAYMENT_PASSWORD = '246810';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.beforeEach(async ({ page }) => {
  await syncBrowserClock(page);
});

test(
  'a member checks in, sees the calendar, and makes up a missed day for the fee',
  { tag: '@english' },
  async ({ page, t }) => {
    test.setTimeout(120_000);
    const member = (key: string, values?: Record<string, string>) => t('member', key, values);
    const mailbox = `asha.${Date.now()}@example.com`;
    const memberId = await registerMember(page, mailbox);
    topUp('promotions', '1000.00');
    grantMember(memberId, '100.00');
    await setPaymentPassword(page, mailbox, PAYMENT_PASSWORD);

    // From the home tab's quick access.
    await page.goto('/h5/#/pages/index/index');
    await page.getByRole('button', { name: member('entries.sign'), exact: true }).click();
    await page.waitForURL(/#\/pages\/index\/sign/);
    await expect(page.getByRole('heading', { name: member('sign.title'), exact: true })).toBeVisible();
    await expect(page.getByTestId('sign-count')).toHaveText(
      member('sign.count', { checked: '0', total: '30' }),
    );
    await expect(page.getByTestId('sign-reward')).toContainText(inr('1000.00'));
    await shot(page, 'sign-before');

    await page.getByRole('button', { name: member('sign.checkIn'), exact: true }).click();
    await expect(page.getByTestId('sign-count')).toHaveText(
      member('sign.count', { checked: '1', total: '30' }),
    );
    await expect(page.getByRole('button', { name: member('sign.checkedToday'), exact: true })).toBeDisabled();
    await expect(page.locator('ol [data-state="checked"]')).toHaveCount(1);
    await expect(page.locator('ol [data-state="future"]')).toHaveCount(29);
    await shot(page, 'sign-checked');

    // Two days on: yesterday was missed and can be made up; today can be checked in.
    await advanceClock('48h', page);
    await page.reload();
    await expect(page.getByTestId('sign-count')).toHaveText(
      member('sign.count', { checked: '1', total: '30' }),
    );
    await expect(page.locator('ol [data-state="makeUp"]')).toHaveCount(1);
    await page.locator('ol button[data-state="makeUp"]').click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByTestId('makeup-says')).toContainText(inr('10.00'));
    await sheet.getByLabel(t('ds', 'passwordSheet.label'), { exact: true }).fill('111111');
    await sheet.getByRole('button', { name: member('sign.makeUp'), exact: true }).click();
    await expect(sheet.getByText(t('api', 'security.paymentPasswordWrong'))).toBeVisible();
    await sheet.getByLabel(t('ds', 'passwordSheet.label'), { exact: true }).fill(PAYMENT_PASSWORD);
    await shot(page, 'sign-makeup-sheet');
    await sheet.getByRole('button', { name: member('sign.makeUp'), exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('sign-count')).toHaveText(
      member('sign.count', { checked: '2', total: '30' }),
    );
    await page.getByRole('button', { name: member('sign.checkIn'), exact: true }).click();
    await expect(page.getByTestId('sign-count')).toHaveText(
      member('sign.count', { checked: '3', total: '30' }),
    );
    await expect(page.locator('ol [data-state="checked"]')).toHaveCount(3);
    await shot(page, 'sign-made-up');

    // The fee's line in the balance details: 100.00 − 10.00.
    await page.goto('/h5/#/pages/property/moneydetail');
    await expect(page.getByText(inr('10.00')).first()).toBeVisible();
    await expect(page.getByText(t('api', 'ledger.entryTypes.checkin_makeup')).first()).toBeVisible();
  },
);
