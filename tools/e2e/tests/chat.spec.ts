// Chat (issue #19): two members, each in a browser context of their own, become friends on the
// friend-request page; one opens the thread from the friends tab and writes; the other sees the
// unread badge on the home tab's chat entry and the conversation's unread count, opens it, and the
// two exchange messages live (markup stays text) and a picture (opened full screen); messages sent while the other's app is hidden (its
// socket closed) arrive once each, in order, when it shows again; then a voice message recorded with
// Chromium's fake microphone arrives with its duration.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type Lang } from './fixtures.ts';
import { registerMember } from './journeys.ts';

// Chromium's fake microphone (a tone), granted without a prompt: MediaRecorder records it as a
// member's voice would be. These flags are the browser's, so this file's journeys get a browser of
// their own.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
  permissions: ['microphone'],
});

const PICTURE = fileURLToPath(new URL('../fixtures/plan-poster.png', import.meta.url));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A second member's phone: the same viewport, and the project's language chosen as the first's was. */
async function secondPhone(browser: Browser, baseURL: string | undefined, lang: Lang) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['microphone'],
  });
  if (lang !== 'hi-in') await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  return context;
}

/** The friend-request page: `asker` finds `addresseeId` by id and asks; `addressee` approves. */
async function befriend(asker: Page, addressee: Page, addresseeId: number) {
  await asker.goto('/h5/#/pages/chat/friendRequest');
  await asker.getByTestId('friend-search-input').fill(String(addresseeId));
  await asker.getByTestId('friend-search').click();
  await asker.getByTestId('friend-search-result').getByTestId('member-add').click();
  await expect(asker.getByTestId('member-pending')).toBeVisible();
  await addressee.goto('/h5/#/pages/chat/friendRequest');
  const received = addressee.getByTestId('friend-requests-received').getByTestId('friend-request').first();
  await received.getByTestId('request-approve').click();
  await expect(received).toHaveAttribute('data-state', 'passed');
}

test(
  'two friends chat live: unread badge, text both ways, a voice message with its duration',
  { tag: '@english' },
  async ({ page: asha, browser, baseURL, lang, t }) => {
    test.setTimeout(90_000);
    const c = (key: string, values?: Record<string, string>) => t('chat', key, values);
    const ds = (key: string, values?: Record<string, string>) => t('ds', key, values);
    const stamp = Date.now().toString(36);
    const ashaId = await registerMember(asha, `asha.${stamp}@example.com`);
    const ravisPhone = await secondPhone(browser, baseURL, lang);
    const ravi = await ravisPhone.newPage();
    await registerMember(ravi, `ravi.${stamp}@example.com`);
    await befriend(ravi, asha, ashaId);

    // Asha opens the thread from her friends and writes first.
    await asha.goto('/h5/#/pages/chat/index?tab=friends');
    await asha
      .getByRole('list', { name: c('index.friends') })
      .getByRole('button')
      .first()
      .click();
    await expect(asha).toHaveURL(/#\/pages\/chat\/chat\?conversationId=\d+$/);
    const ashasThread = asha.getByRole('log', { name: c('thread.messages') });
    await expect(ashasThread.getByText(c('thread.start'))).toBeVisible();
    const input = asha.getByRole('textbox', { name: c('thread.placeholder') });
    await input.fill(`नमस्ते ${stamp}`);
    await asha.getByRole('button', { name: c('thread.send') }).click();
    await expect(ashasThread.getByText(`नमस्ते ${stamp}`)).toBeVisible();
    await expect(input).toHaveValue('');

    // Ravi, on the home tab, sees the unread badge on the chat entry (Asha's message and the notice
    // that she accepted him), then the conversation's count.
    await ravi.goto('/h5/#/pages/index/index');
    const entry = ravi.getByTestId('home-chat');
    await expect(entry).toContainText(t('member', 'home.chatUnread_other', { count: '2' }));
    await entry.click();
    await expect(ravi).toHaveURL(/#\/pages\/chat\/index$/);
    const row = ravi
      .getByRole('list', { name: c('index.conversations') })
      .getByRole('button')
      .filter({ hasText: `नमस्ते ${stamp}` });
    await expect(row).toContainText('1');
    // Another message while Ravi looks at the list: its row shows it and counts it, live.
    await input.fill(`सुनो ${stamp}`);
    await asha.getByRole('button', { name: c('thread.send') }).click();
    const updated = ravi
      .getByRole('list', { name: c('index.conversations') })
      .getByRole('button')
      .filter({ hasText: `सुनो ${stamp}` });
    await expect(updated).toContainText('2');
    await updated.click();
    const ravisThread = ravi.getByRole('log', { name: c('thread.messages') });
    await expect(ravisThread.getByText(`नमस्ते ${stamp}`)).toBeVisible();
    await expect(ravisThread.getByText(`सुनो ${stamp}`)).toBeVisible();

    // Live both ways; what a member writes is shown as text, never as markup.
    const reply = `Hello <b>Asha</b> ${stamp}`;
    await ravi.getByRole('textbox', { name: c('thread.placeholder') }).fill(reply);
    await ravi.getByRole('textbox', { name: c('thread.placeholder') }).press('Enter');
    await expect(ashasThread.getByText(reply)).toBeVisible();
    await expect(ashasThread.locator('b')).toHaveCount(0);
    await input.fill(`कैसे हो? ${stamp}`);
    await asha.getByRole('button', { name: c('thread.send') }).click();
    await expect(ravisThread.getByText(`कैसे हो? ${stamp}`)).toBeVisible();
    // Each message once, on both sides (socket, send answer and history never double it).
    await expect(ravisThread.getByText(`नमस्ते ${stamp}`)).toHaveCount(1);
    await expect(ashasThread.getByText(`कैसे हो? ${stamp}`)).toHaveCount(1);

    // A picture: Asha picks it, Ravi sees it and opens it full screen.
    await asha.locator('input[type="file"][accept="image/*"]').setInputFiles(PICTURE);
    const picture = ravisThread.getByRole('button', { name: c('thread.picture') });
    await expect(picture).toBeVisible();
    await picture.click();
    await expect(ravi.getByRole('dialog')).toBeVisible();
    await ravi.keyboard.press('Escape');
    await expect(ravi.getByRole('dialog')).toHaveCount(0);

    // Ravi's app is hidden (a call, the home screen): the socket closes. What Asha sends meanwhile
    // comes when it shows again: asked after the last message shown, each once, in order.
    const visibility = (state: 'hidden' | 'visible') =>
      ravi.evaluate((next) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await visibility('hidden');
    const missed = [`पहला ${stamp}`, `दूसरा ${stamp}`, `तीसरा ${stamp}`];
    for (const text of missed) {
      await input.fill(text);
      await asha.getByRole('button', { name: c('thread.send') }).click();
      await expect(ashasThread.getByText(text)).toBeVisible();
    }
    await ravi.waitForTimeout(500);
    await expect(ravisThread.getByText(missed[0]!)).toHaveCount(0);
    await visibility('visible');
    for (const text of missed) await expect(ravisThread.getByText(text)).toHaveCount(1);
    const shown = await ravisThread.getByText(new RegExp(`^(${missed.join('|')})$`)).allInnerTexts();
    expect(shown).toEqual(missed);

    // A voice message: hold to talk for about 2.5 s with the fake microphone, lift to send.
    await asha.getByRole('button', { name: c('thread.toVoice') }).click();
    const hold = asha.getByRole('button', { name: ds('voiceRecordButton.hold') });
    await hold.hover();
    await asha.mouse.down();
    await asha.waitForTimeout(2_600);
    await asha.mouse.up();
    const playPrefix = escape(ds('chatBubble.play', { duration: '@' }).split('@')[0]!);
    const voice = ravisThread.getByRole('button', { name: new RegExp(`^${playPrefix}0:0[23]`) });
    await expect(voice).toBeVisible({ timeout: 15_000 });
    // Ravi plays it (read with his token, as only members of the conversation may).
    await voice.click();
    const pausePrefix = escape(ds('chatBubble.pause', { duration: '@' }).split('@')[0]!);
    await expect(ravisThread.getByRole('button', { name: new RegExp(`^${pausePrefix}`) })).toBeVisible();
    await expect(ashasThread.getByRole('button', { name: new RegExp(`^${playPrefix}0:0[23]`) })).toHaveCount(
      1,
    );
    await ravisPhone.close();
  },
);

/** The member's API calls with their session's token, as the app makes them. */
function apiOf(page: Page) {
  return async <T>(path: string, form: Record<string, string | number>): Promise<T> => {
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const response = await page.request.post(path, {
      headers: { token, client: 'h5' },
      form: Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value)])),
    });
    const answer = (await response.json()) as { status: number; msg: string; data: T };
    expect(answer.status, `${path}: ${answer.msg}`).toBe(1);
    return answer.data;
  };
}

