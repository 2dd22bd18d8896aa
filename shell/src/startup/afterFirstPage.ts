import { keepDocumentLanguage } from './keepDocumentLanguage.ts';
import { registerServiceWorker } from './registerServiceWorker.ts';

/** What starts once the first screen has settled (loaded then, so the first screen does not carry it). */
export function startAfterFirstPage(): void {
  keepDocumentLanguage();
  void registerServiceWorker();
}
