// Opens every story of the built Storybook in hi-in, en-us and zh-cn and fails on a page error,
// a console error, a Storybook error screen or an empty root.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs' };

const indexFile = fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const LOCALES = ['hi-in', 'en-us', 'zh-cn'] as const;

test('the built Storybook has Default and Catalog stories for every component', () => {
  const titles = new Set(stories.map((story) => story.title));
  expect(titles.size).toBeGreaterThan(10);
  for (const title of titles) {
    const names = stories.filter((story) => story.title === title).map((story) => story.name);
    expect(names, title).toEqual(expect.arrayContaining(['Default', 'Catalog']));
  }
});

const RETRY = { 'hi-in': 'फिर से कोशिश करें', 'en-us': 'Retry', 'zh-cn': '重试' } as const;

for (const locale of LOCALES) {
  test(`the language switch reaches the components [${locale}]`, async ({ page }) => {
    await page.goto(`/iframe.html?id=components-errorstate--default&viewMode=story&globals=locale:${locale}`);
    await expect(page.getByRole('button', { name: RETRY[locale] })).toBeVisible();
  });
}

for (const story of stories) {
  for (const locale of LOCALES) {
    test(`${story.title} / ${story.name} [${locale}]`, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error')
          problems.push(`console error: ${message.text()} (${message.location().url})`);
      });

      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale}`);
      await page.waitForFunction(
        () =>
          document.body.classList.contains('sb-show-main') ||
          document.body.classList.contains('sb-show-errordisplay'),
      );

      await expect(page.locator('body'), 'Storybook error screen').not.toHaveClass(/sb-show-errordisplay/);
      await expect(page.locator('#storybook-root *:visible').first(), 'empty story root').toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(problems).toEqual([]);
    });
  }
}