test('a long thread opens at its newest message and pages back as the member scrolls up', async ({
  page: asha,
  browser,
  baseURL,
  lang,
  t,
}) => {
  test.setTimeout(90_000);
  const c = (key: string) => t('chat', key);
  const stamp = Date.now().toString(36);
  const ashaId = await registerMember(asha, `asha.long.${stamp}@example.com`);
  const ravisPhone = await secondPhone(browser, baseURL, lang);
  const ravi = await ravisPhone.newPage();
  const raviId = await registerMember(ravi, `ravi.long.${stamp}@example.com`);
  const ashaApi = apiOf(asha);
  const raviApi = apiOf(ravi);
  // Friends and 40 messages through the API, the two taking turns (each within the rate limit).
  await raviApi('/chat/friend/request', { memberId: ashaId });
  const { list } = await ashaApi<{ list: { id: number }[] }>('/chat/friend/requests', { box: 'received' });
  await ashaApi('/chat/friend/approve', { id: list[0]!.id });
  const { conversationId } = await ashaApi<{ conversationId: number }>('/chat/conversation/open', {
    friendId: raviId,
  });
  for (let n = 1; n <= 40; n += 1)
    await (n % 2 ? ashaApi : raviApi)('/chat/message/send', {
      conversationId,
      clientId: `long-${stamp}-${n}`,
      kind: 'text',
      text: `#${n} ${stamp}`,
    });

  await ravi.goto(`/h5/#/pages/chat/chat?conversationId=${conversationId}`);
  const thread = ravi.getByRole('log', { name: c('thread.messages') });
  await expect(thread.getByText(`#40 ${stamp}`, { exact: true })).toBeInViewport();
  await expect(thread.getByText(`#1 ${stamp}`, { exact: true })).toHaveCount(0);
  // Scrolled to the top: the older page comes in above, the message read last stays in view.
  await thread.evaluate((element) => (element.scrollTop = 0));
  await expect(thread.getByText(`#1 ${stamp}`, { exact: true })).toHaveCount(1);
  await expect(thread.getByText(`#11 ${stamp}`, { exact: true })).toBeInViewport();
  await thread.evaluate((element) => (element.scrollTop = 0));
  await expect(thread.getByText(c('thread.start'))).toBeVisible();
  await expect(thread.getByText(new RegExp(`^#\\d+ ${stamp}$`))).toHaveCount(40);
  await ravisPhone.close();
});
