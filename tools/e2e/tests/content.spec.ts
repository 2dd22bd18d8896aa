// Articles and the gallery: a member opens the articles from the home tab and reads one in Hindi;
// an article an operator published with a script, an `onerror` handler and `javascript:` links shows
// its text and runs none of them (ADR 0035); an article or announcement that does not exist says so;
// the gallery opens a picture in the viewer and plays a film in the page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createOperator } from './journeys.ts';

const OPERATOR_PASSWORD = 'content-operator-password';

/**
 * The home tab, once the app has taken over the page the server rendered (ADR 0025): a tap on the
 * rendered tiles before then opens nothing.
 */
async function openHome(page: Page) {
  await page.goto('/h5/#/pages/index/index');
  await expect(page.locator('html')).not.toHaveAttribute('data-first-screen');
}

const attack = [
  'Read *this* carefully.',
  '<script>window.__pwned = "script"</script>',
  '<img src="/uploads/demo/none.png" onerror="window.__pwned = \'onerror\'; alert(1)">',
  '[tap me](javascript:window.__pwned="link")',
  '<a href="javascript:alert(1)" onclick="window.__pwned=\'click\'">and me</a>',
].join('\n\n');

test('a member reads an article, an operator’s script in one never runs, and the gallery opens', async ({
  page,
  t,
}) => {
  const member = (key: string, values?: Record<string, string>) => t('member', key, values);
  const username = `content${Date.now().toString(36)}`;
  createOperator(username, 'support', OPERATOR_PASSWORD);
  const login = await (
    await page.request.post('/api/Admin/login', { form: { username, password: OPERATOR_PASSWORD } })
  ).json();
  const every = (text: string) => ({ 'hi-in': text, 'en-us': text, 'zh-cn': text });
  const created = await (
    await page.request.post('/api/Admin/Content/articles/create', {
      headers: { 'operator-token': login.data.token },
      data: {
        title: every('सुरक्षा जाँच'),
        summary: every('एक लेख जिसमें स्क्रिप्ट है'),
        body: every(attack),
        published: true,
        reason: 'e2e: an article that tries to run a script',
      },
    })
  ).json();
  expect(created.status, created.msg).toBe(1);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // From the home tab to the list, then a demo article.
  await openHome(page);
  await page.getByRole('button', { name: member('entries.article'), exact: true }).click();
  await page.waitForURL(/#\/pages\/index\/article$/);
  await expect(page.getByRole('heading', { name: member('article.title'), exact: true })).toBeVisible();
  await page.getByRole('button', { name: /समुद्र किनारे टीम-बिल्डिंग का दिन/ }).click();
  await page.waitForURL(/#\/pages\/index\/article\?id=\d+/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: 'समुद्र किनारे टीम-बिल्डिंग का दिन' })).toBeVisible();
  await expect(article.locator('strong', { hasText: '15 से 30 लोग' })).toBeVisible();
  await expect(article.getByRole('img', { name: 'समुद्र तट पर टीम' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('article.png'), fullPage: true });

  // The operator's article: its words are there, nothing of its script ran, its links go nowhere.
  await page.goBack();
  await page.getByRole('button', { name: /सुरक्षा जाँच/ }).click();
  await expect(article.getByText('this', { exact: true })).toBeVisible();
  await article.getByText('tap me').click();
  await article.getByText('and me').click();
  await expect(article.locator('script, [onerror], [onclick], a[href^="javascript" i]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page).toHaveURL(/#\/pages\/index\/article\?id=\d+/);

  // An article or an announcement that does not exist, or an id that is not one, says so, with no
  // retry that cannot help.
  const retry = page.getByRole('button', { name: t('ds', 'common.retry') });
  for (const id of ['99999999', 'abc']) {
    await page.goto(`/h5/#/pages/index/article?id=${id}`);
    await expect(page.getByText(member('article.notFound'))).toBeVisible();
    await expect(retry).toHaveCount(0);
    await page.goto(`/h5/#/pages/index/noticedetail?id=${id}`);
    await expect(page.getByText(member('notice.notFound'))).toBeVisible();
    await expect(retry).toHaveCount(0);
  }

  // The gallery: a picture in the viewer, then the films.
  await openHome(page);
  await page.getByRole('button', { name: member('entries.media'), exact: true }).click();
  await page.waitForURL(/#\/pages\/index\/media/);
  await page.getByRole('button', { name: member('media.view', { title: 'समुद्र किनारे टीम दिवस' }) }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('img', { name: 'समुद्र किनारे टीम दिवस' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await page.getByRole('tab', { name: member('media.videos'), exact: true }).click();
  const film = page.getByRole('figure').filter({ hasText: 'बंदरगाह पर सूर्योदय' });
  await expect(film.locator('video[controls]')).toHaveAttribute('src', '/uploads/demo/harbour.webm');
  await expect(film.locator('video')).toHaveAttribute('poster', '/uploads/demo/harbour.jpg');
  expect(
    await film.locator('video').evaluate((video: HTMLVideoElement) => video.canPlayType('video/webm')),
  ).not.toBe('');
  expect(dialogs).toEqual([]);
});
