// The VIP5 weekly reserve dividend as a member and finance see it, on a phone: the reserve page's
// card (the dividend off, what VIP5 asks), finance setting the weekly share with a reason on the
// console page (preview, largest parts, paid weeks), and the card showing the share after it. The
// split and the payments are the API's (dividend.test.ts).
import type { Page } from '@playwright/test';
import { inr } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { consoleSignIn, createOperator, labelled, registerMember } from './journeys.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test(
  'a member sees the weekly VIP5 dividend on the reserve page; finance sets the share on the console',
  { tag: '@english' },
  async ({ page, t }) => {
    test.setTimeout(120_000);
    const property = (key: string, values?: Record<string, string>) => t('property', key, values);
    const c = (key: string, values?: Record<string, string>) => t('console', key, values);
    await registerMember(page, `dividend.${Date.now()}@example.com`);

    await page.goto('/h5/#/pages/property/reserve');
    // The registration's toast has gone before the card is photographed.
    await expect(page.locator('[role=status][aria-live=polite]').first()).toBeEmpty({ timeout: 10_000 });
    const card = page.getByRole('region', { name: property('reserve.dividend.title') });
    await expect(card.getByTestId('reserve-dividend')).toContainText(property('reserve.dividend.off'));
    await expect(card).toContainText(
      property('reserve.dividend.reach', {
        held: inr('1000000.00'),
        direct: '20',
        team: inr('5000000.00'),
      }),
    );
    await expect(card.getByRole('button', { name: property('reserve.dividend.levels') })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'reserve-dividend-off');

    const username = `finance${Date.now().toString(36)}`;
    createOperator(username, 'finance', 'Finance#2024a');
    await consoleSignIn(page, username, 'Finance#2024a', '/dividends');
    await expect(page.getByRole('heading', { name: c('nav.dividends'), exact: true })).toBeVisible();
    await expect(page.getByText(c('dividends.noRuns'), { exact: true })).toBeVisible();
    const share = labelled(page, c('dividends.shareBps'));
    await expect(share).toHaveValue('0');
    await share.fill('150');
    await page.getByRole('button', { name: c('dividends.save'), exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('textbox').fill('weekly share for VIP5');
    await dialog.getByRole('button', { name: c('dividends.save'), exact: true }).click();
    const saved = page.getByText(c('dividends.saved'), { exact: true });
    await expect(saved).toBeVisible();
    await expect(share).toHaveValue('150');
    await expect(saved).toHaveCount(0, { timeout: 10_000 });
    await shot(page, 'console-dividends');

    await page.goto('/h5/#/pages/property/reserve');
    await expect(card.getByTestId('reserve-dividend')).toContainText(
      property('reserve.dividend.shareValue', { percent: '1.50' }),
    );
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'reserve-dividend-share');
  },
);
