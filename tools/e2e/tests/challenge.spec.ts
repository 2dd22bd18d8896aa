// A member opens the VIP challenges from the home tab's quick access: a challenge for VIP3 members
// refuses them with the specification's message, one open to every member takes them, and the
// page then shows their progress towards each target.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerMember, runNpm, serverNow, syncBrowserClock } from './journeys.ts';

const HOUR = 3_600_000;

/** Publishes a challenge from now for two days (`npm run admin -- challenges:create`). */
function publish(title: string, minLevel: number): void {
  const now = serverNow();
  runNpm('admin', [
    'challenges:create',
    ...['--title-en', title, '--title-hi', title, '--title-zh', title],
    ...['--desc-en', 'Invest and invite', '--desc-hi', 'निवेश करें और आमंत्रित करें', '--desc-zh', '投资并邀请'],
    ...['--starts', new Date(now - HOUR).toISOString(), '--ends', new Date(now + 48 * HOUR).toISOString()],
    ...['--min-level', String(minLevel), '--min-invested', '1000', '--min-referrals', '2'],
    ...['--reward', '150', '--reason', 'e2e'],
  ]);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test(
  'a member is refused a VIP3 challenge, joins one open to all and sees their progress',
  { tag: '@english' },
  async ({ page, t }) => {
    test.setTimeout(120_000);
    const member = (key: string, values?: Record<string, string>) => t('member', key, values);
    const stamp = Date.now().toString(36);
    const [club, open] = [`VIP3 club ${stamp}`, `Open to all ${stamp}`];
    publish(club, 3);
    publish(open, 0);
    await syncBrowserClock(page);
    await registerMember(page, `meera.${stamp}@example.com`);

    await page.goto('/h5/#/pages/index/index');
    await page.getByRole('button', { name: member('entries.challenge'), exact: true }).click();
    await page.waitForURL(/#\/pages\/index\/challenge/);
    await expect(page.getByRole('heading', { name: member('challenge.title'), exact: true })).toBeVisible();

    const vip = page.getByRole('article', { name: club });
    await expect(vip).toContainText(member('challenge.levelAndAbove', { level: '3' }));
    await vip.getByRole('button', { name: member('challenge.apply'), exact: true }).click();
    await expect(vip.getByRole('alert')).toHaveText(t('api', 'challenge.requirementsNotMet'));
    await expect(vip.getByRole('progressbar')).toHaveCount(0);

    const card = page.getByRole('article', { name: open });
    await expect(card).toContainText('₹150.00');
    await card.getByRole('button', { name: member('challenge.apply'), exact: true }).click();
    await expect(card.getByRole('button', { name: member('challenge.apply'), exact: true })).toHaveCount(0);
    await expect(card.getByText(member('challenge.status.applied'), { exact: true })).toBeVisible();
    await expect(card.getByRole('progressbar', { name: member('challenge.investedLabel') })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(card.getByRole('progressbar', { name: member('challenge.referralsLabel') })).toHaveAttribute(
      'aria-valuetext',
      member('challenge.ofTarget', { done: '0', target: '2' }),
    );
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'challenge');

    // Applied for good: the page says so after a reload too.
    await page.reload();
    await expect(
      page
        .getByRole('article', { name: open })
        .getByRole('progressbar', { name: member('challenge.investedLabel') }),
    ).toBeVisible();
  },
);
