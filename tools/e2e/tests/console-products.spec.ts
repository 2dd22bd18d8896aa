// The console's equity and staking pages on a desktop: a finance operator creates an offering and a
// staking plan, publishes the offering's price for today and tops up its buyback pool, and sees the
// offering's row follow each change; then the check-in settings and a VIP level. The members' side of both products is in their own journeys.
// Then the swap pool (ADR 0032): its figures, the fee changed with a reason (a fee over 10 % refused
// in words), a seed the treasury cannot pay refused and one it can taken at the pool's ratio, and
// swaps paused and resumed. Then the content page: an article written in three languages, previewed
// as members get it and published, a film uploaded to the gallery and published, and the company
// introduction edited.
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { consoleSignIn, createOperator, labelled, syncBrowserClock, topUp } from './journeys.ts';

const PASSWORD = 'Console#2026-pass';
/** A real 1 s H.264 MP4 (the plans journey's), for the gallery. */
const FILM = fileURLToPath(new URL('../fixtures/plan-video.mp4', import.meta.url));
const LANGS = ['hi-in', 'en-us', 'zh-cn'] as const;

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** Confirms the open "why" dialog with `reason`, by its confirm button `confirmLabel`. */
async function confirmWith(page: Page, confirmLabel: string, reason: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.use({
  viewport: { width: 1280, height: 800 },
  screen: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
});

test('finance creates an offering and a plan, publishes a price and tops up a pool', async ({
  page,
  t,
  lang,
}) => {
  test.setTimeout(120_000);
  // The price form starts at today on the platform's calendar: the browser's clock is the server's.
  await syncBrowserClock(page);
  const c = (key: string, values?: Record<string, string>) => t('console', key, values);
  const stamp = Date.now().toString(36);
  const finance = `products.${stamp}`;
  createOperator(finance, 'finance', PASSWORD);
  await consoleSignIn(page, finance, PASSWORD);
  const nav = page.getByRole('navigation', { name: c('navLabel') });

  /** Fills a new product's name and description in each language, the name ending in `stamp`. */
  const fillTexts = async (drawer: Locator, name: string) => {
    for (const lang of LANGS) {
      const section = drawer.getByRole('region', { name: c(`langs.${lang}`) });
      await labelled(section, c('texts.name')).fill(`${name} ${lang}`);
      await labelled(section, c('texts.description')).fill(`${name}: ${lang}`);
    }
  };

  // An offering: 2 % fee, 30 days' lock, 1,000 shares at ₹100.
  await nav.getByRole('link', { name: c('nav.equity') }).click();
  await button(page, c('equity.create.title')).click();
  const form = page.getByRole('dialog');
  const offeringName = `Equity ${stamp}`;
  await fillTexts(form, offeringName);
  await labelled(form, c('equity.fields.feeRatePercent')).fill('2');
  await labelled(form, c('equity.fields.lockDays')).fill('30');
  await labelled(form, c('equity.fields.totalShares')).fill('1000');
  await labelled(form, c('equity.fields.sharePrice')).fill('100');
  await button(form, c('equity.create.confirm')).click();
  await confirmWith(page, c('equity.create.confirm'), 'new offering for the quarter');
  const offering = page.getByRole('row').filter({ hasText: `${offeringName} ${lang}` });
  await expect(offering).toContainText('₹100.00');
  await expect(offering).toContainText('2.00%');

  // Today's price becomes ₹105.50; the row shows it.
  const id = await offeringId(offering);
  await offering.click();
  const drawer = page.getByRole('dialog');
  const close = () => drawer.getByRole('button', { name: t('ds', 'common.close'), exact: true }).click();
  const price = drawer.getByRole('form', { name: c('equity.price.title') });
  await labelled(price, c('equity.price.value')).fill('105.50');
  await button(price, c('equity.price.confirm')).click();
  await confirmWith(page, c('equity.price.confirm'), 'closing price');
  await expect(page.getByText(c('equity.price.done'), { exact: true })).toBeVisible();
  await close();
  await expect(offering).toContainText('₹105.50');

  // ₹2,500 into the buyback pool; the row's pool shows it.
  await offering.click();
  const topUp = drawer.getByRole('form', { name: c('equity.topUp.title') });
  await labelled(topUp, c('equity.topUp.pool')).selectOption(`equity_buyback_pool:${id}`);
  await labelled(topUp, c('equity.topUp.amount')).fill('2500');
  await button(topUp, c('equity.topUp.confirm')).click();
  await confirmWith(page, c('equity.topUp.confirm'), 'buybacks due next month');
  await expect(
    page.getByText(c('equity.topUp.done', { pool: c('equity.buybackPool') }), { exact: true }),
  ).toBeVisible();
  await close();
  await expect(offering.getByRole('cell').nth(7)).toContainText('₹2,500.00');

  // A plan: INR, 30 days at 12 % a year, ₹100–₹10,000 a stake, ₹1,00,000 in all.
  await nav.getByRole('link', { name: c('nav.staking') }).click();
  await button(page, c('staking.create.title')).click();
  const planForm = page.getByRole('dialog');
  const planName = `Stake ${stamp}`;
  await fillTexts(planForm, planName);
  await labelled(planForm, c('staking.fields.termDays')).fill('30');
  await labelled(planForm, c('staking.fields.annualRatePercent')).fill('12');
  await labelled(planForm, c('staking.fields.minimum')).fill('100');
  await labelled(planForm, c('staking.fields.maximum')).fill('10000');
  await labelled(planForm, c('staking.fields.totalCap')).fill('100000');
  await labelled(planForm, c('staking.fields.claimWindowDays')).fill('7');
  await button(planForm, c('staking.create.confirm')).click();
  await confirmWith(page, c('staking.create.confirm'), 'new plan for the quarter');
  const plan = page.getByRole('row').filter({ hasText: `${planName} ${lang}` });
  await expect(plan).toContainText('12.00%');
  await expect(plan).toContainText('₹1,00,000.00');

  // Check-in: today's figures and the settings; a fee with three decimals is refused, in words.
  await nav.getByRole('link', { name: c('nav.checkin') }).click();
  await expect(page.getByRole('heading', { name: c('nav.checkin'), exact: true })).toBeVisible();
  const fee = labelled(page, c('checkin.makeUpFee'));
  await expect(fee).toHaveValue(/\d+\.\d{2}/);
  await fee.fill('5.005');
  await labelled(page, c('checkin.rewardAmount')).fill('1500');
  await labelled(page, c('checkin.rewardDays')).fill('');
  await button(page, c('checkin.save')).click();
  await confirmWith(page, c('checkin.save'), 'weekend promotion');
  await expect(page.getByText(t('api', 'checkin.feeInvalid')).first()).toBeVisible();
  await fee.fill('5');
  await button(page, c('checkin.save')).click();
  await confirmWith(page, c('checkin.save'), 'weekend promotion');
  await expect(page.getByText(c('checkin.saved'), { exact: true })).toBeVisible();
  await expect(fee).toHaveValue('5.00');
  await expect(labelled(page, c('checkin.rewardAmount'))).toHaveValue('1500.00');
  await page.screenshot({ path: test.info().outputPath('console-checkin.png'), fullPage: true });

  // VIP levels: a requirement below the level beneath is refused in words; VIP5's benefit is raised.
  await nav.getByRole('link', { name: c('nav.vip') }).click();
  await expect(page.getByRole('heading', { name: c('nav.vip'), exact: true })).toBeVisible();
  await page.getByRole('row').filter({ hasText: 'VIP5' }).click();
  await expect(page.getByRole('heading', { name: c('vip.editing', { level: '5' }) })).toBeVisible();
  const held = labelled(page, c('vip.columns.minHeld'));
  await expect(held).toHaveValue('1000000.00');
  await held.fill('1');
  await button(page, c('vip.save')).click();
  await confirmWith(page, c('vip.save'), 'VIP5 review');
  await expect(
    page.getByText(t('api', 'vip.requirementsOrder', { level: '5', below: '4' })).first(),
  ).toBeVisible();
  await held.fill('1000000');
  await labelled(page, c('vip.columns.bonus')).fill('12000');
  await button(page, c('vip.save')).click();
  await confirmWith(page, c('vip.save'), 'VIP5 review');
  await expect(page.getByText(c('vip.saved', { level: '5' }), { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'VIP5' })).toContainText('12,000');
  await page.screenshot({ path: test.info().outputPath('console-vip.png'), fullPage: true });
});

test(
  'finance sees the swap pool, changes its fee, seeds it and pauses and resumes swaps',
  { tag: '@english' },
  async ({ page, t, lang }) => {
    test.setTimeout(90_000);
    const c = (key: string, values?: Record<string, string>) => t('console', key, values);
    const finance = `swap.${Date.now().toString(36)}`;
    createOperator(finance, 'finance', PASSWORD);
    await consoleSignIn(page, finance, PASSWORD);
    await page
      .getByRole('navigation', { name: c('navLabel') })
      .getByRole('link', { name: c('nav.swap') })
      .click();
    await expect(page.getByRole('heading', { name: c('nav.swap'), exact: true, level: 1 })).toBeVisible();

    // The pool the server seeds for its demo: open, with a price, its reserves and its fee.
    const pool = page.getByRole('region', { name: c('swap.pool'), exact: true });
    const card = (label: string) => pool.getByRole('listitem').filter({ hasText: label });
    await expect(card(c('swap.price'))).toContainText(/₹\d/);
    await expect(card(c('swap.price'))).toContainText(c('swap.stateOpen'));
    await expect(card(c('swap.reserveInr'))).toContainText(/₹[\d,]+\.\d{2}/);
    const open = page.getByRole('switch', { name: new RegExp(`^${c('swap.open')}`) });
    await expect(open).toBeChecked();

    // The fee: over 10 % is refused in the API's words under the field; 0.25 % is saved and shown.
    const fee = labelled(page, c('swap.feePercent'));
    await expect(fee).toHaveValue(/^\d+\.\d{2}$/);
    const feeBefore = await fee.inputValue();
    const saveFee = async (value: string) => {
      await fee.fill(value);
      await button(page, c('swap.feeSave')).click();
      await confirmWith(page, c('swap.feeSave'), 'fee review');
    };
    await saveFee('12');
    await expect(page.getByText(t('api', 'swap.feeInvalid')).first()).toBeVisible();
    await saveFee('0.25');
    await expect(page.getByText(c('swap.feeSaved'), { exact: true })).toBeVisible();
    await expect(card(c('swap.fee'))).toContainText('0.25 %');
    await expect(fee).toHaveValue('0.25');

    // A seed the treasury cannot pay is refused in words; one it can is taken at the pool's ratio:
    // all of its INR (the USDT offered is more than matches it), so the INR reserve grows by it.
    const seedInr = labelled(page, c('swap.seedInr'));
    const seedUsdt = labelled(page, c('swap.seedUsdt'));
    const seed = async (inr: string, usdt: string) => {
      await seedInr.fill(inr);
      await seedUsdt.fill(usdt);
      await button(page, c('swap.seedConfirm')).click();
      await confirmWith(page, c('swap.seedConfirm'), 'deeper market');
    };
    await seed('1000000000', '10000000');
    await expect(page.getByText(t('api', 'swap.treasuryShort')).first()).toBeVisible();
    topUp('fx_treasury', '8500', 'INR', 'e2e swap seed');
    topUp('fx_treasury', '500', 'USDT', 'e2e swap seed');
    const reserveBefore = rupees(await card(c('swap.reserveInr')).innerText());
    await page.reload();
    await seedInr.fill('8500');
    await seedUsdt.fill('500');
    // What the pool will take, worked out as typed: all ₹8,500 and the USDT that matches it.
    const takes = c('swap.seedPreview', { inr: '₹8,500.00', usdt: '~' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('~', '[\\d,]+\\.\\d+');
    await expect(page.getByText(new RegExp(`^${takes}$`))).toBeVisible();
    await button(page, c('swap.seedConfirm')).click();
    await confirmWith(page, c('swap.seedConfirm'), 'deeper market');
    await expect(page.getByText(c('swap.seeded'), { exact: true })).toBeVisible();
    await expect
      .poll(async () => rupees(await card(c('swap.reserveInr')).innerText()))
      .toBe(reserveBefore + 850_000n);

    // Paused: the switch asks why, the page says members' swaps are refused; then open again.
    await open.click();
    await confirmWith(page, c('swap.pause'), 'price check');
    await expect(page.getByText(c('swap.paused'), { exact: true })).toBeVisible();
    await expect(page.getByText(c('swap.pausedBanner'))).toBeVisible();
    await expect(card(c('swap.price'))).toContainText(c('swap.statePaused'));
    await expect(open).not.toBeChecked();
    await page.screenshot({
      path: test.info().outputPath(`console-swap-paused-${lang}.png`),
      fullPage: true,
    });
    await open.click();
    await confirmWith(page, c('swap.resume'), 'price checked');
    await expect(page.getByText(c('swap.resumed'), { exact: true })).toBeVisible();
    await expect(page.getByText(c('swap.pausedBanner'))).toHaveCount(0);
    await expect(open).toBeChecked();

    // The fee as it was, for the members' journeys after this one.
    await saveFee(feeBefore);
    await expect(card(c('swap.fee'))).toContainText(`${feeBefore} %`);
    await page.screenshot({ path: test.info().outputPath(`console-swap-${lang}.png`), fullPage: true });
  },
);

test('support writes an article in three languages and adds a film to the gallery, publishes both, and edits the company introduction', async ({
  page,
  t,
}) => {
  test.setTimeout(60_000);
  const c = (key: string, values?: Record<string, string>) => t('console', key, values);
  const stamp = Date.now().toString(36);
  const support = `content.${stamp}`;
  createOperator(support, 'support', PASSWORD);
  await consoleSignIn(page, support, PASSWORD, '/content?tab=articles');

  // A new article in each language: saved as a draft, the phone preview shows the server's HTML.
  await button(page, c('articles.new')).click();
  const drawer = page.getByRole('dialog');
  const title = `Dinner notes ${stamp}`;
  for (const lang of LANGS) {
    await drawer.getByRole('tab', { name: c(`langs.${lang}`) }).click();
    await labelled(drawer, c('articles.fields.title')).fill(`${title} ${lang}`);
    await labelled(drawer, c('articles.fields.summary')).fill(`Summary ${lang}`);
    await labelled(drawer, c('articles.fields.body')).fill(`Hosted in **${lang}**.`);
  }
  await button(drawer, c('articles.create.confirm')).click();
  await confirmWith(page, c('articles.create.confirm'), 'article for the community');
  const preview = drawer.getByTestId('article-preview');
  await expect(drawer.getByTestId('content-state')).toHaveText(c('content.state.draft'));
  await expect(preview.locator('strong')).toHaveText('hi-in');
  await drawer.getByRole('tab', { name: c('langs.en-us') }).click();
  await expect(preview).toContainText(`${title} en-us`);
  await expect(preview.locator('strong')).toHaveText('en-us');

  // Published: members' list has it, in their language.
  await button(drawer, c('articles.publish.button')).click();
  await confirmWith(page, c('articles.publish.confirm'), 'reviewed');
  await expect(drawer.getByTestId('content-state')).toHaveText(c('content.state.published'));
  await page.screenshot({ path: test.info().outputPath('console-article.png') });
  const articles = await (
    await page.request.get('/api/Content/articles', { headers: { Lang: 'en-us' } })
  ).json();
  expect(articles.data.list.map((article: { title: string }) => article.title)).toContain(`${title} en-us`);
  await drawer.getByRole('button', { name: t('ds', 'common.close'), exact: true }).click();

  // A film for the gallery: the MP4 through the operators' upload, titled in each language, published.
  await page.getByRole('tab', { name: c('content.tabs.media') }).click();
  await button(page, c('media.new')).click();
  await labelled(drawer, c('media.fields.kind')).selectOption('video');
  await drawer.locator('input[type="file"][accept*="video"]').setInputFiles(FILM);
  await expect(drawer.getByTestId('media-preview').locator('video')).toHaveAttribute('src', /^\/videos\//);
  const film = `Harbour film ${stamp}`;
  for (const lang of LANGS) {
    await drawer.getByRole('tab', { name: c(`langs.${lang}`) }).click();
    await labelled(drawer, c('media.fields.titleIn', { lang: c(`langs.${lang}`) })).fill(`${film} ${lang}`);
  }
  await button(drawer, c('media.create.confirm')).click();
  await confirmWith(page, c('media.create.confirm'), 'gallery film');
  await expect(drawer.getByTestId('content-state')).toHaveText(c('content.state.draft'));
  await button(drawer, c('media.publish.button')).click();
  await confirmWith(page, c('media.publish.confirm'), 'reviewed');
  await expect(drawer.getByTestId('content-state')).toHaveText(c('content.state.published'));
  const media = await (
    await page.request.get('/api/Content/media?kind=video', { headers: { Lang: 'zh-cn' } })
  ).json();
  expect(media.data.list.map((item: { title: string }) => item.title)).toContain(`${film} zh-cn`);
  await drawer.getByRole('button', { name: t('ds', 'common.close'), exact: true }).click();

  // The company introduction's English title, saved and answered to members reading English.
  await page.getByRole('tab', { name: c('content.tabs.about') }).click();
  await page.getByRole('tab', { name: c('langs.en-us') }).click();
  const aboutTitle = `About us ${stamp}`;
  await labelled(page, c('about.fields.title')).fill(aboutTitle);
  await expect(page.getByTestId('about-preview')).toContainText(aboutTitle);
  await button(page, c('about.save.confirm')).click();
  await confirmWith(page, c('about.save.confirm'), 'new introduction');
  await expect(page.getByText(c('about.save.done'), { exact: true })).toBeVisible();
  const about = await (
    await page.request.get('/api/Content/page?key=about', { headers: { Lang: 'en-us' } })
  ).json();
  expect(about.data.title).toBe(aboutTitle);
});

/** An amount shown in rupees ("₹85,00,000.00") in paise. */
function rupees(text: string): bigint {
  const match = /₹([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no rupee amount in ${text}`);
  return BigInt(match[1]!.replaceAll(',', '') + match[2]!);
}

/** The offering's id, the row's first cell. */
async function offeringId(row: Locator): Promise<string> {
  return (await row.getByRole('cell').first().innerText()).trim();
}
