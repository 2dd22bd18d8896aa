// Opens every story of the built Storybook in hi-in, en-us and zh-cn and fails on a page error, a
// console error, a failed request, a Storybook error screen, an empty root, a control smaller than
// the 44 px touch target, or a translation key shown instead of its text; in hi-in and en-us also on
// an axe-core violation of serious or critical impact. A story's markup and colours are the same in
// every language, so axe (most of the time a story takes) runs in the default language and English.
//
// One page per worker stays open and switches stories and languages through Storybook's channel,
// as the Storybook UI does, instead of loading the preview again for each of the ~1,000 checks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs' };

const indexFile = process.env.STORYBOOK_DIR
  ? `${process.env.STORYBOOK_DIR}/index.json`
  : fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const LOCALES = ['hi-in', 'en-us', 'zh-cn'] as const;
type Locale = (typeof LOCALES)[number];
/** The languages whose stories axe-core checks. */
const AXE_LOCALES: readonly Locale[] = ['hi-in', 'en-us'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Rules about a whole page that a component shown alone on the canvas cannot meet: it stands in no
 * landmark and under no page heading. The product's pages are checked with them (tools/e2e a11y).
 */
const PAGE_ONLY_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

/**
 * Every dotted key of the design system's texts and of the stories' sample copy: a story that shows
 * one as text shows a text it never loaded.
 */
function textKeys(): string[] {
  const src = fileURLToPath(new URL('../src/', import.meta.url));
  const folders = [
    `${src}i18n`,
    `${src}storybook/samples`,
    ...readdirSync(`${src}components`).map((name) => `${src}components/${name}/i18n`),
  ];
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
    else if (prefix.includes('.')) keys.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
  };
  for (const folder of folders)
    if (existsSync(`${folder}/en-us.json`))
      walk(JSON.parse(readFileSync(`${folder}/en-us.json`, 'utf8')), '');
  return [...keys];
}
const TEXT_KEYS = textKeys();

/** The touch-target token (`--touch-target`). */
const TOUCH_TARGET_PX = 44;

