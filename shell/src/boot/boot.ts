// The boot script: the first script of the shell's documents, a few hundred bytes that run before the
// app's code has arrived (ADR 0022). It puts the document in the stored language, and for the page the
// address names it preloads that page's files and starts its first API calls, so they download in
// parallel with the shell instead of after it. Nothing here is needed for the app to work: without it
// the app loads the same files itself, later.
import type { EarlyCall } from '../../platform/src/api/earlyCalls.ts';
import type { PrefetchedAnswers } from '../../platform/src/api/prefetched.ts';

type Lang = 'hi-in' | 'en-us' | 'zh-cn';
type TextFiles = Record<Lang, string[] | undefined>;
type FirstScreenData = {
  shellTexts: TextFiles;
  /** The answers the server rendered the document's pages with, in the document's language (ADR 0025). */
  prefetched?: PrefetchedAnswers;
  pages: Record<
    string,
    { files: string[]; texts: TextFiles; calls: string[]; sessionCalls?: string[] } | undefined
  >;
};

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Chromium hands a preload that failed to the next request for its URL, which then fails without
 * trying the network: after a network failure, the member's retry would fail once more. Using the
 * failed preload at once, in an element thrown away after, leaves the URL to load afresh. (A chunk
 * that does load meanwhile only registers itself; a stylesheet for `not all` applies to nothing.)
 */
function spendFailedPreload(link: HTMLLinkElement): void {
  const element =
    link.as === 'style'
      ? Object.assign(document.createElement('link'), {
          rel: 'stylesheet',
          media: 'not all',
          href: link.href,
        })
      : Object.assign(document.createElement('script'), { async: true, src: link.href });
  element.onload = element.onerror = () => element.remove();
  link.remove();
  document.head.appendChild(element);
}

function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = /\.css(\?|$)/.test(href) ? 'style' : 'script';
  link.href = href;
  link.onerror = () => spendFailedPreload(link);
  document.head.appendChild(link);
}

function boot(): void {
  const storedLang = stored('lang');
  const lang = (['en-us', 'zh-cn'].includes(storedLang!) ? storedLang : 'hi-in') as Lang;
  const root = document.documentElement;
  // The server wrote the language of the `lang` cookie and preloaded its texts; local storage is the
  // app's own record, and the cookie follows it for the next document.
  const sameLang = root.lang === lang;
  root.lang = lang;
  document.cookie = `lang=${lang}; path=/h5/; max-age=31536000; samesite=lax`;

  let data: FirstScreenData | null = null;
  try {
    data = JSON.parse(document.getElementById('h5-first-screen')?.textContent ?? 'null') as FirstScreenData;
  } catch {
    // No data block: the app finds everything itself.
  }
  if (!data) return;
  if (!sameLang) data.shellTexts[lang]?.forEach(preload);
  // The pages show the answers they were rendered with at once (in the language they were rendered in).
  if (data.prefetched?.lang === lang) window.__h5Prefetched = data.prefetched;
  // `#/pages/product/detail?id=3` → `pages/product/detail`; the entry route and the splash open home.
  const path = location.hash.replace(/^#\/?/, '').split('?')[0]!;
  const page = data.pages[!path || path === 'pages/index/splash' ? 'pages/index/index' : path];
  if (!page) return;
  page.files.forEach(preload);
  page.texts[lang]?.forEach(preload);
  // The headers the app's API client sends (`client`: CLIENT_NAME of @h5/platform).
  const token = stored('token') ?? '';
  const headers = { token, client: 'h5', Lang: lang };
  const calls = ((window as { __h5EarlyCalls?: EarlyCall[] }).__h5EarlyCalls ??= []);
  // A visitor's session calls would only be refused: they wait for a stored session.
  for (const url of token ? [...page.calls, ...(page.sessionCalls ?? [])] : page.calls) {
    const response = fetch(url, { headers });
    // A failure is the page's to see when it makes the call (it then asks again).
    response.catch(() => undefined);
    calls.push({ url, headers, at: Date.now(), response });
  }
}

boot();
