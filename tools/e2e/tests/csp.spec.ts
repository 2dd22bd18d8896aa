// The app under its Content-Security-Policy: a member's walk through every tab, a fund's chart, the
// language page, registration, the chat socket, a profile picture upload, the authenticator's QR code
// and the deposit address must not meet a single refusal of the browser. A page that needs something
// the policy does not allow shows up here before a member meets a blank screen.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerMember } from './journeys.ts';

type Violation = { directive: string; blocked: string; source: string; sample: string };

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** A 1×1 PNG, as a phone's photo picker would hand one over. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const tab = (page: Page, label: string) =>
  page.getByRole('navigation').last().getByRole('button', { name: label, exact: true });

/** Every refusal the page reported so far: the DOM event, and the console's "Refused to …". */
function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content[- ]Security[- ]Policy/i.test(text)) console.push(text);
  });
  return {
    async all(): Promise<string[]> {
      const events = await page.evaluate(() => window.__cspViolations ?? []);
      return [
        ...events.map((v) => `${v.directive} blocked ${v.blocked || 'inline'} (${v.source}) ${v.sample}`),
        ...console,
      ];
    },
  };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
});

test('the app is served with its policy, and a member’s walk through it breaks none of it', async ({
  page,
  t,
}) => {
  test.setTimeout(120_000);
  const violations = watchViolations(page);
  const expectNone = async (where: string) => expect(await violations.all(), where).toEqual([]);

  // The document and the API answer carry their policies.
  const document = await page.request.get('/h5/');
  const policy = document.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(document.headers()['x-content-type-options']).toBe('nosniff');
  expect(document.headers()['referrer-policy']).toBeTruthy();
  const health = await page.request.get('/api/health');
  expect(health.headers()['content-security-policy']).toContain("default-src 'none'");

  // The document (its splash and inline styles), then every tab as a visitor.
  await page.goto('/h5/');
  await page.waitForURL(/#\/pages\/index\/index/);
  await expect(page.getByRole('heading', { name: t('member', 'home.title') })).toBeVisible();
  for (const [label, path] of [
    ['tabs.product', /product\/product/],
    ['tabs.order', /order\/order/],
    ['tabs.property', /property\/property/],
    ['tabs.user', /user\/user/],
    ['tabs.home', /index\/index/],
  ] as const) {
    await tab(page, t('shell', label)).click();
    await page.waitForURL(path);
  }
  await expectNone('tabs');

  // A fund's detail draws its k-line chart.
  await tab(page, t('shell', 'tabs.product')).click();
  await page.getByTestId('fund-card').first().click();
  await expect(page.getByTestId('kline').locator('svg.apexcharts-svg')).toBeVisible();
  await page.goto('/h5/#/pages/user/lange');
  await expect(page.getByText('English', { exact: true })).toBeVisible();
  await expectNone('fund chart and language page');

  // Registration logs the member in; the chat socket opens for them.
  const socketOpened = page.waitForEvent('websocket', {
    predicate: (socket) => socket.url().includes('/wss/'),
    timeout: 30_000,
  });
  await registerMember(page, `lena.${Date.now()}@example.com`);
  await socketOpened;
  for (const label of ['tabs.product', 'tabs.order', 'tabs.property', 'tabs.user'] as const)
    await tab(page, t('shell', label)).click();
  await expect(page.getByTestId('member-mailbox')).toBeVisible();
  await expectNone('tabs as a member, and the socket');

  // A profile picture, uploaded with progress and shown.
  await page.goto('/h5/#/pages/user/set');
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/Upload/image'));
  await page.locator('input[type="file"]').first().setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  expect((await (await uploaded).json()).status).toBe(1);
  await expect(page.getByRole('img', { name: t('ds', 'uploader.preview') })).toBeVisible();
  // The saved picture, from the server, on the user tab.
  await page.goto('/h5/#/pages/user/user');
  await expect(page.locator('img[src*="/uploads/"]')).toHaveJSProperty('complete', true);
  await expectNone('upload');

  // The authenticator's QR code and the deposit address's (images in data: URLs).
  await page.goto('/h5/#/pages/user/safety?action=authenticator-bind');
  await expect(page.getByRole('img', { name: t('shell', 'account.authenticator.qrAlt') })).toBeVisible();
  await page.goto('/h5/#/pages/user/upcoin');
  await expect(page.getByTestId('deposit-address')).toBeVisible();
  await expect(page.locator('img[src^="data:"]').first()).toBeVisible();
  await expectNone('QR codes');
});
