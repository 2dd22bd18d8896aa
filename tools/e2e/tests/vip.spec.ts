// A new member opens the VIP benefits from the home tab: their level (VIP0), the way to VIP1 with
// their progress, and every level's requirements and benefits. Promotion itself is the API's
// (vip.test.ts); the console's side is in console-products.spec.ts.
import { expect, test } from './fixtures.ts';
import { inr } from './expected.ts';
import { registerMember } from './journeys.ts';

test(
  'a member sees their VIP level, the way to the next and every level',
  { tag: '@english' },
  async ({ page, t }) => {
    const member = (key: string, values?: Record<string, string>) => t('member', key, values);
    await registerMember(page, `vip.${Date.now()}@example.com`);

    await page.goto('/h5/#/pages/index/index');
    await page.getByRole('button', { name: member('entries.vip'), exact: true }).click();
    await page.waitForURL(/#\/pages\/user\/equity/);
    await expect(page.getByRole('heading', { name: member('vip.title'), exact: true })).toBeVisible();
    await expect(page.getByTestId('vip-level')).toHaveText(member('vip.level', { level: '0' }));
    await expect(page.getByRole('heading', { name: member('vip.next', { level: '1' }) })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: member('vip.held') })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(
      page.getByText(member('vip.of', { value: inr('0.00'), target: inr('10000.00') })),
    ).toBeVisible();
    const levels = page
      .getByRole('region', { name: member('vip.levels') })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading'),
      });
    await expect(levels).toHaveCount(6);
    await expect(levels.nth(1)).toContainText(member('vip.needHeld', { amount: inr('10000.00') }));
    await expect(levels.nth(5)).toContainText(member('vip.noFee'));
    await page.screenshot({ path: test.info().outputPath('vip.png'), fullPage: true });
  },
);
