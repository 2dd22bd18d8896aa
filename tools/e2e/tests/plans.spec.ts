// Community plans (issue #18): a member submits a dinner plan with a poster and a short video, sent
// through the resumable upload, and finds it under review; a reviewer opens it in the console on a
// desktop, where the plan's date stands above the poster and the playable video, and approves it;
// the member's open record turns to success on the plan notice, and the records list shows it.
// The fixtures are real files: a PNG poster and a 1 s H.264 MP4 (160×90) that Chromium's
// MediaRecorder recorded from a canvas, so the server finds video/mp4 in its bytes and browsers play it.
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { advanceClock, consoleSignIn, createOperator, registerMember, serverNow } from './journeys.ts';

const POSTER = fileURLToPath(new URL('../fixtures/plan-poster.png', import.meta.url));
const VIDEO = fileURLToPath(new URL('../fixtures/plan-video.mp4', import.meta.url));
const PASSWORD = 'Reviewer#2026-pass';
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** A day `daysAgo` before today in India, on the server's clock (plans may not be dated later). */
const indianDay = (daysAgo: number) =>
  new Date(serverNow() + IST_OFFSET_MS - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Shots of each screen, kept with the test's results. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a member submits a dinner plan with a poster and a video, and a reviewer approves it', async ({
  page,
  browser,
  t,
}) => {
  test.setTimeout(90_000);
  const p = (key: string, values?: Record<string, string>) => t('plans', key, values);
  const c = (key: string, values?: Record<string, string>) => t('console', key, values);
  // The server's day runs ahead of the browser's clock: the form holds the date to the server's
  // today (from the rules), so a date two days back on the server is taken.
  await advanceClock('3d');
  const stamp = Date.now().toString(36);
  const theme = `Diwali dinner ${stamp}`;
  const date = indianDay(2);
  const reviewer = `reviewer.${stamp}`;
  createOperator(reviewer, 'reviewer', PASSWORD);
  await registerMember(page, `priya.${Date.now()}@example.com`);

  // The dinner form: theme, India and its first city from the place pages, host, 12 tables, the date.
  await page.goto('/h5/#/pages/index/partyplan');
  const form = page.getByTestId('plan-form');
  await form.getByTestId('plan-theme').fill(theme);
  await form.getByTestId('plan-location-open').click();
  await page.waitForURL(/#\/pages\/system\/choose-location/);
  // Before a search, India comes first.
  await page.getByTestId('location-countries').getByRole('listitem').first().getByRole('button').click();
  const city = page.getByTestId('location-cities').getByRole('listitem').first().getByRole('button');
  const cityName = (await city.innerText()).split('\n')[0]!.trim();
  await city.click();
  await page.waitForURL(/#\/pages\/index\/partyplan/);
  await expect(form.getByTestId('plan-location')).toContainText(cityName);
  await form.getByTestId('plan-host').fill('Priya Sharma');
  await form.getByTestId('plan-count').getByRole('textbox').fill('12');
  const day = form.getByTestId('plan-date').getByRole('textbox');
  await day.fill(date);
  await day.press('Tab');

  // The poster through the image upload, the video through the resumable one, to the end.
  const poster = form.getByTestId('plan-poster');
  await poster.locator('input[type="file"]').setInputFiles(POSTER);
  // Stored: the tile offers to change the picture rather than showing its progress.
  await expect(poster).toContainText(t('ds', 'uploader.change'));
  await form.getByTestId('video-input').setInputFiles(VIDEO);
  await expect(form.getByTestId('video-upload')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await form.getByTestId('plan-phone-number').fill('9876543210');
  await form.getByTestId('plan-agree').check();
  await shot(page, 'plan-form');
  await form.getByTestId('plan-submit').click();

  // The plan's record opens, under review.
  await expect(page).toHaveURL(/#\/pages\/index\/recorddetail\?id=\d+/, { timeout: 20_000 });
  const detail = page.getByTestId('plan-detail');
  await expect(detail).toHaveAttribute('data-state', 'review');
  await expect(detail.getByTestId('plan-state')).toHaveText(p('states.review'));
  await expect(detail).toContainText(theme);
  const planId = await detail.getAttribute('data-id');
  await page.goto('/h5/#/pages/index/record');
  const record = page.getByTestId('plan-records').getByTestId('plan-record').filter({ hasText: theme });
  await expect(record.getByTestId('plan-state')).toHaveText(p('states.review'));
  await shot(page, 'plan-records-review');
  // The member keeps the record open while the reviewer decides.
  await record.click();
  await expect(detail).toHaveAttribute('data-id', planId!);

  // The reviewer's queue on a desktop: the plan with its date above the poster and the video.
  const operator = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await consoleSignIn(operator, reviewer, PASSWORD, '/plans');
  await expect(operator.getByRole('heading', { level: 1, name: c('nav.plans') })).toBeVisible();
  const row = operator.getByRole('row').filter({ hasText: theme });
  await expect(row).toContainText(c('plans.state.review'));
  await row.click();
  const drawer = operator.getByRole('dialog');
  await expect(drawer.getByTestId('console-plan-date').locator('time')).toHaveAttribute('datetime', date);
  await expect(drawer.getByTestId('console-plan-date')).toContainText(date);
  await expect(drawer).toContainText(cityName);
  await expect(drawer).toContainText('Priya Sharma');
  const video = drawer.getByTestId('console-plan-video');
  // The film is served and playable: the browser read its length.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect
    .poll(() =>
      drawer.getByTestId('console-plan-poster').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await shot(operator, 'console-plan-review');

  // Approved with a note for the audit log: the queue under review no longer lists it.
  await button(drawer, c('plans.approve.button')).click();
  const confirm = operator.getByRole('alertdialog');
  await confirm.getByRole('textbox').fill('the video says the plan date');
  await button(confirm, c('plans.approve.confirm')).click();
  await expect(confirm).toHaveCount(0);
  await expect(operator.getByText(c('plans.approve.done', { id: planId! }), { exact: true })).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await operator.close();

  // The member's open record turns to success with the plan notice, and the list says so.
  await expect(detail).toHaveAttribute('data-state', 'success', { timeout: 15_000 });
  await expect(detail.getByTestId('plan-state')).toHaveText(p('states.success'));
  await page.goto('/h5/#/pages/index/record');
  await expect(record.getByTestId('plan-state')).toHaveText(p('states.success'));
  await shot(page, 'plan-records-success');
});
