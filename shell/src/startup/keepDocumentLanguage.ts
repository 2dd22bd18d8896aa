import { langAtom, store, type Lang } from '@h5/platform';

/** The cookie the server reads to write the next document (splash, `<html lang>`) in this language. */
const LANG_COOKIE = 'lang';

function writeCookie(lang: Lang): void {
  if (document.cookie.split('; ').includes(`${LANG_COOKIE}=${lang}`)) return;
  document.cookie = `${LANG_COOKIE}=${lang}; path=/h5/; max-age=31536000; samesite=lax`;
}

/**
 * Keeps the next start in the member's language: the `lang` cookie for the server, and the document
 * the service worker keeps, fetched again after a change so an offline start is in it too (ADR 0022).
 */
export function keepDocumentLanguage(): void {
  writeCookie(store.get(langAtom));
  store.sub(langAtom, () => {
    writeCookie(store.get(langAtom));
    navigator.serviceWorker?.controller?.postMessage({ type: 'refresh-document' });
  });
}