/** The worker's page, showing one story in one language at a time. */
class Canvas {
  problems: string[] = [];
  private shown: { storyId: string; locale: Locale } | undefined;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) this.problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console error: ${message.text()}`);
    });
  }

  async show(storyId: string, locale: Locale) {
    this.problems = [];
    if (!this.shown) {
      await this.open(storyId, locale);
    } else {
      try {
        if (this.shown.storyId !== storyId)
          await this.emit('setCurrentStory', { storyId, viewMode: 'story' }, storyId);
        if (this.shown.locale !== locale) await this.emit('updateGlobals', { globals: { locale } }, storyId);
      } catch (error) {
        // The preview reloaded itself while switching (it does, rarely, under load): load the story
        // afresh, as the first one of a worker is.
        if (String(error).includes('Execution context was destroyed')) {
          await this.open(storyId, locale);
        } else {
          // A story that never finished rendering leaves the preview in an unknown state: start afresh.
          this.shown = undefined;
          throw error;
        }
      }
    }
    this.shown = { storyId, locale };
    await expect(this.page.locator('html')).toHaveAttribute('lang', locale);
  }

  private async open(storyId: string, locale: Locale) {
    await this.page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=locale:${locale}`);
    await this.page.waitForFunction(
      () =>
        document.body.classList.contains('sb-show-main') ||
        document.body.classList.contains('sb-show-errordisplay'),
    );
    await this.page.addScriptTag({ content: axeSource });
  }

  /** Sends a channel event and waits until the story has rendered again (or failed to). */
  private async emit(event: string, payload: object, storyId: string) {
    const outcome = await this.page.evaluate(
      ({ event, payload, storyId }) =>
        new Promise<string>((resolve) => {
          type Channel = {
            on: (name: string, listener: (...args: unknown[]) => void) => void;
            off: (name: string, listener: (...args: unknown[]) => void) => void;
            emit: (name: string, payload: object) => void;
          };
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
            .__STORYBOOK_ADDONS_CHANNEL__;
          const outcomes = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
          const listeners = outcomes.map((name) => {
            const listener = (id: unknown) => {
              if (name === 'storyRendered' && id !== storyId) return;
              for (const [other, off] of listeners) channel.off(other, off);
              resolve(name);
            };
            return [name, listener] as const;
          });
          for (const [name, listener] of listeners) channel.on(name, listener);
          channel.emit(event, payload);
        }),
      { event, payload, storyId },
    );
    if (outcome !== 'storyRendered') this.problems.push(`Storybook: ${outcome}`);
  }

  /** Serious and critical axe-core violations of what is on screen. */
  async accessibilityViolations(): Promise<string[]> {
    return this.page.evaluate(async (disabled) => {
      type Result = { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] };
      const axe = (
        window as unknown as {
          axe: { run: (context: Node, options: object) => Promise<{ violations: Result[] }> };
        }
      ).axe;
      const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
      const { violations } = await axe.run(document, { rules, resultTypes: ['violations'] });
      return violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(', ')}`,
        );
    }, PAGE_ONLY_RULES);
  }

  /** Text on screen that is a translation key. */
  async shownKeys(): Promise<string[]> {
    return this.page.evaluate((keys) => {
      const known = new Set(keys);
      const shown: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (known.has(text)) shown.push(text);
      }
      for (const element of document.querySelectorAll('[aria-label]'))
        if (known.has(element.getAttribute('aria-label') ?? ''))
          shown.push(`aria-label="${element.getAttribute('aria-label')}"`);
      return shown;
    }, TEXT_KEYS);
  }

  /**
   * Controls whose box is under the touch target in either direction. A link inside a sentence is
   * exempt (WCAG 2.5.8 "inline"), as is an input drawn invisible under a label that is large enough.
   */
  async smallTargets(): Promise<string[]> {
    return this.page.evaluate((minimum) => {
      const selector = [
        'button',
        'a[href]',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="tab"]',
        '[role="switch"]',
        '[role="radio"]',
        '[role="checkbox"]',
        '[role="option"]',
        '[role="menuitem"]',
      ].join(',');
      const large = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width >= minimum - 0.5 && box.height >= minimum - 0.5;
      };
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          box.width > 0 &&
          box.height > 0 &&
          style.visibility !== 'hidden' &&
          !element.closest('[aria-hidden="true"], [inert]')
        );
      };
      const inlineLink = (element: Element) =>
        element.tagName === 'A' &&
        getComputedStyle(element).display === 'inline' &&
        element.parentElement?.closest('p, li, span, label') !== null;
      const coveredByLabel = (element: Element) =>
        element instanceof HTMLInputElement && [...(element.labels ?? [])].some(large);
      return [...document.querySelectorAll(selector)]
        .filter(
          (element) =>
            visible(element) && !large(element) && !inlineLink(element) && !coveredByLabel(element),
        )
        .map((element) => {
          const box = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
          return `<${element.tagName.toLowerCase()}> "${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px`;
        });
    }, TOUCH_TARGET_PX);
  }
}

const test = base.extend<object, { canvas: Canvas }>({
  canvas: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, locale } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
      });
      await use(new Canvas(await context.newPage()));
      await context.close();
    },
    { scope: 'worker' },
  ],
});

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
  test(`the language switch reaches the components [${locale}]`, async ({ canvas }) => {
    await canvas.show('components-errorstate--default', locale);
    await expect(canvas.page.getByRole('button', { name: RETRY[locale] })).toBeVisible();
  });
}

// Language by language, so a worker switches languages rarely.
for (const locale of LOCALES) {
  for (const story of stories) {
    test(`${story.title} / ${story.name} [${locale}]`, async ({ canvas }) => {
      await canvas.show(story.id, locale);
      const { page } = canvas;

      await expect(page.locator('body'), 'Storybook error screen').not.toHaveClass(/sb-show-errordisplay/);
      await expect(page.locator('#storybook-root *:visible').first(), 'empty story root').toBeVisible();
      if (AXE_LOCALES.includes(locale))
        expect(await canvas.accessibilityViolations(), 'axe-core: serious or critical').toEqual([]);
      expect(await canvas.smallTargets(), `controls under ${TOUCH_TARGET_PX} px`).toEqual([]);
      expect(await canvas.shownKeys(), 'translation keys shown as text').toEqual([]);
      expect(canvas.problems).toEqual([]);
    });
  }
}
