/** The service worker and what it controls (shell/src/sw/sw.ts, served by the API with its precache list). */
const WORKER_URL = '/h5/sw.js';
const SCOPE = '/h5/';

/**
 * Installs the service worker (called once the first screen has settled: its precaching then takes
 * the files from the HTTP cache, and never competes with the first screen). Production builds only
 * (a development build changes with every save).
 */
export async function registerServiceWorker(): Promise<void> {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(WORKER_URL, { scope: SCOPE, updateViaCache: 'none' });
  } catch (error) {
    // The app works without it: only a later visit is slower, and offline shows the browser's page.
    console.warn('service worker not registered', error);
  }
}
