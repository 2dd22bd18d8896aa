// Rankings: a member invests, support has the boards worked out now (instead of waiting for the job),
// and the member opens the rankings from the home tab's quick access: their own place and value,
// their shortened name marked in the list, and "not ranked yet" on team growth.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { inr } from './expected.ts';
import { expect, test } from './fixtures.ts';
import {
  createOperator,
  grantMember,
  registerMember,
  setPaymentPassword,
  syncBrowserClock,
  topUp,
} from './journeys.ts';

const PAYMENT_PASSWORD = '246810';
const OPERATOR_PASSWORD = 'rankings-operator-password';

/** A call of the API as the page's member (their token from the app's storage). */
async function asMember<T>(page: Page, path: string, form: Record<string, string>): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post(path, {
    headers: { token: token ?? '', client: 'h5', 'Idempotency-Key': randomUUID() },
    form,
  });
  const answer = await response.json();
  expect(answer.status, `${path}: ${answer.msg}`).toBe(1);
  return answer.data as T;
}

// The page tells how long ago the boards were worked out: the phone's clock reads the server's.
test.beforeEach(async ({ page }) => {
  await syncBrowserClock(page);
});

test(
  'a member invests, the rankings are worked out, and the rank page shows their place',
  { tag: '@english' },
  async ({ page, t }) => {
    test.setTimeout(60_000);
    const member = (key: string, values?: Record<string, string>) => t('member', key, values);
    const mailbox = `rank${Date.now()}@example.com`;
    const memberId = await registerMember(page, mailbox);
    const nickname = mailbox.slice(0, mailbox.indexOf('@'));
    topUp('promotions', '1000.00');
    grantMember(memberId, '750.00');
    await setPaymentPassword(page, mailbox, PAYMENT_PASSWORD);
    const funds = await (await page.request.get('/api/Fund/list?page=1&rows=20')).json();
    const fund = (funds.data.list as { id: number; status: string; minimum: string }[]).find(
      (item) => item.status === 'on_sale' && Number(item.minimum) <= 750,
    )!;
    await asMember(page, '/api/Fund/purchase', {
      fund_id: String(fund.id),
      amount: '750.00',
      paymentPassword: PAYMENT_PASSWORD,
      agree: '1',
    });

    // Support recomputes now, with a reason (the job would within five minutes).
    const username = `ranks${Date.now().toString(36)}`;
    createOperator(username, 'support', OPERATOR_PASSWORD);
    const login = await (
      await page.request.post('/api/Admin/login', { form: { username, password: OPERATOR_PASSWORD } })
    ).json();
    const recomputed = await (
      await page.request.post('/api/Admin/rankings/recompute', {
        headers: { 'operator-token': login.data.token },
        form: { reason: 'e2e: show the new investment' },
      })
    ).json();
    expect(recomputed.status, recomputed.msg).toBe(1);

    // From the home tab's quick access.
    await page.goto('/h5/#/pages/index/index');
    await page.getByRole('button', { name: member('entries.rank'), exact: true }).click();
    await page.waitForURL(/#\/pages\/index\/rank/);
    await expect(page.getByRole('heading', { name: member('rank.title'), exact: true })).toBeVisible();
    const own = page.getByTestId('rank-own');
    await expect(own).toContainText(member('rank.yourPlace'));
    await expect(own).toContainText(inr('750.00'));
    const mine = page.getByTestId('rank-entry').filter({ hasText: member('rank.you') });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(`${nickname[0]}***${nickname.at(-1)}`);
    await expect(mine).toContainText(inr('750.00'));
    await expect(page.getByTestId('rank-updated')).toContainText(t('ds', 'time.justNow'));
    await page.screenshot({ path: test.info().outputPath('rank-invested.png'), fullPage: true });

    // Nobody joined their team: not on that board, with the way to get there.
    await page.getByRole('tab', { name: member('rank.board.team'), exact: true }).click();
    await expect(own).toContainText(member('rank.notRanked'));
    await expect(page.getByRole('button', { name: member('rank.invite'), exact: true })).toBeVisible();
    await page.getByRole('button', { name: member('rank.period.all'), exact: true }).click();
    await expect(own).toContainText(member('rank.notRankedHint.team.all'));
    await page.screenshot({ path: test.info().outputPath('rank-team.png'), fullPage: true });
  },
);
