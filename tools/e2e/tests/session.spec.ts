// The session as a member lives it: a login on another device ends the one on this phone, and the
// app says so (in the member's language) and opens login, instead of pages that claim the network
// failed; a login in the middle of a visit binds the chat socket to the member, and a logout closes
// it for good (no guest socket opens behind the member's back).
import type { APIRequestContext, Page, Response, WebSocket } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerMember } from './journeys.ts';

const PASSWORD = 'Secret#2024a';
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tab = (page: Page, label: string) =>
  page.getByRole('navigation').last().getByRole('button', { name: label, exact: true });

/** Logs the member in from another phone (the same kind of client), as the API sees it. */
async function loginElsewhere(request: APIRequestContext, mailbox: string) {
  const answer = await request.post('/api/User/login', {
    headers: { client: 'h5', Lang: 'en-us' },
    form: { mailbox, password: PASSWORD },
  });
  expect((await answer.json()).status).toBe(1);
}

test(
  'a login on another device ends this session: the reason, then login, never a network error',
  { tag: '@english' },
  async ({ page, request, t }) => {
    const mailbox = `ravi.${Date.now()}@example.com`;
    await registerMember(page, mailbox, PASSWORD);
    const networkError = page.getByText(t('ds', 'error.title'));

    // The assets tab shows the member's money.
    await tab(page, t('shell', 'tabs.property')).click();
    await page.waitForURL(/#\/pages\/property\/property/);
    await expect(page.getByTestId('asset-balance')).toBeVisible();

    await loginElsewhere(request, mailbox);

    // The orders tab asks (silently) for the orders: the answer is that the session ended.
    await tab(page, t('shell', 'tabs.order')).click();
    await expect(page.getByText(t('platform', 'signedInElsewhere'))).toBeVisible();
    await page.waitForURL(/#\/pages\/user\/login\?reason=signed_in_elsewhere$/);
    await expect(page.getByTestId('session-ended')).toHaveText(
      t('shell', 'account.login.ended.signed_in_elsewhere'),
    );
    await expect(networkError).toHaveCount(0);
    expect(
      await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        userinfo: localStorage.getItem('userinfo'),
      })),
    ).toEqual({ token: null, userinfo: null });

    // Back on the tabs, nothing of the old session is left: no profile from the cache, no error page.
    await page.goto('/h5/#/pages/user/user');
    await expect(page.getByText(t('member', 'user.loginPrompt'))).toBeVisible();
    await expect(page.getByTestId('member-mailbox')).toHaveCount(0);
    await tab(page, t('shell', 'tabs.property')).click();
    await expect(page.getByText(t('property', 'login.prompt'))).toBeVisible();
    await expect(networkError).toHaveCount(0);

    // Logging in again here (from the tab's prompt) ends the other phone's session instead, and
    // leads back to the tab, which works again.
    await button(page, t('property', 'login.login')).click();
    await page.waitForURL(/#\/pages\/user\/login$/);
    await page.getByLabel(t('shell', 'account.fields.mailbox'), { exact: true }).fill(mailbox);
    await page.getByLabel(t('shell', 'account.fields.password'), { exact: true }).fill(PASSWORD);
    await button(page, t('shell', 'account.login.submit')).click();
    await page.waitForURL(/#\/pages\/property\/property/);
    await expect(page.getByTestId('asset-balance')).toBeVisible();
    await tab(page, t('shell', 'tabs.order')).click();
    await expect(page.getByText(t('investments', 'order.empty'))).toBeVisible();
    await expect(networkError).toHaveCount(0);
  },
);

test('a session that ended meanwhile, found by a silent call, leads to login with the plain message', async ({
  page,
  request,
  t,
}) => {
  const mailbox = `isha.${Date.now()}@example.com`;
  await registerMember(page, mailbox, PASSWORD);
  await page.goto('/h5/#/pages/property/property');
  await expect(page.getByTestId('asset-balance')).toBeVisible();

  // The session is ended by its own logout, from elsewhere (the token copied off the phone).
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const logout = await request.post('/api/User/logout', { headers: { token, client: 'h5' } });
  expect((await logout.json()).status).toBe(1);

  await page.reload();
  await expect(page.getByText(t('platform', 'notLoggedIn'))).toBeVisible();
  await page.waitForURL(/#\/pages\/user\/login$/);
  await expect(page.getByTestId('session-ended')).toHaveCount(0);
  await expect(page.getByText(t('ds', 'error.title'))).toHaveCount(0);
});

test('logging out after the session ended elsewhere simply logs out', async ({ page, request, t }) => {
  const mailbox = `tara.${Date.now()}@example.com`;
  await registerMember(page, mailbox, PASSWORD);
  await page.goto('/h5/#/pages/user/set');
  // The page has made its own calls (the profile) before the session ends elsewhere: the logout
  // below is the first call to meet the ended session.
  await button(page, t('shell', 'account.settings.logout')).waitFor();
  await page.waitForLoadState('networkidle');
  await loginElsewhere(request, mailbox);

  // The logout call meets the ended session: the member asked to leave, and is home, not at login.
  const revoked = page.waitForResponse((response) => response.url().endsWith('/api/User/logout'));
  await button(page, t('shell', 'account.settings.logout')).click();
  expect((await (await revoked).json()).status).toBe(-100);
  await page.waitForURL(/#\/pages\/index\/index/);
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/#\/pages\/index\/index/);
  await expect(page.getByText(t('platform', 'signedInElsewhere'))).toHaveCount(0);
});

/** The app's chat sockets, and the server's answers to its quit calls. */
function watchSocket(page: Page) {
  const sockets: WebSocket[] = [];
  const quits: Response[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes('/wss/')) sockets.push(socket);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/chat/messages/quit') quits.push(response);
  });
  const open = () => sockets.filter((socket) => !socket.isClosed());
  return { sockets, quits, open };
}

/**
 * A quit the server accepted: it needs the token the socket was opened with (422 without it), so
 * an accepted quit is one that proved the socket was ours.
 */
async function expectAcceptedQuit(quit: Response | undefined) {
  expect(quit, 'a quit call').toBeDefined();
  expect(quit!.status()).toBe(200);
  expect(await quit!.json()).toMatchObject({ status: 1, data: { quit: true } });
}

test('logging in mid-visit binds the chat socket to the member; logging out closes it for good', async ({
  page,
  t,
}) => {
  test.setTimeout(90_000);
  const watch = watchSocket(page);
  const mailbox = `dev.${Date.now()}@example.com`;

  // A visitor: the socket opens as a guest once the first page has settled.
  await page.goto('/h5/#/pages/index/index');
  await expect.poll(() => watch.open().length, { timeout: 20_000 }).toBe(1);
  const guestSocket = watch.open()[0]!;

  // Registering logs the member in mid-visit: the guest socket is left, a member's socket opens
  // and is bound to the member.
  const bound = page.waitForResponse((response) => response.url().endsWith('/chat/messages/bind'));
  await registerMember(page, mailbox, PASSWORD);
  const bind = await bound;
  expect(bind.status()).toBe(200);
  expect(await bind.json()).toMatchObject({ status: 1, data: { bound: true } });
  await expect.poll(() => guestSocket.isClosed()).toBe(true);
  await expect.poll(() => watch.open().length).toBe(1);
  expect(watch.sockets.length).toBe(2);
  await expect.poll(() => watch.quits.length).toBe(1);
  await expectAcceptedQuit(watch.quits[0]);

  // Logout: the socket closes, the server is told with the socket's token, and no guest socket opens.
  await page.goto('/h5/#/pages/user/set');
  await button(page, t('shell', 'account.settings.logout')).click();
  await page.waitForURL(/#\/pages\/index\/index/);
  await expect.poll(() => watch.quits.length).toBe(2);
  await expectAcceptedQuit(watch.quits[1]);
  await expect.poll(() => watch.open().length).toBe(0);
  // Hidden and shown again (another app in front, then back): still closed.
  await page.evaluate(() => {
    window.dispatchEvent(new PageTransitionEvent('pageshow'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(3_000);
  expect(watch.open().length).toBe(0);
  expect(watch.sockets.length).toBe(2);
});
