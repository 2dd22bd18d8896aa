// Installable and fast on return (ADR 0022): the web app manifest, the service worker that a first
// visit installs, a second visit with no network at all, the offline page, and what the worker keeps.
import { expect, test } from './fixtures.ts';

type Icon = { src: string; sizes: string; type: string; purpose?: string };

test(
  'the app installs, opens again with no network, shows the offline page in the member’s language, and keeps no API answer',
  { tag: '@english' },
  async ({ page, context, t }) => {
    const manifest = (await (await page.request.get('/h5/manifest.webmanifest')).json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Icon[];
    };
    expect(manifest).toMatchObject({ start_url: '/h5/', display: 'standalone', theme_color: '#1c5cff' });
    expect(manifest.name).not.toBe('');
    for (const sizes of ['192x192', '512x512']) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === sizes && !candidate.purpose);
      expect(icon, `an icon of ${sizes}`).toBeDefined();
      const answer = await page.request.get(icon!.src);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
    expect((await page.request.get('/h5/icons/apple-touch-icon.png')).status()).toBe(200);

    // A first visit installs the worker once its first screen has settled; the app calls the API.
    const home = page.getByRole('heading', { name: t('member', 'home.title') });
    await page.goto('/h5/');
    await expect(home).toBeVisible();
    await page.goto('/h5/#/pages/property/property');
    // It controls the app once it has kept the first screen and the document.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    // No network at all, the app opened again: it comes from the worker's cache, its home tab drawn.
    await context.setOffline(true);
    const again = await context.newPage();
    await again.goto('/h5/');
    await expect(again.getByRole('heading', { name: t('member', 'home.title') })).toBeVisible();

    // Neither network nor a kept document: the offline page, in the member's language, not Chromium's.
    await again.evaluate(() => caches.delete('h5-document'));
    await again.reload();
    await expect(again.getByRole('heading', { name: t('offline', 'offline.title') })).toBeVisible();
    await expect(again.getByRole('link', { name: t('offline', 'offline.retry') })).toBeVisible();

    // The worker keeps the app's files (the home remote's among them), never an API answer.
    const kept = await again.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname);
      return paths;
    });
    expect(kept.filter((path) => !path.startsWith('/h5/'))).toEqual([]);
    expect(kept.some((path) => path.startsWith('/h5/remotes/member/'))).toBe(true);
    await context.setOffline(false);
  },
);
